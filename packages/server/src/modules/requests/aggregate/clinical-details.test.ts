import { describe, expect, it } from 'vitest';
import { createRequest, createRequestDetails } from '../../../../test/factories';
import { createUpload } from '../../../../test/upload-factories';
import { testDatabase } from '../../../../test/test-app';
import { seedReferenceData } from '../../../seed/seed-reference';
import { clinicalDetailsOf, submittedFormOf } from './clinical-details';
import { loadSubmission } from './submission';

/** The doctor's latest submission in the clinical details' wire names; null before one. */
const clinicalDetailsAt = async (paId: string) => {
  const submission = await loadSubmission(db, paId);
  return submission && clinicalDetailsOf(submission);
};

/** The doctor's latest submission, whole, in the wire names; null before a submission. */
const loadSubmittedForm = async (paId: string) => {
  const submission = await loadSubmission(db, paId);
  return submission && submittedFormOf(submission);
};

const db = await testDatabase();
// The lookups the descriptions come from (global tables, empty in a new test database).
await seedReferenceData(db);

describe('the clinical details of the latest submission', () => {
  it('answers null until the doctor has submitted', async () => {
    const request = await createRequest(db);

    expect(await clinicalDetailsAt(request.id)).toBeNull();
  });

  it("answers the submission with its hospital and rows, each code with its lookup's description", async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    await createRequestDetails(db, request.id);

    expect(await clinicalDetailsAt(request.id)).toEqual({
      hospitalCode: expect.any(String),
      hospitalName: 'Test General Hospital',
      admissionDate: '2026-10-10',
      admissionCode: 'EL',
      admissionDesc: 'Elective inpatient',
      daysurgery: false,
      hospitalisationReason: null,
      diagnoses: [
        {
          icdCode: 'K35.8',
          icdDesc: 'Acute appendicitis, other and unspecified',
          firstConsultDate: '2026-10-01',
          diagnosisDate: '2026-10-02',
        },
      ],
      wardTypes: [{ wardtypeCode: 'B1', wardtypeDesc: 'Class B1 (four-bedded)', lengthStay: 2 }],
      comorbidities: [
        {
          comorbidityCode: 'HTN',
          comorbidityDesc: 'Hypertension',
          comorbidityDate: '2020-03-01',
          comorbidityOthers: null,
          comorbidityDoctorClinic: 'Dr Lee Wei Ming',
          comorbidityClinicName: 'Test Family Clinic',
        },
      ],
      surgeryDetails: [
        {
          tospCode: 'SF801H',
          tospDescription: 'Appendix, appendicectomy, laparoscopic',
          surgeonfee: '3800.00',
          surgeonfeeJustification: null,
          anaesthetistfee: '1220.00',
          anaesthetistfeeJustification: null,
        },
      ],
      otherFees: [{ feesCode: 'CONS', feesDescription: 'Consumables', feesAmount: '350.00' }],
      doctorAttendancefee: '150.00',
      totalHospitalcharges: '6800.00',
      totalBill: '12320.00',
    });
  });

  it('answers the latest submission only', async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    await createRequestDetails(db, request.id, {
      admissionDate: '2026-10-10',
      submittedAt: new Date('2026-10-03T02:00:00Z'),
    });
    await createRequestDetails(db, request.id, {
      admissionDate: '2026-10-20',
      submittedAt: new Date('2026-10-08T02:00:00Z'),
      otherFees: [],
    });

    const details = await clinicalDetailsAt(request.id);

    expect(details?.admissionDate).toBe('2026-10-20');
    expect(details?.otherFees).toEqual([]);
  });

  it('keeps the order the rows were entered in', async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    await createRequestDetails(db, request.id, {
      diagnoses: [
        { icdCode: 'K35.8', firstConsultDate: '2026-10-01', diagnosisDate: '2026-10-02' },
        { icdCode: 'Z99.UNKNOWN', firstConsultDate: '2026-09-01', diagnosisDate: '2026-09-02' },
        { icdCode: 'A00.DEMO', firstConsultDate: '2026-08-01', diagnosisDate: '2026-08-02' },
      ],
      surgeryDetails: [
        { tospCode: 'SF802H', surgeonFee: '3200.00' },
        { tospCode: 'SF801H', surgeonFee: '3800.00' },
      ],
      wardTypes: [
        { wardTypeCode: 'ICU', lengthOfStay: 1 },
        { wardTypeCode: 'A1', lengthOfStay: 3 },
      ],
    });

    const details = await clinicalDetailsAt(request.id);

    expect(details?.diagnoses.map((d) => [d.icdCode, d.icdDesc])).toEqual([
      ['K35.8', 'Acute appendicitis, other and unspecified'],
      ['Z99.UNKNOWN', null],
      ['A00.DEMO', null],
    ]);
    expect(details?.surgeryDetails.map((s) => s.tospCode)).toEqual(['SF802H', 'SF801H']);
    expect(details?.wardTypes.map((w) => w.wardtypeCode)).toEqual(['ICU', 'A1']);
  });

  it('gives the updated amounts where the business office or an amendment changed them', async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    await createRequestDetails(db, request.id, {
      updatedAttendanceFee: '120.00',
      updatedHospitalCharges: '6500.50',
      updatedTotalBill: '11690.50',
      surgeryDetails: [
        {
          tospCode: 'SF801H',
          surgeonFee: '3800.00',
          anaesthetistFee: '1220.00',
          updatedSurgeonFee: '3600.00',
        },
        { tospCode: 'SF802H', surgeonFee: '3200.00', updatedAnaesthetistFee: '900.00' },
      ],
      otherFees: [
        { feeCode: 'CONS', amount: '350.00', updatedAmount: '300.00' },
        { feeCode: 'IMG', amount: '410.00' },
      ],
    });

    const details = await clinicalDetailsAt(request.id);

    expect(details).toMatchObject({
      doctorAttendancefee: '120.00',
      totalHospitalcharges: '6500.50',
      totalBill: '11690.50',
      surgeryDetails: [
        { surgeonfee: '3600.00', anaesthetistfee: '1220.00' },
        { surgeonfee: '3200.00', anaesthetistfee: '900.00' },
      ],
      otherFees: [
        { feesCode: 'CONS', feesAmount: '300.00' },
        { feesCode: 'IMG', feesAmount: '410.00' },
      ],
    });
  });

  it("gives the doctor's own text as the description and comorbidityOthers for the code OTH only", async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    const row = {
      since: '2019-05-01',
      doctor: 'Dr Tan',
      clinic: 'Tan Clinic',
    };
    await createRequestDetails(db, request.id, {
      comorbidities: [
        { ...row, comorbidityCode: 'DM', description: 'Diabetes mellitus' },
        { ...row, comorbidityCode: 'OTH', description: 'Gout' },
      ],
    });

    const details = await clinicalDetailsAt(request.id);

    expect(details?.comorbidities.map((c) => [c.comorbidityDesc, c.comorbidityOthers])).toEqual([
      ['Diabetes mellitus', null],
      ['Gout', 'Gout'],
    ]);
  });
  it('answers null descriptions for codes the lookups lack', async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    await createRequestDetails(db, request.id, {
      wardTypes: [{ wardTypeCode: 'W-NONE', lengthOfStay: 1 }],
      comorbidities: [
        {
          comorbidityCode: 'C-NONE',
          description: 'Copied label',
          since: '2019-05-01',
          doctor: 'Dr Tan',
          clinic: 'Tan Clinic',
        },
      ],
      surgeryDetails: [{ tospCode: 'T-NONE', surgeonFee: '100.00' }],
      otherFees: [{ feeCode: 'F-NONE', amount: '10.00' }],
    });

    const details = await clinicalDetailsAt(request.id);

    expect([
      details?.wardTypes[0]?.wardtypeDesc,
      details?.comorbidities[0]?.comorbidityDesc,
      details?.surgeryDetails[0]?.tospDescription,
      details?.otherFees[0]?.feesDescription,
    ]).toEqual([null, null, null, null]);
  });
});

