import { describe, expect, it } from 'vitest';
import { selectAdditionalInfo } from './doctor-additional-info';
import { DOCTOR_MESSAGES as M } from './doctor-messages';
import { createDoctorForm } from '../testing/doctor-form';
import { messagesByPath as messages } from '../testing/schema-messages';
import { patientDiagnosisStepSchema } from './doctor-form';

describe('patient-diagnosis step', () => {
  it('wants one to three diagnoses, each with its ICD code and dates', () => {
    expect(
      messages(patientDiagnosisStepSchema, createDoctorForm({ diagnosis: [] })).diagnosis,
    ).toBe(M.minOneDiagnosis);
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({
          diagnosis: [{ icdCode: '', firstConsultDate: null, diagnosisDate: '2026-02-31' }],
        }),
      ),
    ).toMatchObject({
      'diagnosis.0.icdCode': M.selectIcd,
      'diagnosis.0.firstConsultDate': M.enterDate,
      'diagnosis.0.diagnosisDate': 'Please enter a valid date.',
    });
    const row = { icdCode: 'K35', firstConsultDate: '2026-11-20', diagnosisDate: '2026-11-21' };
    expect(
      messages(patientDiagnosisStepSchema, createDoctorForm({ diagnosis: [row, row, row, row] }))
        .diagnosis,
    ).toBe(M.diagnosesMax);
  });

  it('wants the onset date for Date and a positive duration for Days or Weeks', () => {
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ onsetsymptomsType: 'Date', onsetsymptomsDate: null }),
      ).onsetsymptomsDate,
    ).toBe(M.enterDate);
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ onsetsymptomsType: 'Weeks', onsetsymptomsDuration: '0' }),
      ).onsetsymptomsDuration,
    ).toBe(M.positiveDuration);
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ onsetsymptomsType: 'Days', onsetsymptomsDuration: '' }),
      ).onsetsymptomsDuration,
    ).toBe(M.positiveDuration);
  });

  it('wants the symptom, and referral details when referred', () => {
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ onsetsymptomsDesc: '', paReferral: 'true' }),
      ),
    ).toMatchObject({ onsetsymptomsDesc: M.enterSymptom, referralDoctordetails: M.enterDetails });
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ referralDoctordetails: 'x'.repeat(201), paReferral: 'true' }),
      ).referralDoctordetails,
    ).toBe(M.textTooLong(200));
  });

  it('wants one additional-information option, and Not Applicable alone', () => {
    expect(
      messages(patientDiagnosisStepSchema, createDoctorForm({ additionalInfo: {} })).additionalInfo,
    ).toBe(M.selectAdditionalInfo);
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ additionalInfo: { naForAddlinfo: true, addlinfoGenetic: true } }),
      )['additionalInfo.naForAddlinfo'],
    ).toBe(M.notApplicableAlone);
  });

  it('unticks the others when Not Applicable is chosen, and Not Applicable when another is', () => {
    const withNa = selectAdditionalInfo(
      { addlinfoGenetic: true, addlinfoStdhiv: true },
      'naForAddlinfo',
      true,
    );
    expect(Object.entries(withNa).filter(([, on]) => on)).toEqual([['naForAddlinfo', true]]);
    const other = selectAdditionalInfo(withNa, 'addlinfoGenetic', true);
    expect(other.naForAddlinfo).toBe(false);
    expect(other.addlinfoGenetic).toBe(true);
  });

  it('wants co-morbidities when indicated, each complete, OTH with its description', () => {
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({ comorbiditiesInd: 'true', comorbidities: [] }),
      ).comorbidities,
    ).toBe(M.minOneComorbidity);
    expect(
      messages(
        patientDiagnosisStepSchema,
        createDoctorForm({
          comorbiditiesInd: 'true',
          comorbidities: [
            {
              comorbidityCode: 'OTH',
              comorbidityDate: '2026-01-01',
              comorbidityDoctorClinic: '',
              comorbidityClinicName: '',
            },
          ],
        }),
      ),
    ).toEqual({
      'comorbidities.0.comorbidityOthers': M.enterOtherComorbidity,
      'comorbidities.0.comorbidityDoctorClinic': M.enterAttendingDoctor,
      'comorbidities.0.comorbidityClinicName': M.enterClinicName,
    });
  });
});
