import {
  ADJUDICATION_POLICY,
  addWorkingDays,
  workingDaysBetween,
  type DecisionDue,
  type HolidayDates,
  type StatusCode,
} from '@preauth/shared';

/**
 * Where a request stands against its decision deadline: due `decisionWorkingDays` Singapore
 * working days after it reached PRO, the working days left rounded to the hundredth. Null in any
 * other status (nothing is due from the insurer).
 */
export function decisionDue(
  statusCode: StatusCode,
  receivedAt: Date,
  holidays: HolidayDates,
  now: Date,
): DecisionDue | null {
  if (statusCode !== 'PRO') return null;
  const dueAt = addWorkingDays(receivedAt, ADJUDICATION_POLICY.decisionWorkingDays, holidays);
  const left = workingDaysBetween(now, dueAt, holidays);
  return {
    dueAt: dueAt.toISOString(),
    workingDaysLeft: Math.round(left * 100) / 100,
    overdue: dueAt < now,
  };
}
