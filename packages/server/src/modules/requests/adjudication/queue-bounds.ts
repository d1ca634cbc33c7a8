import {
  ADJUDICATION_POLICY,
  addWorkingDays,
  receivedBoundForDue,
  singaporeDate,
  SINGAPORE_UTC_OFFSET,
  type AdjudicationQueueParams,
  type HolidayDates,
} from '@preauth/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A half-open range of the time a request entered PRO: [from, until). */
export interface ReceivedRange {
  from?: Date;
  until?: Date;
}

/**
 * The queue's due filter as a range of the PRO-since time, so the database reads it from the
 * queue's index instead of computing every request's deadline: "due before T" is "received
 * before receivedBoundForDue(T)" (working-day arithmetic, shared). Overdue: due before now. Due
 * today: due from now to the end of the Singapore day. Within N: due from now until N working
 * days from now.
 */
export function receivedRangeForDue(
  due: AdjudicationQueueParams['due'],
  withinDays: number,
  holidays: HolidayDates,
  now: Date,
): ReceivedRange {
  if (!due) return {};
  const days = ADJUDICATION_POLICY.decisionWorkingDays;
  const receivedBefore = (dueAt: Date) => receivedBoundForDue(dueAt, days, holidays);
  const notYetDue = receivedBefore(now);
  if (due === 'overdue') return { until: notYetDue };
  const dueBy =
    due === 'today'
      ? new Date(Date.parse(`${singaporeDate(now)}T00:00:00${SINGAPORE_UTC_OFFSET}`) + DAY_MS)
      : addWorkingDays(now, withinDays, holidays);
  return { from: notYetDue, until: receivedBefore(dueBy) };
}
