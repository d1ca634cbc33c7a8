import { type CaseView, displayIsoDate, withNumber } from '@preauth/shared';
import { DetailList, ReviewSection, yesNo } from '../../../../components/ui/detail-list';
import { PhoneNumberText } from '../../../../components/ui/phone-number-text';

/**
 * The people and the cover: policyholder, patient, policy and rider, the doctor and the hospital.
 * NRICs are whole here: the reader is the insurer, which holds them anyway.
 */
export function CaseParties({ view }: { view: CaseView }) {
  const { policyholder, patient, policy, doctor, hospital } = view;
  return (
    <>
      <ReviewSection id="policyholder" title="Policyholder">
        <DetailList
          items={[
            { label: 'Name', value: policyholder.name },
            { label: 'NRIC/FIN', value: policyholder.nric },
            { label: 'Contact number', value: <PhoneNumberText value={policyholder.contactNo} /> },
            { label: 'Email address', value: policyholder.emailAddress },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="patient" title="Patient">
        <DetailList
          items={[
            { label: 'Name', value: patient.name },
            { label: 'NRIC/FIN', value: patient.nric },
            { label: 'Date of birth', value: displayIsoDate(patient.dateOfBirth) },
            { label: 'Relationship to policyholder', value: patient.relationship },
            { label: 'Foreigner', value: yesNo(patient.foreigner) },
            { label: 'Email address', value: patient.emailAddress },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="policy" title="Policy and rider">
        <DetailList
          items={[
            { label: 'Policy', value: withNumber(policy.policyName, policy.policyNumber) },
            { label: 'Rider', value: withNumber(policy.riderName, policy.riderNumber) ?? 'None' },
            {
              label: 'Financial consultant told of decisions',
              value: yesNo(policy.fcNotifyFlag || policy.riderFcNotifyFlag),
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="doctor" title="Doctor and hospital">
        <DetailList
          items={[
            { label: 'Doctor', value: doctor.doctorName },
            { label: 'MCR number', value: doctor.doctorMcrno },
            { label: 'Clinic', value: withNumber(doctor.clinicName, doctor.clinicCode) },
            { label: "Doctor's email address", value: doctor.emailAddress },
            { label: 'Hospital', value: hospital?.hospitalName },
            { label: 'Panel hospital', value: hospital && yesNo(hospital.isPanel) },
            { label: "Business office's email address", value: hospital?.businessOfficeEmail },
          ]}
        />
      </ReviewSection>
    </>
  );
}
