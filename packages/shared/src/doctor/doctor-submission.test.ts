import { describe, expect, it } from 'vitest';
import { createDoctorForm } from '../testing/doctor-form';
import { doctorFormSchema } from './doctor-form';
import { doctorSubmissionSchema, formOfSubmission, toDoctorSubmission } from './doctor-submission';
import { DEFAULT_INSURER_POLICY } from '../adjudication/insurer-policy';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

/** A form through every branch the payload flattens: day surgery, referral, OTH, fees. */
const form = createDoctorForm({
  admissionType: 'DY',
  wardTypes: [{ wardtypeCode: 'A1', lengthStay: '1' }],
  daysurgery: 'true',
  hospitalisationReason: 'Cataract',
  diagnosis: [
    { icdCode: 'H25', firstConsultDate: '2026-11-20', diagnosisDate: '2026-11-21' },
    { icdCode: 'E11', firstConsultDate: '2026-10-01', diagnosisDate: '2026-10-02' },
  ],
  onsetsymptomsType: 'Weeks',
  onsetsymptomsDuration: '2',
  onsetsymptomsDesc: 'Blurred vision',
  paReferral: 'true',
  referralDoctordetails: 'Dr Tan, Tan Clinic',
  referralLetter: '00000000-0000-4000-8000-000000000002',
  additionalInfo: { addlinfoGenetic: true },
  comorbidities: [
    {
      comorbidityCode: 'OTH',
      comorbidityDate: '2020-01-01',
      comorbidityOthers: 'Gout',
      comorbidityDoctorClinic: 'Dr Lim',
      comorbidityClinicName: 'Lim Clinic',
    },
  ],
  surgeryDetails: [
    {
      tospCode: 'SD700',
      surgeonfee: '1500',
      anaesthetistfee: '300.5',
      surgeryAgreedPrice: '1000.00',
      surgeonfeeJustification: 'Bilateral',
    },
  ],
  doctorAttendancefee: '80',
  otherFees: [{ feesCode: 'IMP', feesAmount: '120.25' }],
});

const context = {
  paId: '00000000-0000-4000-8000-000000000003',
  insurerCode: 'AURORA',
  doctorId: null,
  mcrNo: 'M12345A',
  clinicId: null,
  clinicCode: 'C01',
  clinicName: 'Eye Clinic',
};

describe('the submission payload', () => {
  const parsed = doctorFormSchema(caps).parse(form);
  const payload = toDoctorSubmission(parsed, context);

  it('flattens diagnoses, sends the onset as a duration with its unit and the OTH text', () => {
    expect(payload.details).toMatchObject({
      diagnosis1IcdCode: 'H25',
      diagnosis2Diagnosisdate: '2026-10-02',
      onsetsymptomsType: 'Duration',
      onsetsymptomsDuration: '2 Weeks',
      onsetsymptomsDate: null,
      admissionCode: 'DY',
      daysurgery: true,
      addlinfoGenetic: true,
      naForAddlinfo: false,
      totalBill: '4001.00',
    });
    expect(payload.comorbidities[0]?.comorbidityDesc).toBe('Gout');
    expect(payload.surgeryDetails[0]).not.toHaveProperty('surgeryAgreedPrice');
    expect(payload.deleting).toEqual([]);
  });

  it('reads back into the same form', () => {
    const again = formOfSubmission(doctorSubmissionSchema.parse(payload));
    const reparsed = doctorFormSchema(caps).parse({
      ...again,
      surgeryDetails: again.surgeryDetails.map((row) => ({
        ...row,
        surgeryAgreedPrice: '1000.00',
      })),
    });
    expect(reparsed).toMatchObject({
      ...parsed,
      surgeryDetails: [{ ...parsed.surgeryDetails[0], index: 0 }],
    });
  });
});
