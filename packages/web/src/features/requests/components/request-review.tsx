import type { RequestDetail } from '@preauth/shared';
import { Button } from '../../../components/ui/button';
import { ApprovalNote } from './approval-note';
import { ApprovedAmounts } from './approved-amounts';
import { BackToHomepage } from './back-to-homepage';
import { ClinicalDetailsSection } from './clinical-details-section';
import { DecisionNote } from './decision-note';
import { ProgressSection } from './progress-section';
import { RequestSummarySections } from './request-summary-sections';
import { UrgencyNote } from './urgency-note';
import './request-review.css';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * The review screen (000 §2.6): the request's sections, an approval's amounts beside those
 * requested, its clinical and fee details once the doctor has given them, its progress, and
 * Print / Back to homepage. Printing shows the review only (request-review.css).
 */
export function RequestReview({ detail }: { detail: RequestDetail }) {
  return (
    <article className="request-review" aria-labelledby="request-review-title">
      <PageHeading id="request-review-title" title={`Pre-Authorisation Request ${detail.erefNo}`} />
      {detail.statusCode === 'APP' && (
        <ApprovalNote paId={detail.paId} conditions={detail.decision?.conditions ?? null} />
      )}
      <ApprovedAmounts detail={detail} />
      <DecisionNote detail={detail} />
      <UrgencyNote detail={detail} />
      <RequestSummarySections detail={detail} />
      {detail.details && <ClinicalDetailsSection details={detail.details} />}
      <ProgressSection statuses={detail.statuses} />
      <div className="screen-actions">
        <Button onClick={() => window.print()}>Print</Button>
        <BackToHomepage />
      </div>
    </article>
  );
}
