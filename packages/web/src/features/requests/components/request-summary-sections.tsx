import { displayPhoneNumber, type RequestDetail, statusLabel, withNumber } from '@preauth/shared';
import { displayTimestampDate } from '../../../lib/display-date';
import { DetailList, ReviewSection } from '../../../components/ui/detail-list';

/** The request, policyholder, patient and doctor sections of the review (000 §2.6, §3). */
export function RequestSummarySections({ detail }: { detail: RequestDetail }) {
  return (
    <>
      <ReviewSection id="request" title="Request">
        <DetailList
          items={[
            { label: 'Pre-Authorisation Ref No.', value: detail.erefNo },
            { label: 'Status', value: statusLabel(detail.statusCode) },
            { label: 'Created on', value: displayTimestampDate(detail.createdOn) },
            { label: 'Created by', value: detail.createdBy },
            { label: 'Insurer', value: detail.insurerName },
            ...(detail.cancelReason
              ? [{ label: 'Reason for cancelling', value: detail.cancelReason }]
              : []),
            ...(detail.amendReason
              ? [{ label: 'Reason for amending', value: detail.amendReason }]
              : []),
          ]}
        />
      </ReviewSection>
      <ReviewSection id="policyholder" title="Policyholder">
        <DetailList
          items={[
            { label: 'Name', value: detail.policyHolderName },
            { label: 'NRIC/FIN', value: detail.policyHolderNric },
            { label: 'Email address', value: detail.policyHolderEmailaddress },
            {
              label: 'Contact number',
              value:
                detail.policyHolderContactno && displayPhoneNumber(detail.policyHolderContactno),
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="patient" title="Patient">
        <DetailList
          items={[
            { label: 'Name', value: detail.patientName },
            { label: 'NRIC/FIN', value: detail.patientNric },
            {
              label: 'Relationship to policyholder',
              value: detail.policyholderPatientRelationship,
            },
            { label: 'Policy', value: withNumber(detail.policyName, detail.policyNumber) },
            {
              label: 'Rider',
              value: withNumber(detail.policyRiderName, detail.policyRiderNumber),
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="doctor" title="Doctor">
        <DetailList
          items={[
            { label: 'Doctor name', value: detail.doctor.doctorName },
            { label: 'MCR number', value: detail.doctor.doctorMcrno },
            { label: 'Clinic', value: detail.clinic.clinicName },
            { label: "Doctor's email address", value: detail.clinicdoctorEmailaddress },
            { label: 'Resend email address', value: detail.resend_email_address },
          ]}
        />
      </ReviewSection>
    </>
  );
}