describe('submittedFormOf', () => {
  it('answers null until the doctor has submitted', async () => {
    const request = await createRequest(db);

    expect(await loadSubmittedForm(request.id)).toBeNull();
  });

  it("adds the submission's own fields to the clinical details: onset, referral and its file, flags, time", async () => {
    const request = await createRequest(db, { statusCode: 'PRO' });
    const upload = await createUpload(db, {
      insurerId: request.insurerId,
      uploadedById: 'link-token-id',
      uploadedByType: 'doctor',
      purpose: 'referral-letter',
      fileName: 'referral-wong.pdf',
      paId: request.id,
    });
    await createRequestDetails(db, request.id, {
      onsetSymptomsType: 'Duration',
      onsetSymptomsDate: null,
      onsetSymptomsDuration: '2 Weeks',
      referred: true,
      referralDoctorDetails: 'Dr Wong',
      referralLetterUploadId: upload.id,
      additionalInfoGenetic: true,
      submittedAt: new Date('2026-10-05T06:45:00Z'),
    });

    const form = await loadSubmittedForm(request.id);

    expect(form).toEqual({
      ...(await clinicalDetailsAt(request.id)),
      onsetsymptomsType: 'Duration',
      onsetsymptomsDate: null,
      onsetsymptomsDuration: '2 Weeks',
      onsetsymptomsDesc: 'Right lower abdominal pain',
      paReferral: true,
      referralDoctordetails: 'Dr Wong',
      referralLetterName: 'referral-wong.pdf',
      comorbiditiesInd: true,
      naForAddlinfo: false,
      addlinfoClinicaltrial: false,
      addlinfoAlcholdrug: false,
      addlinfoStdhiv: false,
      addlinfoMentaldisorder: false,
      addlinfoRoutinecheckkup: false,
      addlinfoElectiveprocedure: false,
      addlinfoGenetic: true,
      addlinfoSelfinflicted: false,
      submittedAt: new Date('2026-10-05T06:45:00Z'),
    });
  });
});
