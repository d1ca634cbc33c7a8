import { displayIsoDate, TURNAROUND_POLICY } from '@preauth/shared';
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

/** A period or a week: "07-09-2026 to 13-09-2026", or the one day. */
export const periodText = ({ from, to }: { from: string; to: string }) =>
  from === to ? displayIsoDate(from) : `${displayIsoDate(from)} to ${displayIsoDate(to)}`;

export const TURNAROUND_TEXTS = {
  title: 'Turnaround',
  intro:
    'How quickly decisions were made: the time from all information received (the request ' +
    'entering Processing) to the decision, in Singapore working days.',
  withinTarget: `Within ${TURNAROUND_POLICY.targetWorkingDays} working days`,
  empty: (period: { from: string; to: string }) =>
    `No decisions were made and no requests expired from ${periodText(period)}.`,
} as const;
