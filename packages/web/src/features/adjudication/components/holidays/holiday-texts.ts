import { displayIsoDate, type Holiday } from '@preauth/shared';

/** A holiday as a sentence names it: "Vesak Day on 20-05-2027". */
export const holidayOn = (holiday: Holiday) => `${holiday.name} on ${displayIsoDate(holiday.date)}`;

export const HOLIDAY_PAGE_TEXTS = {
  title: 'Holidays',
  intro:
    "The insurer's holidays: days that are not working days, besides Saturdays and Sundays. " +
    'Due dates and the turnaround count working days with this table, so a change here moves them.',
  yearTitle: (year: number) => `Holidays in ${year}`,
  none: (year: number) => `There are no holidays in ${year}. Every weekday is a working day.`,
  observed: 'Day off in lieu',
  observedLabel: 'Day off in lieu (a weekday off for a holiday on a Sunday)',
  added: (holiday: Holiday) => `Added ${holidayOn(holiday)}.`,
  corrected: (holiday: Holiday) => `Saved ${holidayOn(holiday)}.`,
  deleted: (holiday: Holiday) => `Deleted ${holidayOn(holiday)}.`,
  deleteTitle: 'Delete this holiday?',
  deleteMessage: (holiday: Holiday) =>
    `${holidayOn(holiday)} will be a working day again, and due dates will count it.`,
} as const;

/** The day of the week of an ISO date ("Monday"), the same wherever the browser is. */
export const weekdayOf = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-SG', {
    weekday: 'long',
    timeZone: 'UTC',
  });
