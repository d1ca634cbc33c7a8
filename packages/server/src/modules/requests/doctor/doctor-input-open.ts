import { DOCTOR_MESSAGES as M, waitsForDoctor } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { requestExpiryJobs } from '../../../core/db/schema';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ConflictError } from '../../../core/http/errors';
import { insurerCodeOf, type Principal } from '../../../core/http/principal';
import { findRequestFor } from '../access/request-policy';
import { TransitionRefusedError } from '../lifecycle/lifecycle.errors';
import type { RequestRow } from '../lifecycle/request.repository';
import { lastDoctorSubmissionAt } from '../submissions/doctor-submission.repository';

/** Either submit event: both leave the statuses that wait for the doctor. */
const SUBMIT_EVENT = 'doctor-submit-non-panel';

/** When the request's current response window ends (its expiry job), if one is scheduled. */
async function windowEndOf(db: Executor, paId: string): Promise<Date | null> {
  const [job] = await db
    .select({ dueAt: requestExpiryJobs.dueAt })
    .from(requestExpiryJobs)
    .where(eq(requestExpiryJobs.paId, paId));
  return job?.dueAt ?? null;
}

/**
 * The request waits for the doctor's details; otherwise 409 NOT_ALLOWED_IN_STATUS, saying when
 * the doctor submitted it and what follows when the doctor already has. A link's window is its
 * token's life (an expired link has no session); a logged-in doctor's is the request's own
 * window, so its writes end when the link's would, even before the expiry sweep has run.
 */
export async function requireWaitingForDoctor(
  { db, clock }: AppDeps,
  principal: Principal,
  row: RequestRow,
) {
  if (waitsForDoctor(row.statusCode)) {
    if (principal.kind === 'link') return;
    const windowEnd = await windowEndOf(db, row.id);
    if (windowEnd && windowEnd <= clock.now()) {
      throw new ConflictError(M.windowEnded(windowEnd), 'NOT_ALLOWED_IN_STATUS');
    }
    return;
  }
  const submittedAt = await lastDoctorSubmissionAt(db, row.id);
  if (!submittedAt) throw new TransitionRefusedError(SUBMIT_EVENT, row.statusCode);
  throw new ConflictError(M.alreadySubmitted(submittedAt, row.statusCode), 'NOT_ALLOWED_IN_STATUS');
}

/**
 * The request, when the principal may read it and it waits for the doctor's details (status and
 * window): what the doctor's writes (a draft, an upload, the submit) ask first.
 */
export async function findRequestWaitingForDoctor(
  deps: AppDeps,
  principal: Principal,
  paId: string,
  caller: CallerContext,
  insurerCode: string = insurerCodeOf(principal),
): Promise<RequestRow> {
  const row = await findRequestFor(deps, principal, paId, caller, insurerCode);
  await requireWaitingForDoctor(deps, principal, row);
  return row;
}
