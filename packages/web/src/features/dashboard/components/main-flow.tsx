import type { MainFlowStep } from '@preauth/shared';
import { useState } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { useMainFlow } from '../api/get-main-flow';
import { LoadError } from '../../../components/errors/load-error';
import './main-flow.css';

const PANEL_ID = 'main-flow-panel';

/**
 * The collapsible Main Flow chart (000 §4): Submitted, then Processing, then one of the outcomes.
 * Closed at first; the boxes are asked for when it is first opened.
 */
export function MainFlow() {
  const [open, setOpen] = useState(false);
  const flow = useMainFlow({ enabled: open });
  return (
    <section className="card dashboard__section main-flow" aria-labelledby="main-flow-title">
      <h2 className="main-flow__title">
        <button
          type="button"
          id="main-flow-title"
          className="main-flow__toggle"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen(!open)}
        >
          Main Flow
          <span className="main-flow__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={PANEL_ID} hidden={!open}>
        {!open ? null : flow.isPending ? (
          <PageLoading label="Loading the main flow…" />
        ) : flow.isError ? (
          <LoadError error={flow.error} onRetry={() => void flow.refetch()} />
        ) : (
          <FlowChart steps={flow.data} />
        )}
      </div>
    </section>
  );
}

/** The boxes grouped by step, in step order; the last step's boxes are the alternative outcomes. */
function FlowChart({ steps }: { steps: MainFlowStep[] }) {
  const numbers = [...new Set(steps.map((s) => s.step))].sort((a, b) => a - b);
  return (
    <ol className="main-flow__steps" aria-label="Main Flow steps">
      {numbers.map((n) => {
        const boxes = steps.filter((s) => s.step === n);
        return (
          <li key={n} className="main-flow__step">
            {boxes.length > 1 && <p className="main-flow__caption">Outcome, one of:</p>}
            <ul className="inline-list">
              {boxes.map((box) => (
                <li key={box.label} className="main-flow__box">
                  <strong>{box.label}</strong>
                  {box.description && (
                    <span className="main-flow__description">{box.description}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
