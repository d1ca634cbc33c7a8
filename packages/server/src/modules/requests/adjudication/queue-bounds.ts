import {
  addWorkingDays,
  receivedBoundForDue,
  singaporeDate,
  startOfSingaporeDay,
  urgentReceivedBoundForDue,
  type AdjudicationQueueParams,
  type HolidayDates,
  type InsurerClocks,
} from '@preauth/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A half-open range of the time a request entered PRO: [from, until). */
export interface ReceivedRange {
  from?: Date;
  until?: Date;
}

/** The due filter's range for each clock: standard requests and urgent ones differ. */
export interface ReceivedRanges {
  standard: ReceivedRange;
  urgent: ReceivedRange;
}

/**
 * The queue's due filter as a range of the PRO-since time per clock, so the database reads it
 * from the queue's index instead of computing every request's deadline: "due before T" is
 * "received before receivedBoundForDue(T)" on the standard clock (working-day arithmetic,
 * shared) and "received before T less the hours" on the urgent one. Overdue: due before now. Due
 * today: due from now to the end of the Singapore day. Within N: due from now until N working
 * days from now. Both ranges have the same bounds, so the statement's shape is the filter's.
 */
export function receivedRangesForDue(
  due: AdjudicationQueueParams['due'],
  withinDays: number,
  clocks: InsurerClocks,
  holidays: HolidayDates,
  now: Date,
): ReceivedRanges | null {
  if (!due) return null;
  const range = (receivedBefore: (dueAt: Date) => Date): ReceivedRange => {
    const notYetDue = receivedBefore(now);
    if (due === 'overdue') return { until: notYetDue };
    const dueBy =
      due === 'today'
        ? new Date(startOfSingaporeDay(singaporeDate(now)).getTime() + DAY_MS)
        : addWorkingDays(now, withinDays, holidays);
    return { from: notYetDue, until: receivedBefore(dueBy) };
  };
  return {
    standard: range((dueAt) => receivedBoundForDue(dueAt, clocks.decisionWorkingDays, holidays)),
    urgent: range((dueAt) => urgentReceivedBoundForDue(dueAt, clocks)),
  };
}
