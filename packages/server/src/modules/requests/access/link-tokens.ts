import {
  LINK_ACCESS_POLICY,
  PAGE_PATHS,
  TRANSITIONS,
  type LifecycleEvent,
  type LinkEndedReason,
  type StatusCode,
} from '@preauth/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { insurers, linkTokens, paRequests } from '../../../core/db/schema';
import { generateToken, hashToken } from '../../../core/security/tokens';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { responseWindowEnd } from '../lifecycle/response-window';

export type LinkToken = typeof linkTokens.$inferSelect;
export type LinkRole = LinkToken['role'];

/** 256 random bits, like a session token. */
const TOKEN_BYTES = 32;

export interface IssueLinkToken {
  paId: string;
  role: LinkRole;
  recipientEmail: string;
  secret: string;
  now: Date;
}

/**
 * A new per-recipient token, valid for the request's insurer's response window; only its hash is
 * stored.
 */
export async function issueLinkToken(tx: Executor, issue: IssueLinkToken): Promise<string> {
  const token = generateToken(TOKEN_BYTES);
  const [request] = await tx
    .select({ insurerId: paRequests.insurerId })
    .from(paRequests)
    .where(eq(paRequests.id, issue.paId));
  if (!request) throw new Error(`No request ${issue.paId} to issue a link for`);
  const { responseWindowDays } = await insurerPolicy(tx, request.insurerId);
  await tx.insert(linkTokens).values({
    paId: issue.paId,
    role: issue.role,
    recipientEmail: issue.recipientEmail,
    tokenHash: hashToken(issue.secret, token),
    expiresAt: responseWindowEnd(issue.now, responseWindowDays),
    createdAt: issue.now,
  });
  return token;
}

/** Revokes the request's live tokens: of one role, or all of them. */
export async function revokeLinkTokens(
  tx: Executor,
  paId: string,
  now: Date,
  role?: LinkRole,
): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(linkTokens.paId, paId),
        isNull(linkTokens.revokedAt),
        role ? eq(linkTokens.role, role) : undefined,
      ),
    );
}

/** A link and when its request last changed (an event: its status, or a resend that kept it). */
export interface LinkState {
  link: LinkToken;
  requestChangedAt: Date;
}

/** A link token with the request and insurer it is for, as the link holder's checks read it. */
export interface LinkTokenInContext extends LinkState {
  erefNo: string;
  requestStatus: StatusCode;
  insurerId: string;
  insurerCode: string;
  insurerName: string;
  patientName: string;
  doctorName: string;
}

function selectLinkInContext(db: Executor) {
  return db
    .select({
      link: linkTokens,
      requestChangedAt: paRequests.statusChangedAt,
      requestStatus: paRequests.statusCode,
      erefNo: paRequests.erefNo,
      insurerId: insurers.id,
      insurerCode: insurers.code,
      insurerName: insurers.name,
      patientName: paRequests.patientName,
      doctorName: paRequests.doctorName,
    })
    .from(linkTokens)
    .innerJoin(paRequests, eq(paRequests.id, linkTokens.paId))
    .innerJoin(insurers, eq(insurers.id, paRequests.insurerId));
}

/**
 * The token's row with its request and insurer, whatever its state: one lookup by the token's
 * hash (a unique index). `isLinkExpected` and `isLinkLive` decide.
 */
export async function findLinkByToken(
  db: Executor,
  secret: string,
  token: string,
): Promise<LinkTokenInContext | null> {
  const [row] = await selectLinkInContext(db)
    .where(eq(linkTokens.tokenHash, hashToken(secret, token)))
    .limit(1);
  return row ?? null;
}

/** A link token by its id, with its request and insurer, whatever its state. */
export async function findLinkById(
  db: Executor,
  linkTokenId: string,
): Promise<LinkTokenInContext | null> {
  const [row] = await selectLinkInContext(db).where(eq(linkTokens.id, linkTokenId)).limit(1);
  return row ?? null;
}

