import {
  decisionDueAt,
  displaySingaporeDateTime,
  PAGE_PATHS,
  type HolidayDates,
  type InsurerClocks,
} from '@preauth/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../core/http/context';
import { periodicJob, type PeriodicJob } from '../../../core/jobs/periodic-job';
import { emailBody } from '../../../core/mail/email-body';
import { enqueueEmail } from '../../../core/mail/outbox';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { holidayDates } from './holidays.repository';
import { receivedRangesForDue } from './queue-bounds';
import { overdueUnalertedStatement } from './queue-counts.statement';
import { dueValues } from './queue-conditions';

/** Requests alerted per insurer in one round; a full round says there is more. */
const BATCH = 100;

export const OVERDUE_SUBJECT = (erefNo: string) => `Request ${erefNo} is overdue for a decision`;

type Overdue = Awaited<ReturnType<ReturnType<typeof overdueUnalertedStatement>['execute']>>[number];

/**
 * Marks the stay in Processing as alerted and queues the email to the insurer's address, in one
 * transaction; only the process whose mark lands sends it, so two workers never send it twice.
 */
async function alertOne(
  db: Executor,
  publicUrl: string,
  insurer: { id: string; notificationEmail: string },
  clocks: InsurerClocks,
  holidays: HolidayDates,
  request: Overdue,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(t.paRequests)
      .set({ overdueAlertFor: request.receivedAt })
      .where(
        and(
          eq(t.paRequests.id, request.paId),
          eq(t.paRequests.statusCode, 'PRO'),
          eq(t.paRequests.statusChangedAt, request.receivedAt),
          sql`${t.paRequests.overdueAlertFor} is distinct from ${t.paRequests.statusChangedAt}`,
        ),
      )
      .returning({ id: t.paRequests.id });
    if (marked.length === 0) return false;
    const dueAt = decisionDueAt(request.receivedAt, request.urgent, clocks, holidays);
    const lines = [
      `Request ${request.erefNo}${request.urgent ? ' (urgent)' : ''} for ${request.patientName} was due for a decision at ${displaySingaporeDateTime(dueAt)} (Singapore time) and is still in Processing.`,
      `It was received at ${displaySingaporeDateTime(request.receivedAt)}. You can open it here:`,
      { href: `${publicUrl}${PAGE_PATHS.adjudicationCase.replace(':id', request.paId)}` },
    ];
    await enqueueEmail(
      tx,
      {
        paId: request.paId,
        kind: 'request-overdue',
        recipient: insurer.notificationEmail,
        subject: OVERDUE_SUBJECT(request.erefNo),
        ...emailBody(lines),
      },
      now,
    );
    return true;
  });
}

/**
 * Emails each insurer's address (its notification email) once per request that has become
 * overdue in Processing, on the request's own clock, working days and holidays. Safe with any
 * number of workers (the mark decides who sends). Answers how many it alerted and whether an
 * insurer had more.
 */
export async function alertOverdueRequests(
  deps: Pick<AppDeps, 'db' | 'config'>,
  now: Date,
): Promise<{ alerted: number; more: boolean }> {
  const { db } = deps;
  const insurers = await db
    .select({ id: t.insurers.id, notificationEmail: t.insurers.notificationEmail })
    .from(t.insurers)
    .where(isNotNull(t.insurers.notificationEmail));
  let alerted = 0;
  let more = false;
  for (const { id, notificationEmail } of insurers) {
    const [clocks, holidays] = await Promise.all([insurerPolicy(db, id), holidayDates(db, id)]);
    const bounds = dueValues(receivedRangesForDue('overdue', 1, clocks, holidays, now)!, 'overdue');
    const due = await overdueUnalertedStatement(db).execute({
      insurerId: id,
      limit: BATCH,
      ...bounds,
    });
    for (const request of due) {
      const insurer = { id, notificationEmail: notificationEmail! };
      if (await alertOne(db, deps.config.publicUrl, insurer, clocks, holidays, request, now)) {
        alerted += 1;
      }
    }
    if (due.length === BATCH) more = true;
  }
  return { alerted, more };
}

/** The overdue alerts every `intervalMs`, beside the request expiries (the worker role's work). */
export function createOverdueAlerts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'> & {
    logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  },
): PeriodicJob {
  return periodicJob(
    async () => {
      const { alerted, more } = await alertOverdueRequests(deps, deps.clock.now());
      if (alerted > 0) deps.logger?.info({ alerted }, 'overdue requests alerted');
      return more;
    },
    (error) => deps.logger?.error({ err: error }, 'overdue alert round failed'),
  );
}
