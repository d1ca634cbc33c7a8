import { EXPIRY_KINDS, statusLabel, type Turnaround } from '@preauth/shared';
import { percent, TURNAROUND_TEXTS, workingDays } from './turnaround-texts';

/** One figure: its name, the number, and what it is made of. */
export function Figure({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="turnaround-figure">
      <dt>{label}</dt>
      <dd className="turnaround-figure__value">{value}</dd>
      {detail && <dd className="turnaround-figure__detail">{detail}</dd>}
    </div>
  );
}

/**
 * The period's figures: decisions made (by outcome), the median and 90th-percentile time to
 * decide, the share within the target (decisions on time of those decided and those left
 * undecided past their due time), the undecided past due, the reversed automatic approvals, and
 * the expiries by kind.
 */
export function TurnaroundFigures({ turnaround }: { turnaround: Turnaround }) {
  const { decisions, timing, expiries } = turnaround;
  const untimed = decisions.total - timing.timed;
  return (
    <>
      <dl className="turnaround-figures">
        <Figure
          label="Decisions made"
          value={String(decisions.total)}
          detail={`${decisions.approved} approved, ${decisions.rejected} rejected, ${decisions.amendmentRequested} sent back for amendment`}
        />
        <Figure label="Median time to decide" value={workingDays(timing.medianWorkingDays)} />
        <Figure
          label="90th percentile"
          value={workingDays(timing.p90WorkingDays)}
          detail="9 in 10 decisions took at most this long"
        />
        <Figure
          label={TURNAROUND_TEXTS.withinTarget}
          value={percent(timing.withinTargetShare)}
          detail={TURNAROUND_TEXTS.withinTargetDetail(turnaround)}
        />
        <Figure
          label={TURNAROUND_TEXTS.overdueUndecided}
          value={String(timing.overdueUndecided)}
          detail={TURNAROUND_TEXTS.overdueUndecidedDetail}
        />
        <Figure
          label={TURNAROUND_TEXTS.automaticReversed}
          value={String(turnaround.automaticReversed)}
          detail={TURNAROUND_TEXTS.automaticReversedDetail}
        />
        <Figure
          label="Expired requests"
          value={String(expiries.total)}
          detail={EXPIRY_KINDS.map((kind) => `${statusLabel(kind)}: ${expiries[kind]}`).join(', ')}
        />
      </dl>
      {untimed > 0 && (
        <p className="muted">
          {untimed === 1 ? '1 decision is' : `${untimed} decisions are`} not timed: there is no
          record of when all the information was received.
        </p>
      )}
    </>
  );
}