/**
 * When a link stopped serving its request: revoked, or issued before the request's last change.
 * Every event ends the links issued before it; the notifications consumer revokes them, which a
 * worker may do a while after the change (docs/decisions/074-notifications-as-a-consumer.md), so
 * the change itself ends them here. Null while it serves.
 */
export const linkEndedAt = ({ link, requestChangedAt }: LinkState): Date | null =>
  link.revokedAt ?? (link.createdAt < requestChangedAt ? requestChangedAt : null);

/** Whether a link is live: not ended, expired or locked. */
export const isLinkLive = (state: LinkState, now: Date) =>
  !linkEndedAt(state) && !state.link.lockedAt && state.link.expiresAt > now;

/**
 * Whether a link was ended (its holder's step done, or the request moved on), not locked, less
 * than `LINK_ACCESS_POLICY.endedLinkReadMs` ago: its verified sessions may still download.
 */
export const isLinkRecentlyEnded = (state: LinkState, now: Date) => {
  const endedAt = linkEndedAt(state);
  return (
    !!endedAt &&
    !state.link.lockedAt &&
    now.getTime() - endedAt.getTime() < LINK_ACCESS_POLICY.endedLinkReadMs
  );
};

/**
 * What a link check expects of the token: its role, and the request it names in the path (erefNo
 * under this insurer's code). The policyholder verification page's link carries the token alone
 * (`/verify?payload=…`), so there only the role is expected.
 */
export type ExpectedLink =
  { role: LinkRole; insurerCode: string; erefNo: string } | { role: LinkRole };

/** Whether the token found is the one expected (its role, and the request the path names). */
export function isLinkExpected(found: LinkTokenInContext, expected: ExpectedLink): boolean {
  const named = 'erefNo' in expected ? expected : found;
  const checks = [
    found.link.role === expected.role,
    found.insurerCode === named.insurerCode,
    found.erefNo === named.erefNo,
  ];
  return checks.every(Boolean);
}

/** The step each holder's link is for: while the request allows it, a link ended was replaced. */
const HOLDERS_STEP: Record<LinkRole, LifecycleEvent> = {
  doctor: 'doctor-submit-panel',
  'business-office': 'business-office-submit',
  'remote-authoriser': 'authorise-accept',
};

/** Why a genuine link that is not live no longer opens (the message's reason). */
export function linkEndedReason(found: LinkTokenInContext, now: Date): LinkEndedReason {
  if (found.link.lockedAt) return 'locked';
  if (found.requestStatus === 'CAN') return 'cancelled';
  const step = HOLDERS_STEP[found.link.role];
  const stillWaiting = TRANSITIONS.some(
    (t) => t.event === step && t.from.includes(found.requestStatus),
  );
  if (linkEndedAt(found)) return stillWaiting ? 'replaced' : 'done';
  return found.link.expiresAt <= now && stillWaiting ? 'expired' : 'done';
}

/**
 * The emailed link the doctor's screens read (document 001). The token is in the fragment
 * (`…/verification#token=…`): a browser never sends a fragment to a server, so the token reaches
 * no access log, proxy or Referer header; the screen reads it from the address and sends it in
 * the `x-link-token` header or the identity check's body.
 */
export function linkUrl(
  publicUrl: string,
  insurerCode: string,
  erefNo: string,
  token: string,
  role: 'doctor' | 'business-office' = 'doctor',
) {
  const path = [insurerCode, erefNo].map(encodeURIComponent).join('/');
  // The business office's screens live under …/bo (001 §2).
  const screens = role === 'business-office' ? `${path}/bo` : path;
  return `${publicUrl}/${screens}/verification#token=${encodeURIComponent(token)}`;
}

/**
 * The remote authoriser's emailed link: the policyholder verification page with the token as its
 * `payload` (000 §2.11, `/verify?payload=…`), as the specification's page reads it.
 */
export function verificationUrl(publicUrl: string, token: string) {
  return `${publicUrl}${PAGE_PATHS.policyholderVerification}?payload=${encodeURIComponent(token)}`;
}
