import { type CaseView, caseHeldMessage, type DecisionOutcome, statusLabel } from '@preauth/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../../components/layouts/page-heading';
import { AmendmentForm } from './amendment-form';
import { ApproveForm } from './approve-form';
import { casePath } from './case-path';
import { CaseSummary } from './case-summary';
import { DECISION_TEXTS, notAwaitingDecision } from './decision-texts';
import { RejectForm } from './reject-form';
import './decision-page.css';

/** The form of each decision; each gets the case and the page's conflict reporter. */
export type DecisionFormProps = { view: CaseView; onConflict: (message: string) => void };

const FORMS: Record<DecisionOutcome, (props: DecisionFormProps) => React.ReactNode> = {
  approve: ApproveForm,
  reject: RejectForm,
  'request-amendment': AmendmentForm,
};

/**
 * A decision page: the case's key facts, a way back to the case, and the decision's form while
 * the request waits in Processing. Another adjudicator's hold is said before anything is typed;
 * a refusal (409) is said above the form with the server's words, and when the request has left
 * Processing (opened late, or decided by someone else meanwhile) the form gives way to saying so.
 */
export function DecisionPage({ decision, view }: { decision: DecisionOutcome; view: CaseView }) {
  const [conflict, setConflict] = useState<string | null>(null);
  const Form = FORMS[decision];
  const waiting = view.statusCode === 'PRO';
  const heldByOther = waiting && view.hold && !view.hold.heldByMe ? view.hold : null;
  const back = casePath(view.paId);
  return (
    <article className="decision-page" aria-labelledby="decision-title">
      <p className="decision-page__back">
        <Link to={back}>Back to the case</Link>
      </p>
      <PageHeading id="decision-title" title={DECISION_TEXTS[decision].title} />
      <CaseSummary view={view} />
      {!waiting ? (
        // The server's refusal, if one moved the page here, and the status now, in one box.
        <div className="alert alert--warning" role="status">
          {conflict && <p>{conflict}</p>}
          <p>{notAwaitingDecision(statusLabel(view.statusCode))}</p>
          <Link to={back}>Go to the case</Link>
        </div>
      ) : (
        <>
          {conflict && (
            <div className="alert alert--error" role="alert">
              <p>{conflict}</p>
              <Link to={back}>Go to the case</Link>
            </div>
          )}
          {heldByOther && !conflict && (
            <p className="alert alert--warning">
              {caseHeldMessage(heldByOther)} <Link to={back}>Go to the case</Link>
            </p>
          )}
          <Form view={view} onConflict={setConflict} />
        </>
      )}
    </article>
  );
}
