import {
  LINK_ACCESS_POLICY,
  LINK_MESSAGES,
  LINK_SESSION_STAGES,
  type LinkSessionStage,
} from '@preauth/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { insurers, linkSessions, linkTokens, paRequests } from '../../../core/db/schema';
import type { AppDeps } from '../../../core/http/context';
import { UnauthenticatedError } from '../../../core/http/errors';
import type { PrincipalResolver } from '../../../core/http/principal';
import { hashToken, isLinkSessionToken, newLinkSessionToken } from '../../../core/security/tokens';
import { isLinkLive, isLinkRecentlyEnded } from './link-tokens';
import { isRevisit } from './submitted-links';

/** 256 random bits, like a login session's, after the `link.` prefix. */
const TOKEN_BYTES = 32;
/** lastSeenAt is refreshed at most this often, so a holder's reads rarely write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface OpenLinkSession {
  linkTokenId: string;
  stage: LinkSessionStage;
  now: Date;
  /** The absolute end; by default the policy's limit from now (the identity check). */
  expiresAt?: Date;
}

/** A new session of a link; only the HMAC of its bearer token is stored. */
export async function openLinkSession(tx: Executor, secret: string, open: OpenLinkSession) {
  const token = newLinkSessionToken(TOKEN_BYTES);
  const expiresAt =
    open.expiresAt ?? new Date(open.now.getTime() + LINK_ACCESS_POLICY.sessionAbsoluteTimeoutMs);
  const [row] = await tx
    .insert(linkSessions)
    .values({
      linkTokenId: open.linkTokenId,
      tokenHash: hashToken(secret, token),
      stage: open.stage,
      lastSeenAt: open.now,
      expiresAt,
      createdAt: open.now,
    })
    .returning({ id: linkSessions.id });
  if (!row) throw new Error('Link session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
}

/** Ends a session; answers its absolute end, or null when it had already ended. */
export async function revokeLinkSession(db: Executor, sessionId: string, now: Date) {
  const [row] = await db
    .update(linkSessions)
    .set({ revokedAt: now })
    .where(and(eq(linkSessions.id, sessionId), isNull(linkSessions.revokedAt)))
    .returning({ expiresAt: linkSessions.expiresAt });
  return row ?? null;
}

/**
 * Ends a session waiting at `from` and opens a 'verified' one in its place with a new token and
 * the same absolute end (the remote-authentication check, record 081): a token seen before the
 * check never stands for the verified session. Null when it was no longer at `from`.
 */
export async function verifyLinkSession(
  tx: Executor,
  secret: string,
  session: { linkSessionId: string; linkTokenId: string; stage: LinkSessionStage },
  now: Date,
) {
  const [ended] = await tx
    .update(linkSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(linkSessions.id, session.linkSessionId),
        eq(linkSessions.stage, session.stage),
        isNull(linkSessions.revokedAt),
      ),
    )
    .returning({ expiresAt: linkSessions.expiresAt });
  if (!ended) return null;
  return openLinkSession(tx, secret, {
    linkTokenId: session.linkTokenId,
    stage: 'verified',
    now,
    expiresAt: ended.expiresAt,
  });
}

/** The session of a token hash with its link, request and insurer. */
async function findLinkSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      session: linkSessions,
      link: linkTokens,
      requestChangedAt: paRequests.statusChangedAt,
      insurerId: paRequests.insurerId,
      insurerCode: insurers.code,
    })
    .from(linkSessions)
    .innerJoin(linkTokens, eq(linkTokens.id, linkSessions.linkTokenId))
    .innerJoin(paRequests, eq(paRequests.id, linkTokens.paId))
    .innerJoin(insurers, eq(insurers.id, paRequests.insurerId))
    .where(eq(linkSessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Reads `link.` bearer tokens for the access check: an unknown or ended session, or one whose
 * link ended (linkEndedAt), expired or locked is 401 UNAUTHENTICATED; a session past its idle or
 * absolute limit is ended and answered 401 SESSION_EXPIRED. Other tokens are not its kind (null).
 */
export function createLinkSessionResolver({ db, clock, config }: AppDeps): PrincipalResolver {
  return async (token) => {
    if (!isLinkSessionToken(token)) return null;
    const now = clock.now();
    const found = await findLinkSession(db, hashToken(config.sessionSecret, token));
    const stage = LINK_SESSION_STAGES.find((s) => s === found?.session.stage);
    const linkEnded = !!found && !isLinkLive(found, now);
    // An ended link still serves its verified sessions a short while, on some routes; and the
    // sessions of a re-visit of a submitted link, on fewer (record 082).
    const revisit = linkEnded && isRevisit(found, found.session.createdAt);
    const recentlyEnded = stage === 'verified' && !!found && isLinkRecentlyEnded(found, now);
    if (!found || !stage || found.session.revokedAt || (linkEnded && !revisit && !recentlyEnded)) {
      throw new UnauthenticatedError('UNAUTHENTICATED', LINK_MESSAGES.sessionEnded);
    }
    const { session, link } = found;
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    if (now >= session.expiresAt || idleFor >= LINK_ACCESS_POLICY.sessionIdleTimeoutMs) {
      await revokeLinkSession(db, session.id, now);
      throw new UnauthenticatedError('SESSION_EXPIRED', LINK_MESSAGES.sessionIdle);
    }
    if (idleFor >= TOUCH_INTERVAL_MS) {
      await db.update(linkSessions).set({ lastSeenAt: now }).where(eq(linkSessions.id, session.id));
    }
    return {
      kind: 'link',
      link: {
        role: link.role,
        paId: link.paId,
        insurerId: found.insurerId,
        insurerCode: found.insurerCode,
        linkTokenId: link.id,
        linkSessionId: session.id,
        stage,
        linkEnded,
        revisit,
      },
    };
  };
}
