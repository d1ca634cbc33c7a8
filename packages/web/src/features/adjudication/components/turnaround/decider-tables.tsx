import type { DeciderFigures, Turnaround } from '@preauth/shared';
import { useId } from 'react';
import { outOf, percent, workingDays } from './turnaround-texts';

type DeciderRow = { key: string; name: string; figures: DeciderFigures };

/** A table of deciders: their decisions by outcome, median time and share on time. */
function DeciderTable({ caption, rows }: { caption: string; rows: readonly DeciderRow[] }) {
  const captionId = useId();
  return (
    <div className="turnaround-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Decided by</th>
            <th scope="col">Decisions</th>
            <th scope="col">Approved</th>
            <th scope="col">Rejected</th>
            <th scope="col">Sent back for amendment</th>
            <th scope="col">Median</th>
            <th scope="col">On time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, figures }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{figures.decisions.total}</td>
              <td>{figures.decisions.approved}</td>
              <td>{figures.decisions.rejected}</td>
              <td>{figures.decisions.amendmentRequested}</td>
              <td>{workingDays(figures.medianWorkingDays)}</td>
              <td>
                {percent(figures.withinTargetShare)}
                {outOf(figures.withinTarget, figures.timed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Who decided: the system's automatic approvals beside the adjudicators' decisions, then each of
 * the insurer's adjudicators who decided in the period. "On time" is of their own timed
 * decisions: a request still waiting is nobody's.
 */
export function DeciderTables({ turnaround }: { turnaround: Turnaround }) {
  const { deciders, adjudicators } = turnaround;
  return (
    <section className="turnaround-section" aria-labelledby="turnaround-deciders-title">
      <h3 id="turnaround-deciders-title">Who decided</h3>
      <DeciderTable
        caption="Automatic and adjudicators' decisions"
        rows={[
          { key: 'automatic', name: 'Automatic (straight-through)', figures: deciders.automatic },
          { key: 'adjudicators', name: 'Adjudicators', figures: deciders.adjudicators },
        ]}
      />
      {adjudicators.length === 0 ? (
        <p className="muted">No adjudicator made a decision in this period.</p>
      ) : (
        <DeciderTable
          caption="Per adjudicator"
          rows={adjudicators.map((figures) => ({
            key: figures.adjudicatorId,
            name: figures.name,
            figures,
          }))}
        />
      )}
      <p className="muted">
        On time: decisions made by their due time, of the decisions timed. A reversed automatic
        approval is in neither row.
      </p>
    </section>
  );
}
