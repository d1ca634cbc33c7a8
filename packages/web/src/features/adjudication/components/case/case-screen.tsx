import type { CaseView } from '@preauth/shared';
import { Link } from 'react-router';
import { PageHeading } from '../../../../components/layouts/page-heading';
import { paths } from '../../../../config/paths';
import { PanelBadge } from '../queue/panel-badge';
import { UrgentBadge } from '../queue/urgent-badge';
import { CaseAttachments } from './case-attachments';
import { CaseFees } from './case-fees';
import { CaseNotes } from './case-notes';
import { CaseDecision } from './case-decision';
import { CaseAudit, CaseStatusHistory } from './case-history';
import { CaseParties } from './case-parties';
import { CaseStatus } from './case-status';
import { CaseStraightThrough } from './case-straight-through';
import { CaseSubmission } from './case-submission';
import { CaseTimeline } from './case-timeline';
import { CaseUploads } from './case-uploads';
import { CaseUrgency } from './case-urgency';
import './case-screen.css';

/**
 * A case as its adjudicator reads it: what the straight-through rules made of it, its urgency,
 * where it stands (with the hold, the hand-over to a colleague and the decisions), right below
 * it the fees those decisions act on side by side, the adjudicators' internal notes, the latest
 * decision made, the history of submissions and decisions, the people and the cover, the
 * doctor's submission, the doctor's documents (viewed in the page), the uploads, the status
 * history and the audit, each a section with its heading.
 */
export function CaseScreen({ view }: { view: CaseView }) {
  return (
    <article className="case" aria-labelledby="case-title">
      <Link className="case__back" to={paths.adjudicationQueue}>
        <span aria-hidden="true">‹ </span>Back to the work queue
      </Link>
      <div className="case__title">
        <PageHeading id="case-title" title={`Case ${view.erefNo}`} />
        {view.urgency?.urgent && <UrgentBadge />}
        {view.hospital?.isPanel && <PanelBadge />}
      </div>
      {view.straightThrough && (
        <CaseStraightThrough view={view} evaluation={view.straightThrough} />
      )}
      <CaseUrgency view={view} />
      <CaseStatus view={view} />
      {/* The fees right below the decision buttons that act on them. */}
      <CaseFees fees={view.fees} />
      <CaseNotes paId={view.paId} />
      <CaseDecision decision={view.decision} />
      <CaseTimeline history={view.history} />
      <CaseParties view={view} />
      <CaseSubmission submission={view.submission} />
      <CaseAttachments attachments={view.attachments} decision={view.decision} />
      <CaseUploads uploads={view.uploads} />
      <CaseStatusHistory statuses={view.statuses} />
      <CaseAudit paId={view.paId} audit={view.audit} />
    </article>
  );
}
