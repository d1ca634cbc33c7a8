import { LINK_ACCESS_POLICY, TEXT_LIMITS, type LinkRole } from '@preauth/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../../core/db/database';
import { linkTokens, paRequests, policyholders } from '../../../core/db/schema';
import { tellInsurerLinkLocked } from '../notifications/link-locked-notice';
import { LINK_ROLE_RULES, type IdentitySnapshot, type LinkIdentity } from './link-roles';

/** The request's identity fields, read for the check only; never logged or audited. */
export async function loadIdentitySnapshot(db: Executor, paId: string): Promise<IdentitySnapshot> {
  const [row] = await db
    .select({
      patientDob: paRequests.patientDateOfBirth,
      patientNric: paRequests.patientNric,
      policyholderNric: paRequests.policyholderNric,
      policyholderDob: policyholders.dob,
    })
    .from(paRequests)
    .innerJoin(policyholders, eq(policyholders.id, paRequests.policyholderId))
    .where(eq(paRequests.id, paId))
    .limit(1);
  if (!row) throw new Error(`No request ${paId}`);
  return row;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal texts, compared in constant time whatever their lengths. */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

const normalise = {
  last4: (value: string) => value.trim().slice(-TEXT_LIMITS.nricLastChars).toUpperCase(),
  date: (value: string) => value.trim(),
};

/**
 * Whether what the holder typed matches the request, by the role's table. Every rule is compared
 * (no early return), so the answer takes as long whichever field is wrong.
 */
export function identityMatches<R extends LinkRole>(
  role: R,
  typed: LinkIdentity<R>,
  snapshot: IdentitySnapshot,
): boolean {
  let matches = true;
  for (const rule of LINK_ROLE_RULES[role].identity) {
    const value = typed[rule.field] as unknown;
    if (value === undefined || value === null) {
      if (!rule.optional) matches = false;
      continue;
    }
    const normaliseAs = normalise[rule.compare];
    matches = sameText(normaliseAs(String(value)), normaliseAs(snapshot[rule.against])) && matches;
  }
  return matches;
}

/** A date of birth (ISO) as the remote-authentication password starts: DDMMYYYY. */
const ddmmyyyy = (isoDate: string) => {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day}${month}${year}`;
};

/**
 * The remote authoriser's password (000 §2.2): the policyholder's date of birth as DDMMYYYY then
 * the NRIC/FIN/passport, compared case-insensitively in constant time (one digest comparison,
 * whichever part is wrong).
 */
export function remotePasswordMatches(typed: string, snapshot: IdentitySnapshot): boolean {
  const expected = `${ddmmyyyy(snapshot.policyholderDob)}${snapshot.policyholderNric}`;
  return sameText(typed.trim().toUpperCase(), expected.trim().toUpperCase());
}

/**
 * The link's two checks, each with its own budget: the identity check (every role) and the remote
 * authoriser's password. A right answer to one never forgives the other's failures (record 081).
 */
const FAILURE_FIELDS = { identity: 'identityFailures', password: 'passwordFailures' } as const;
export type AttemptCounter = keyof typeof FAILURE_FIELDS;

/**
 * Counts an attempt of one check before it is compared, in one conditional UPDATE, so parallel
 * attempts cannot exceed the limit. Answers the attempt's number, or null when that check has
 * used its attempts or the link is locked (the attempt is then refused without comparing).
 */
export async function countAttempt(db: Executor, linkTokenId: string, counter: AttemptCounter) {
  const field = FAILURE_FIELDS[counter];
  const column = linkTokens[field];
  const [row] = await db
    .update(linkTokens)
    .set({ [field]: sql`${column} + 1` })
    .where(
      and(
        eq(linkTokens.id, linkTokenId),
        lt(column, LINK_ACCESS_POLICY.identityMaxFailures),
        isNull(linkTokens.lockedAt),
      ),
    )
    .returning({ attempt: column });
  return row?.attempt ?? null;
}

/** A right answer: the attempts counted so far at this check (only) are forgiven. */
export async function clearFailures(
  db: Executor,
  linkTokenId: string,
  counter: AttemptCounter,
): Promise<void> {
  await db
    .update(linkTokens)
    .set({ [FAILURE_FIELDS[counter]]: 0 })
    .where(eq(linkTokens.id, linkTokenId));
}

/**
 * Locks the link for good: it is invalid for everything from now on. The insurer is told, once,
 * in the same transaction.
 */
export async function lockLink(db: Executor, linkTokenId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await tx
      .update(linkTokens)
      .set({ lockedAt: now })
      .where(and(eq(linkTokens.id, linkTokenId), isNull(linkTokens.lockedAt)))
      .returning({ id: linkTokens.id });
    if (locked.length > 0) await tellInsurerLinkLocked(tx, linkTokenId, now);
  });
}
