import {
  DOCTOR_MESSAGES as M,
  DRAWABLE_TEXT_MESSAGE,
  type DoctorSubmission,
  MONEY_TOO_LARGE,
  MONEY_TOO_MANY_DECIMALS,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUpload } from '../../../../test/upload-factories';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { doctorWorld, submissionOf, submit } from '../test-support/doctor-worlds';

// The server re-checks the doctor's submission as the screens do (001 §5): each refusal is a 400
// naming the form field with the specification's message, and nothing is written.
const env = await createTestApp();
const { db } = env;
await seedReferenceData(db);
const world = await doctorWorld(env);
const valid = submissionOf(world);

type Edit = (p: DoctorSubmission) => DoctorSubmission;
const details =
  (changes: Partial<DoctorSubmission['details']>): Edit =>
  (p) => ({
    ...p,
    details: { ...p.details, ...changes },
  });
const ward = { wardtypeCode: 'B1', lengthStay: 1 };
const otherFee = (feesCode: string) => ({ feesCode, feesAmount: '10.00' });
const comorbidity = valid.comorbidities[0]!;

const cases: [string, Edit, string, string][] = [
  [
    'no hospital',
    details({ hospitalId: null, hospitalCode: null }),
    'hospitalCode',
    M.selectHospital,
  ],
  ['no admission date', details({ admissionDate: null }), 'admissionDate', M.enterDate],
  ['no admission type', details({ admissionCode: '' }), 'admissionType', M.selectAdmissionType],
  [
    'no ward',
    (p) => ({ ...p, wardTypes: [{ ...ward, wardtypeCode: '' }] }),
    'wardTypes.0.wardtypeCode',
    M.chooseWard,
  ],
  [
    'a length of stay that is no number',
    (p) => ({ ...p, wardTypes: [{ ...ward, lengthStay: 'two' }] }),
    'wardTypes.0.lengthStay',
    M.mustBeNumber,
  ],
  [
    'a length of stay of 0',
    (p) => ({ ...p, wardTypes: [{ ...ward, lengthStay: 0 }] }),
    'wardTypes.0.lengthStay',
    M.positiveDays,
  ],
  [
    'two wards for day surgery',
    (p) => ({ ...details({ admissionCode: 'DY' })(p), wardTypes: [ward, ward] }),
    'wardTypes',
    M.daySurgeryOneWard,
  ],
  [
    '2 days for day surgery',
    (p) => ({ ...details({ admissionCode: 'DY' })(p), wardTypes: [{ ...ward, lengthStay: 2 }] }),
    'wardTypes.0.lengthStay',
    M.daySurgeryOneWard,
  ],
  [
    'day surgery without a surgery',
    (p) => ({ ...details({ admissionCode: 'DY' })(p), wardTypes: [ward], surgeryDetails: [] }),
    'surgeryDetails',
    M.daySurgeryNeedsSurgery,
  ],
  [
    'a Day Surgery admission with "Day surgery: No"',
    (p) => ({ ...details({ admissionCode: 'DY', daysurgery: false })(p), wardTypes: [ward] }),
    'daysurgery',
    M.daySurgeryAdmission,
  ],
  [
    'a day surgery without its reason',
    details({ daysurgery: true, hospitalisationReason: '' }),
    'hospitalisationReason',
    M.enterReason,
  ],
  [
    'a reason with ^',
    details({ daysurgery: true, hospitalisationReason: 'a^b' }),
    'hospitalisationReason',
    M.forbiddenCharacters,
  ],
  [
    'a reason in Arabic, which the LIA form cannot print',
    details({ daysurgery: true, hospitalisationReason: 'جراحة اليوم الواحد' }),
    'hospitalisationReason',
    DRAWABLE_TEXT_MESSAGE,
  ],
  [
    'a reason over 300 characters',
    details({ daysurgery: true, hospitalisationReason: 'x'.repeat(301) }),
    'hospitalisationReason',
    M.textTooLong(300),
  ],
  [
    'no diagnosis',
    details({
      diagnosis1IcdCode: null,
      diagnosis1Firstconsultdate: null,
      diagnosis1Diagnosisdate: null,
    }),
    'diagnosis',
    M.minOneDiagnosis,
  ],
  [
    'a diagnosis without its ICD code',
    details({ diagnosis1IcdCode: '' }),
    'diagnosis.0.icdCode',
    M.selectIcd,
  ],
  [
    'a diagnosis without its date',
    details({ diagnosis1Diagnosisdate: null }),
    'diagnosis.0.diagnosisDate',
    M.enterDate,
  ],
  [
    'an onset of 0 days',
    details({ onsetsymptomsDuration: '0 Days' }),
    'onsetsymptomsDuration',
    M.positiveDuration,
  ],
  [
    'an onset by date without the date',
    details({ onsetsymptomsType: 'Date', onsetsymptomsDuration: null }),
    'onsetsymptomsDate',
    M.enterDate,
  ],
  [
    'no symptom description',
    details({ onsetsymptomsDesc: '' }),
    'onsetsymptomsDesc',
    M.enterSymptom,
  ],
  [
    'a referral without its details',
    details({ paReferral: true, referralDoctordetails: null }),
    'referralDoctordetails',
    M.enterDetails,
  ],
  [
    'no additional information',
    details({ naForAddlinfo: false }),
    'additionalInfo',
    M.selectAdditionalInfo,
  ],
  [
    'Not Applicable with another option',
    details({ addlinfoGenetic: true }),
    'additionalInfo.naForAddlinfo',
    M.notApplicableAlone,
  ],
  [
    'co-morbidities indicated but none given',
    (p) => ({ ...p, comorbidities: [] }),
    'comorbidities',
    M.minOneComorbidity,
  ],
  [
    'a co-morbidity without its doctor',
    (p) => ({ ...p, comorbidities: [{ ...comorbidity, comorbidityDoctorClinic: '' }] }),
    'comorbidities.0.comorbidityDoctorClinic',
    M.enterAttendingDoctor,
  ],
  [
    'a co-morbidity without its clinic',
    (p) => ({ ...p, comorbidities: [{ ...comorbidity, comorbidityClinicName: '' }] }),
    'comorbidities.0.comorbidityClinicName',
    M.enterClinicName,
  ],
  [
    'OTH without its description',
    (p) => ({
      ...p,
      comorbidities: [{ ...comorbidity, comorbidityCode: 'OTH', comorbidityDesc: '' }],
    }),
    'comorbidities.0.comorbidityOthers',
    M.enterOtherComorbidity,
  ],
  [
    'a surgery without its procedure',
    (p) => ({ ...p, surgeryDetails: [{ ...p.surgeryDetails[0]!, tospCode: '' }] }),
    'surgeryDetails.0.tospCode',
    M.selectOne,
  ],
  [
    'a negative surgeon fee',
    (p) => ({ ...p, surgeryDetails: [{ ...p.surgeryDetails[0]!, surgeonfee: '-1' }] }),
    'surgeryDetails.0.surgeonfee',
    M.positiveAmount,
  ],
  [
    'a surgeon fee of 20 digits (more than the database holds)',
    (p) => ({
      ...p,
      surgeryDetails: [{ ...p.surgeryDetails[0]!, surgeonfee: '12345678901234567890' }],
    }),
    'surgeryDetails.0.surgeonfee',
    MONEY_TOO_LARGE,
  ],
  [
    'hospital charges of 20 digits',
    details({ totalHospitalcharges: '12345678901234567890' }),
    'totalHospitalcharges',
    MONEY_TOO_LARGE,
  ],
  [
    'a fee with 3 decimals',
    (p) => ({ ...p, surgeryDetails: [{ ...p.surgeryDetails[0]!, surgeonfee: '12.345' }] }),
    'surgeryDetails.0.surgeonfee',
    MONEY_TOO_MANY_DECIMALS,
  ],
  [
    'nothing requested (a total of S$ 0.00)',
    (p) => ({
      ...details({ doctorAttendancefee: null, totalHospitalcharges: null })(p),
      surgeryDetails: [],
      otherFees: [],
    }),
    'surgeryDetails',
    M.nothingRequested,
  ],
  [
    'an other fee without its type',
    (p) => ({ ...p, otherFees: [otherFee('')] }),
    'otherFees.0.feesCode',
    M.selectOne,
  ],
  [
    'five other fees',
    (p) => ({ ...p, otherFees: ['CONS', 'INV', 'IMG', 'LAB', 'MED'].map(otherFee) }),
    'otherFees',
    M.otherFeesMax,
  ],
  [
    'a fee type twice',
    (p) => ({ ...p, otherFees: [otherFee('CONS'), otherFee('CONS')] }),
    'otherFees.1.feesCode',
    M.feeTypeUsed,
  ],
  [
    'the declaration not ticked',
    (p) => ({ ...p, termsAndConditions: false }),
    'termsAndConditions',
    M.acceptDeclaration,
  ],
  [
    'an ICD code the lookup lacks',
    details({ diagnosis1IcdCode: 'ZZZ.9' }),
    'diagnosis.0.icdCode',
    M.unknownCode,
  ],
  [
    'a ward code the lookup lacks',
    (p) => ({ ...p, wardTypes: [{ ...ward, wardtypeCode: 'PENTHOUSE' }] }),
    'wardTypes.0.wardtypeCode',
    M.unknownCode,
  ],
];

describe('a submission the screens would refuse', () => {
  it.each(cases)('%s: 400 with the message, nothing written', async (_, edit, path, message) => {
    // The total bill is the server's to compute; these cases leave it out.
    const response = await submit(env, world, details({ totalBill: null })(edit(valid)));

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(
      await db.select().from(t.paDetails).where(eq(t.paDetails.paId, world.request.id)),
    ).toEqual([]);
  });

  it("refuses another request's upload as the referral letter", async () => {
    const other = await doctorWorld(env);
    const letter = await createUpload(db, {
      insurerId: other.insurer.id,
      uploadedById: other.link.id,
      uploadedByType: 'doctor',
      paId: other.request.id,
      purpose: 'referral-letter',
    });

    const response = await submit(
      env,
      world,
      details({ paReferral: true, referralDoctordetails: 'Dr Tan', referralLetter: letter.id })(
        valid,
      ),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'referralLetter', message: M.unknownCode }]);
  });
});
