import { isTimerEvent, TRANSITIONS } from '@preauth/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../core/http/context';
import { periodicJob, type PeriodicJob } from '../../../core/jobs/periodic-job';
import { findPastWindow } from './request.repository';
import { RESPONSE_WINDOW_MS } from './response-window';
import { createTransitionEngine } from './transition-engine';

/** The timer transitions of the lifecycle table (doctor, authorisation, business office). */
const EXPIRIES = TRANSITIONS.filter(
  (transition) => transition.by.includes('system') && isTimerEvent(transition.event),
);

/** Requests expired per timer transition in one round; the next round takes the rest. */
const BATCH = 200;

/**
 * Expires every request whose response window (3 calendar days from `status_changed_at`) has
 * passed, each through the transition engine (status, history, revoked links, audit and any
 * notification in one transaction). Safe with any number of processes: the engine's version check
 * lets one of two sweeps (or a sweep and a command) move a request, and the other skips it. A
 * sweep missed while the server was down catches up. A request that fails is left as it was and
 * reported to `onError`, and the others still expire. Answers how many it expired.
 */
export async function sweepExpiredRequests(
  deps: AppDeps,
  now: Date,
  onError: (error: unknown, paId: string) => void = () => {},
): Promise<number> {
  const engine = createTransitionEngine(deps);
  const deadline = new Date(now.getTime() - RESPONSE_WINDOW_MS);
  let expired = 0;
  for (const { event, from } of EXPIRIES) {
    for (const row of await findPastWindow(deps.db, from, deadline, BATCH)) {
      try {
        if (await engine.applyTimer(row, event)) expired += 1;
      } catch (error) {
        onError(error, row.id);
      }
    }
  }
  return expired;
}

/** The sweep every `intervalMs`, started beside the outbox worker. */
export function createRequestTimers(
  deps: AppDeps & { logger?: Pick<FastifyBaseLogger, 'info' | 'error'> },
): PeriodicJob {
  return periodicJob(
    async () => {
      const expired = await sweepExpiredRequests(deps, deps.clock.now(), (error, paId) =>
        deps.logger?.error({ err: error, paId }, 'request expiry failed'),
      );
      if (expired > 0) deps.logger?.info({ expired }, 'requests expired');
    },
    (error) => deps.logger?.error({ err: error }, 'request expiry sweep failed'),
  );
}
