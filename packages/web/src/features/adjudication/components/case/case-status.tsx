import { type CaseView, displaySingaporeDateTime, statusLabel } from '@preauth/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DetailList, ReviewSection } from '../../../../components/ui/detail-list';
import { paths } from '../../../../config/paths';
import { actorLabel } from '../../lib/case-texts';
import { displayDueAt, timeLeftText } from '../../lib/due-text';
import { AlertMark } from '../queue/alert-mark';
import { CaseAssignForm } from './case-assign-form';
import { CaseHoldPanel } from './case-hold-panel';

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

/** The decision pages a case in Processing links to. */
export const DECISION_LINKS = [
  { decision: 'approve', label: 'Approve' },
  { decision: 'reject', label: 'Reject' },
  { decision: 'request-amendment', label: 'Request amendment' },
] as const;

/**
 * Where the case stands: its status, since when, the decision's due date and the time left (an
 * overdue one says so), who created it, and any reason given; in Processing, who is working on
 * it and the three decisions.
 */
export function CaseStatus({ view }: { view: CaseView }) {
  const inProcessing = view.statusCode === 'PRO';
  const overdue = view.due?.overdue ?? false;
  // Taking the case removes the button that had the focus: it goes on to the decisions, once the
  // render that removed it is done and a take-over's dialog has given the focus back (which it
  // does in a microtask of its own), so it is not left on the page's body.
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const [takes, setTakes] = useState(0);
  useEffect(() => {
    if (takes > 0) queueMicrotask(() => decisionHeading.current?.focus());
  }, [takes]);
  return (
    <ReviewSection id="status" title="Status and due date">
      <DetailList
        items={[
          { label: 'Status', value: statusLabel(view.statusCode) },
          { label: 'In this status since', value: dateTime(view.statusSince) },
          ...(view.due
            ? [
                { label: 'Decision due', value: displayDueAt(view.due) },
                {
                  label: 'Time left',
                  value: (
                    <span className={overdue ? 'case-due case-due--overdue' : 'case-due'}>
                      {overdue && <AlertMark />}
                      {timeLeftText(view.due)}
                    </span>
                  ),
                },
              ]
            : []),
          {
            label: 'Created',
            value: `${dateTime(view.createdOn)} by ${view.createdBy} (${actorLabel(view.creatorRole)})`,
          },
          ...(view.reasons.cancelReason
            ? [{ label: 'Reason for cancelling', value: view.reasons.cancelReason }]
            : []),
          ...(view.reasons.amendReason
            ? [{ label: 'Reason for amending', value: view.reasons.amendReason }]
            : []),
          ...(view.reasons.rejectReason
            ? [{ label: 'Reason for rejecting', value: view.reasons.rejectReason }]
            : []),
        ]}
      />
      {inProcessing && (
        <>
          <h3>Who is working on it</h3>
          <CaseHoldPanel view={view} onTaken={() => setTakes((count) => count + 1)} />
          <CaseAssignForm paId={view.paId} />
          <h3 ref={decisionHeading} tabIndex={-1}>
            Decision
          </h3>
          <div className="case-decisions">
            {DECISION_LINKS.map(({ decision, label }) => (
              <Button
                key={decision}
                variant={decision === 'approve' ? 'primary' : 'outline'}
                to={paths.adjudicationDecision(view.paId, decision)}
              >
                {label}
              </Button>
            ))}
          </div>
        </>
      )}
    </ReviewSection>
  );
}
