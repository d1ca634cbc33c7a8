import type { DeciderFigures, Turnaround, TurnaroundWeek } from '@preauth/shared';
import { csvTable } from './csv-table';

/** The columns of the CSV download, in order, with their headers. */
const COLUMNS = {
  section: 'Section',
  from: 'From',
  to: 'To',
  adjudicator: 'Adjudicator',
  decisions: 'Decisions',
  approved: 'Approved',
  rejected: 'Rejected',
  amendmentRequested: 'Amendment requested',
  automaticReversed: 'Automatic approvals reversed',
  withinTarget: 'Decided on time',
  late: 'Decided late',
  overdueUndecided: 'Undecided past due',
  withinTargetPercent: 'Within target (%)',
  medianWorkingDays: 'Median working days to decide',
  p90WorkingDays: '90th percentile working days to decide',
  averageWorkingDays: 'Average working days to decide',
  medianHours: 'Median hours to decide',
  averageHours: 'Average hours to decide',
  approvedPercent: 'Approved (%)',
  deniedPercent: 'Denied (%)',
  expired: 'Expired',
} as const;

type Row = Partial<Record<keyof typeof COLUMNS, string | number | null>>;

/** The sections' names, in the first column. */
const SECTIONS = {
  period: 'Period',
  cms: (clock: string) => `CMS-0057-F ${clock}`,
  automatic: 'Automatic decisions',
  adjudicators: "Adjudicators' decisions",
  adjudicator: 'Adjudicator',
  week: 'Week',
} as const;

/** A share 0–1 as a percentage to the tenth. */
const asPercent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** A period's or a week's numbers. */
const numbersRow = (numbers: Turnaround | TurnaroundWeek): Row => ({
  decisions: numbers.decisions.total,
  approved: numbers.decisions.approved,
  rejected: numbers.decisions.rejected,
  amendmentRequested: numbers.decisions.amendmentRequested,
  automaticReversed: numbers.automaticReversed,
  withinTarget: numbers.timing.withinTarget,
  late: numbers.timing.late,
  overdueUndecided: numbers.timing.overdueUndecided,
  withinTargetPercent: asPercent(numbers.timing.withinTargetShare),
  medianWorkingDays: numbers.timing.medianWorkingDays,
  p90WorkingDays: numbers.timing.p90WorkingDays,
  expired: numbers.expiries.total,
});

const deciderRow = (figures: DeciderFigures): Row => ({
  decisions: figures.decisions.total,
  approved: figures.decisions.approved,
  rejected: figures.decisions.rejected,
  amendmentRequested: figures.decisions.amendmentRequested,
  withinTarget: figures.withinTarget,
  late: figures.timed - figures.withinTarget,
  withinTargetPercent: asPercent(figures.withinTargetShare),
  medianWorkingDays: figures.medianWorkingDays,
});

/**
 * The turnaround as one flat CSV table (`csvTable`): a header row, then a row for the
 * period, one per clock of CMS-0057-F's figures, the automatic and the adjudicators' decisions,
 * one per adjudicator and one per week. A column a section has no figure for is empty.
 */
export function turnaroundCsv(turnaround: Turnaround): string {
  const period = { from: turnaround.from, to: turnaround.to };
  const rows: Row[] = [
    { section: SECTIONS.period, ...period, ...numbersRow(turnaround) },
    ...Object.entries(turnaround.cms).map(([clock, cms]) => ({
      section: SECTIONS.cms(clock),
      ...period,
      decisions: cms.decisions,
      medianWorkingDays: cms.medianWorkingDays,
      averageWorkingDays: cms.averageWorkingDays,
      medianHours: cms.medianHours,
      averageHours: cms.averageHours,
      approvedPercent: cms.approvedPercent,
      deniedPercent: cms.deniedPercent,
    })),
    { section: SECTIONS.automatic, ...period, ...deciderRow(turnaround.deciders.automatic) },
    { section: SECTIONS.adjudicators, ...period, ...deciderRow(turnaround.deciders.adjudicators) },
    ...turnaround.adjudicators.map((figures) => ({
      section: SECTIONS.adjudicator,
      ...period,
      adjudicator: figures.name,
      ...deciderRow(figures),
    })),
    ...turnaround.weeks.map((week) => ({
      section: SECTIONS.week,
      from: week.from,
      to: week.to,
      ...numbersRow(week),
    })),
  ];
  return csvTable(COLUMNS, rows);
}
