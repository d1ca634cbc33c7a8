import { formatMoney, type RequestDetail, statusLabel, withNumber } from '@preauth/shared';
import { isoToDisplay } from '../../../components/form/date-input';
import { DetailList, ReviewSection } from '../../../components/ui/detail-list';
import { displayTimestampDate } from '../../../lib/display-date';
import { AUTHORISATION_TEXTS as T, raisedBy } from '../lib/authorisation-texts';

/**
 * What the person authorises or rejects, shown before they commit (issue 25): who raised the
 * request and when, the patient, policy and rider, the doctor and clinic, and once the doctor has
 * submitted, the hospital, the admission date and the fees requested. Until then those say they
 * are not known yet rather than 'N/A'.
 */
export function AuthorisationSummary({ detail }: { detail: RequestDetail }) {
  const { details } = detail;
  const notYet = T.notKnownYet;
  return (
    <ReviewSection id="authorisation-summary" title={T.summaryTitle}>
      <DetailList
        items={[
          { label: 'Pre-Authorisation Ref No.', value: detail.erefNo },
          {
            label: 'Raised by',
            value: `${raisedBy(detail)} on ${displayTimestampDate(detail.createdOn)}`,
          },
          { label: 'Patient', value: detail.patientName },
          { label: 'Policy', value: withNumber(detail.policyName, detail.policyNumber) },
          { label: 'Rider', value: withNumber(detail.policyRiderName, detail.policyRiderNumber) },
          { label: 'Doctor', value: detail.doctor.doctorName },
          { label: 'Clinic', value: detail.clinic.clinicName },
          {
            label: 'Hospital',
            value: details ? (details.hospitalName ?? details.hospitalCode) : notYet,
          },
          {
            label: 'Admission date',
            value: details ? isoToDisplay(details.admissionDate) : notYet,
          },
          { label: 'Fees requested', value: details ? formatMoney(details.totalBill) : notYet },
          { label: 'Status', value: statusLabel(detail.statusCode) },
        ]}
      />
    </ReviewSection>
  );
}
