import {
  AUTHORISATION_MESSAGES,
  AUTHORISATION_POLICY,
  EMAIL_PIN_ONLY_CREATORS,
  type SubmitAuthMethod,
} from '@preauth/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { authorisationProofs } from '../../../core/db/schema';
import { ForbiddenError } from '../../../core/http/errors';
import type { RequestRow } from '../lifecycle/request.repository';

/**
 * What lets the policyholder submit the authorisation declaration of one request: a PIN it
 * verified (EMAIL, SMS) or a Singpass login it completed (SP). Kept per request, person and
 * method; the submit uses one up in its own transaction, so one proof moves a request once.
 */
export interface AuthorisationProof {
  paId: string;
  policyholderId: string;
  method: SubmitAuthMethod;
}

const p = authorisationProofs;

/** Records a verification; answers until when the declaration may be submitted under it. */
export async function recordAuthorisationProof(
  tx: Executor,
  proof: AuthorisationProof,
  now: Date,
): Promise<Date> {
  await tx.insert(p).values({ ...proof, verifiedAt: now });
  return new Date(now.getTime() + AUTHORISATION_POLICY.proofLifetimeMs);
}

/**
 * Uses up the newest unused proof of this request, person and method younger than the proof's
 * lifetime; false when there is none. Conditional on `consumed_at` still being null, so two
 * submits racing for one proof cannot both take it.
 */
export async function takeAuthorisationProof(
  tx: Executor,
  proof: AuthorisationProof,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - AUTHORISATION_POLICY.proofLifetimeMs);
  const [newest] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.paId, proof.paId),
        eq(p.policyholderId, proof.policyholderId),
        eq(p.method, proof.method),
        gt(p.verifiedAt, since),
        isNull(p.consumedAt),
      ),
    )
    .orderBy(desc(p.verifiedAt))
    .limit(1);
  if (!newest) return false;
  const taken = await tx
    .update(p)
    .set({ consumedAt: now })
    .where(and(eq(p.id, newest.id), isNull(p.consumedAt)))
    .returning({ id: p.id });
  return taken.length === 1;
}

/**
 * 403 unless `method` may authorise the request: one the insured patient raised takes the
 * emailed PIN only (record 084), whichever way in (the login, or the emailed link's session).
 */
export function requireMethodFor(row: RequestRow, method: SubmitAuthMethod): void {
  const emailOnly = (EMAIL_PIN_ONLY_CREATORS as readonly string[]).includes(row.creatorRole);
  if (emailOnly && method !== 'EMAIL')
    throw new ForbiddenError(AUTHORISATION_MESSAGES.emailPinOnly);
}
