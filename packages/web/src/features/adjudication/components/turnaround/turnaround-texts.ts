import { displayIsoDate, type Turnaround } from '@preauth/shared';
import { NOT_AVAILABLE } from '../../../../components/ui/detail-list';

const share = new Intl.NumberFormat('en-SG', { style: 'percent', maximumFractionDigits: 1 });
const hundredths = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 2 });

/** Working days to the hundredth: "1.75 working days", "1 working day"; N/A for none. */
export const workingDays = (days: number | null) =>
  days === null
    ? NOT_AVAILABLE
    : `${hundredths.format(days)} working ${days === 1 ? 'day' : 'days'}`;

/** A share 0–1 as a percentage to one decimal ("66.7%"); N/A with nothing timed. */
export const percent = (value: number | null) =>
  value === null ? NOT_AVAILABLE : share.format(value);

/** A percentage 0–100 as the API gives CMS-0057-F's ("66.7%"); N/A with no decision. */
export const percentage = (value: number | null) => percent(value === null ? null : value / 100);

const tenths = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 1 });

/** Hours to the tenth: "26.3 hours", "1 hour"; N/A for none. */
export const hours = (value: number | null) =>
  value === null ? NOT_AVAILABLE : `${tenths.format(value)} ${value === 1 ? 'hour' : 'hours'}`;

/** "1 of 2" after a share, or nothing when there is nothing to share out. */
export const outOf = (part: number, whole: number) => (whole > 0 ? ` (${part} of ${whole})` : '');

/** A period or a week: "07-09-2026 to 13-09-2026", or the one day. */
export const periodText = ({ from, to }: { from: string; to: string }) =>
  from === to ? displayIsoDate(from) : `${displayIsoDate(from)} to ${displayIsoDate(to)}`;

export const TURNAROUND_TEXTS = {
  title: 'Turnaround',
  intro:
    'How quickly decisions were made: the time from all information received (the request ' +
    'entering Processing) to the decision, in Singapore working days.',
  withinTarget: 'On time',
  /** What the share on time is made of, and the insurer's clocks it is judged by. */
  withinTargetDetail: ({ timing, targetWorkingDays, urgentTargetHours }: Turnaround) =>
    `${timing.withinTarget} of ${timing.timed + timing.overdueUndecided}: ${timing.timed} ` +
    `decided (${timing.withinTarget} on time, ${timing.late} late) and ` +
    `${timing.overdueUndecided} undecided past due. Due ${targetWorkingDays} working days ` +
    `after all information was received, an urgent request ${urgentTargetHours} hours after.`,
  overdueUndecided: 'Undecided past due',
  overdueUndecidedDetail:
    'Requests still waiting for a decision after their due time, when the period ended (or now): ' +
    'each counts as missed from the moment it was overdue.',
  automaticReversed: 'Automatic approvals reversed',
  automaticReversedDetail:
    'Not counted as approvals: the decision an adjudicator made after the reversal counts instead.',
  csv: 'Download CSV',
  csvBusy: 'Downloading CSV…',
  empty: (period: { from: string; to: string }) =>
    `No decisions were made, no requests expired and none fell overdue from ${periodText(period)}.`,
} as const;
