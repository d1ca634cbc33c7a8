import { ADJUDICATION_POLICY, addWorkingDays, type HolidayDates } from '@preauth/shared';

/**
 * When a decision on a request was due: `decisionWorkingDays` of the insurer's working days after
 * all its information was received, as the work queue's due date (decision-due.ts). The one place
 * the turnaround learns a due time, so the insurer's own clocks (and urgent requests) plug in here.
 */
export function dueAtOf(request: { receivedAt: Date }, holidays: HolidayDates): Date {
  return addWorkingDays(request.receivedAt, ADJUDICATION_POLICY.decisionWorkingDays, holidays);
}

/**
 * How far before a period an undecided request may have arrived and still be due in it: a due
 * time is a few days after arrival, so 31 calendar days leave room for any real holiday table.
 */
export const DUE_LOOKBACK_DAYS = 31;
