import { type DecisionDue, displaySingaporeDateTime, displaySingaporeTime } from '@preauth/shared';

/** A time of day in Singapore, HH:mm, wherever the browser is (a hold's end). */
export function singaporeTimeOfDay(timestamp: string): string {
  return displaySingaporeTime(new Date(timestamp));
}

/** A due date as the product shows a time: dd-MM-yyyy HH:mm, Singapore time. */
export function displayDueAt(due: DecisionDue): string {
  return displaySingaporeDateTime(new Date(due.dueAt));
}

/**
 * An amount of working days to one decimal: "2.5 working days", "1 working day", and "less than
 * 0.1 working days" (under about two and a half hours) rather than a misleading 0.
 */
export function workingDaysText(days: number): string {
  const rounded = Math.round(Math.abs(days) * 10) / 10;
  if (rounded === 0) return 'less than 0.1 working days';
  return rounded === 1 ? '1 working day' : `${rounded} working days`;
}

/**
 * An amount of calendar hours, whole: "6 hours", "1 hour", and "less than 1 hour" rather than a
 * misleading 0 (the urgent clock's).
 */
export function hoursText(hours: number): string {
  const rounded = Math.round(Math.abs(hours));
  if (rounded === 0) return 'less than 1 hour';
  return rounded === 1 ? '1 hour' : `${rounded} hours`;
}

/**
 * The time left before a decision is due, or by how much it is overdue, in words: in calendar
 * hours on the urgent clock, in working days on the standard one.
 */
export function timeLeftText(due: DecisionDue): string {
  const amount =
    due.clock === 'urgent' ? hoursText(due.hoursLeft) : workingDaysText(due.workingDaysLeft);
  return due.overdue ? `Overdue by ${amount}` : `${amount.replace(/^l/, 'L')} left`;
}
