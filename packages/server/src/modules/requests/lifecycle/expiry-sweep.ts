import { isTimerEvent, TRANSITIONS, type LifecycleEvent, type StatusCode } from '@preauth/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../core/http/context';
import { periodicJob, type PeriodicJob } from '../../../core/jobs/periodic-job';
import {
  claimDueExpiryJobs,
  finishExpiryJob,
  retryExpiryJobAt,
  type ExpiryJob,
} from './expiry-jobs.repository';
import { findRequestRow } from './request.repository';
import { createTransitionEngine } from './transition-engine';

/** Each waiting status's timer event (doctor, authorisation, business office), from the table. */
const EXPIRY_OF = new Map<StatusCode, LifecycleEvent>(
  TRANSITIONS.filter((t) => t.by.includes('system') && isTimerEvent(t.event)).flatMap((t) =>
    t.from.map((status) => [status, t.event] as const),
  ),
);

/** Jobs run in one round; a full round is followed by another at once. */
const BATCH = 200;

/** How long a worker holds the jobs it took; a worker that dies leaves them to another after. */
const CLAIM_LEASE_MS = 5 * 60_000;

/** A job that failed is tried again a minute later (not at once: the round could spin on it). */
const RETRY_DELAY_MS = 60_000;

/**
 * Runs every expiry job due by `now` (modules/requests: a request's status start schedules one,
 * due one response window later, its insurer's as it stood then, by default 3 calendar days): a request still in the status that began
 * then, and whose status has a timer, expires through the transition engine (status, history,
 * revoked links, audit and any notification in one transaction). A request that moved on since
 * makes its job a no-op. Safe with any number of processes: each job is taken by one worker at
 * a time, and the engine's version check lets one of two (a late worker, or a command) move the
 * request. A job missed while no worker ran is run when one starts. A request that fails is left
 * as it was, its job tried again a minute later, and reported to `onError`; the others still
 * expire. Answers how many it expired, and whether the round was full.
 */
export async function runDueExpiries(
  deps: AppDeps,
  now: Date,
  onError: (error: unknown, paId: string) => void = () => {},
): Promise<{ expired: number; more: boolean }> {
  const { db } = deps;
  const engine = createTransitionEngine(deps);
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  const jobs = await claimDueExpiryJobs(db, now, lease, BATCH);
  let expired = 0;
  for (const job of jobs) {
    try {
      if (await runExpiryJob(job)) expired += 1;
      await finishExpiryJob(db, job);
    } catch (error) {
      // If even this fails, the lease runs out and the job is tried again then.
      await retryExpiryJobAt(db, job, new Date(now.getTime() + RETRY_DELAY_MS)).catch(() => {});
      onError(error, job.paId);
    }
  }
  return { expired, more: jobs.length === BATCH };

  async function runExpiryJob(job: ExpiryJob): Promise<boolean> {
    const row = await findRequestRow(db, job.paId);
    if (row?.statusChangedAt.getTime() !== job.windowStart.getTime()) return false;
    const event = EXPIRY_OF.get(row.statusCode);
    return event ? engine.applyTimer(row, event) : false;
  }
}

/** Every expiry due by `now`, round after round (what the tests and a catch-up call). */
export async function sweepExpiredRequests(
  deps: AppDeps,
  now: Date,
  onError: (error: unknown, paId: string) => void = () => {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const { expired, more } = await runDueExpiries(deps, now, onError);
    total += expired;
    if (!more) return total;
  }
}

/** The due expiries every `intervalMs` (the worker role's background work). */
export function createRequestTimers(
  deps: AppDeps & { logger?: Pick<FastifyBaseLogger, 'info' | 'error'> },
): PeriodicJob {
  return periodicJob(
    async () => {
      const { expired, more } = await runDueExpiries(deps, deps.clock.now(), (error, paId) =>
        deps.logger?.error({ err: error, paId }, 'request expiry failed'),
      );
      if (expired > 0) deps.logger?.info({ expired }, 'requests expired');
      return more;
    },
    (error) => deps.logger?.error({ err: error }, 'request expiry round failed'),
  );
}
