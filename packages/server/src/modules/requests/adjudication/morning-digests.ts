import { isWorkingDate, singaporeDate, startOfSingaporeDay } from '@preauth/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import type { AppDeps } from '../../../core/http/context';
import { periodicJob, type PeriodicJob } from '../../../core/jobs/periodic-job';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { digestOf, isEmpty, queueDigestEmail, type Digest } from './adjudicator-digest';
import { holidayDates } from './holidays.repository';

/** The digest goes from this hour (Singapore time) of each of the insurer's working days. */
export const DIGEST_HOUR = 8;

/** Adjudicators sent their digest per insurer in one round; a full round says there is more. */
const BATCH = 100;

const HOUR_MS = 60 * 60 * 1000;

type Adjudicator = { id: string; name: string; email: string };

const u = t.users;
const d = t.adjudicatorDigests;

/** With `digestOfTheDay` joined: the adjudicators who have no digest for the day yet. */
const noDigestYet = and(eq(u.userType, 'insurer-adjudicator'), isNull(d.adjudicatorId));

const digestOfTheDay = (day: string) => and(eq(d.adjudicatorId, u.id), eq(d.day, day));

/** The insurers with an adjudicator who has no digest for the day yet. */
const insurersWaiting = (db: Executor, day: string) =>
  db
    .selectDistinct({ insurerId: u.insurerId })
    .from(u)
    .leftJoin(d, digestOfTheDay(day))
    .where(noDigestYet);

/** The insurer's adjudicators who have no digest for the day yet, a batch of them. */
const adjudicatorsWaiting = (db: Executor, day: string, insurerId: string) =>
  db
    .select({ id: u.id, name: u.name, email: u.email })
    .from(u)
    .leftJoin(d, digestOfTheDay(day))
    .where(and(eq(u.insurerId, insurerId), noDigestYet))
    .orderBy(u.id)
    .limit(BATCH);

/**
 * Marks the adjudicator's digest of the day and queues its email, in one transaction: only the
 * process whose mark lands sends it, so two workers (or a restart) never send it twice. An empty
 * digest is marked and not sent.
 */
function sendOne(
  db: Executor,
  publicUrl: string,
  adjudicator: Adjudicator,
  digest: Digest,
  day: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(t.adjudicatorDigests)
      .values({
        adjudicatorId: adjudicator.id,
        day,
        overdue: digest.overdue.total,
        dueToday: digest.dueToday.total,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ day: t.adjudicatorDigests.day });
    if (marked.length === 0 || isEmpty(digest)) return false;
    await queueDigestEmail(tx, publicUrl, adjudicator, digest, now);
    return true;
  });
}

/**
 * From DIGEST_HOUR on each of its working days (its holiday table's, Singapore time), each
 * adjudicator of each insurer is emailed the insurer's cases in Processing that are overdue or
 * due today, once that day. A worker that starts late (or after a restart) sends the day's
 * missing ones at once; a day gone by is not caught up. Answers how many it sent and whether an
 * insurer had more.
 */
export async function sendMorningDigests(
  deps: Pick<AppDeps, 'db' | 'config'>,
  now: Date,
): Promise<{ sent: number; more: boolean }> {
  const { db } = deps;
  const day = singaporeDate(now);
  if (now.getTime() < startOfSingaporeDay(day).getTime() + DIGEST_HOUR * HOUR_MS) {
    return { sent: 0, more: false };
  }
  const insurers = await insurersWaiting(db, day);
  let sent = 0;
  let more = false;
  for (const { insurerId } of insurers) {
    const holidays = await holidayDates(db, insurerId);
    if (!isWorkingDate(day, holidays)) continue;
    const adjudicators = await adjudicatorsWaiting(db, day, insurerId);
    const clocks = await insurerPolicy(db, insurerId);
    // One list per insurer: who holds each case is told from each recipient's point of view.
    const digest = await digestOf(db, { insurerId, userId: '', now, holidays, clocks });
    for (const adjudicator of adjudicators) {
      if (await sendOne(db, deps.config.publicUrl, adjudicator, digest, day, now)) sent += 1;
    }
    if (adjudicators.length === BATCH) more = true;
  }
  return { sent, more };
}

/** The morning digests, checked every `intervalMs` (the worker role's work). */
export function createMorningDigests(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'> & {
    logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  },
): PeriodicJob {
  return periodicJob(
    async () => {
      const { sent, more } = await sendMorningDigests(deps, deps.clock.now());
      if (sent > 0) deps.logger?.info({ sent }, 'adjudicator digests sent');
      return more;
    },
    (error) => deps.logger?.error({ err: error }, 'adjudicator digest round failed'),
  );
}
