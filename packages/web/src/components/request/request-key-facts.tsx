import { type RequestDetail, statusLabel } from '@preauth/shared';
import { DetailList, ReviewSection } from '../ui/detail-list';

/** What the resend, cancel and amend screens show of the request they act on. */
export function RequestKeyFacts({ detail }: { detail: RequestDetail }) {
  return (
    <ReviewSection id="key-facts" title="Request">
      <DetailList
        items={[
          { label: 'Pre-Authorisation Ref No.', value: detail.erefNo },
          { label: 'Patient', value: detail.patientName },
          { label: 'Doctor', value: detail.doctor.doctorName },
          { label: 'Status', value: statusLabel(detail.statusCode) },
        ]}
      />
    </ReviewSection>
  );
}
