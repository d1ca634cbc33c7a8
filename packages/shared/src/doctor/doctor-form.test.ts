import { describe, expect, it } from 'vitest';
import { selectAdditionalInfo } from './doctor-additional-info';
import { DOCTOR_MESSAGES as M } from './doctor-messages';
import {
  doctorFormSchema,
  patientDiagnosisStepSchema,
  requestDetailsStepSchema,
  requestedFeeStepSchema,
  declarationStepSchema,
  type DoctorForm,
} from './doctor-form';
import { doctorDraftJsonSchema, withUpdatedFees } from './doctor-draft';
import { createDoctorForm } from '../testing/doctor-form';
import { DEFAULT_INSURER_POLICY } from '../adjudication/insurer-policy';
import { MONEY_TOO_MANY_DECIMALS } from '../money/money';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

/** The messages of a failed parse, by dotted path. */
function messages(
  schema: {
    safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

describe('request-details step', () => {
  it('gives the messages of §5 for missing choices', () => {
    expect(
      messages(requestDetailsStepSchema, {
        ...createDoctorForm(),
        hospitalCode: '',
        hospitalId: '',
        admissionDate: null,
        admissionType: '',
        wardTypes: [{ wardtypeCode: '', lengthStay: 'x' }],
      }),
    ).toMatchObject({
      hospitalCode: M.selectHospital,
      admissionDate: M.enterDate,
      admissionType: M.selectAdmissionType,
      'wardTypes.0.wardtypeCode': M.chooseWard,
      'wardTypes.0.lengthStay': M.mustBeNumber,
    });
  });

  it('wants a positive length of stay of at most 99 days', () => {
    const stay = (lengthStay: string) =>
      messages(
        requestDetailsStepSchema,
        createDoctorForm({ wardTypes: [{ wardtypeCode: 'A1', lengthStay }] }),
      )['wardTypes.0.lengthStay'];
    expect(stay('0')).toBe(M.positiveDays);
    expect(stay('-2')).toBe(M.positiveDays);
    expect(stay('100')).toBe(M.lengthOfStayMax);
    expect(stay('99')).toBeUndefined();
  });

  it('allows one ward row below 2 days for day surgery (DY)', () => {
    const dy = (wardTypes: DoctorForm['wardTypes']) =>
      messages(
        requestDetailsStepSchema,
        createDoctorForm({
          admissionType: 'DY',
          daysurgery: 'true',
          hospitalisationReason: 'Cataract',
          wardTypes,
        }),
      );
    expect(
      dy([
        { wardtypeCode: 'A1', lengthStay: '1' },
        { wardtypeCode: 'B1', lengthStay: '1' },
      ]),
    ).toEqual({ wardTypes: M.daySurgeryOneWard });
    expect(dy([{ wardtypeCode: 'A1', lengthStay: '2' }])).toEqual({
      'wardTypes.0.lengthStay': M.daySurgeryOneWard,
    });
    expect(dy([{ wardtypeCode: 'A1', lengthStay: '1' }])).toEqual({});
  });

  it('says the day-surgery rule with the other messages, before the rest of the step is filled', () => {
    expect(
      messages(
        requestDetailsStepSchema,
        createDoctorForm({
          hospitalId: '',
          admissionDate: null,
          admissionType: 'DY',
          wardTypes: [
            { wardtypeCode: 'A1', lengthStay: '1' },
            { wardtypeCode: 'B1', lengthStay: '1' },
          ],
        }),
      ),
    ).toMatchObject({ admissionDate: M.enterDate, wardTypes: M.daySurgeryOneWard });
  });

  it('leaves the day-surgery rule out, rather than failing, while the wards cannot be read', () => {
    const wards = messages(
      requestDetailsStepSchema,
      createDoctorForm({ admissionType: 'DY', wardTypes: null as never }),
    ).wardTypes;
    expect(wards).toBeDefined();
    expect(wards).not.toBe(M.daySurgeryOneWard);
  });

  it('refuses a Day Surgery admission that says "Day surgery: No", in the step and the whole form', () => {
    const dy = createDoctorForm({
      admissionType: 'DY',
      daysurgery: 'false',
      wardTypes: [{ wardtypeCode: 'A1', lengthStay: '1' }],
    });
    expect(messages(requestDetailsStepSchema, dy)).toEqual({ daysurgery: M.daySurgeryAdmission });
    expect(messages(doctorFormSchema(caps), dy).daysurgery).toBe(M.daySurgeryAdmission);
  });

  it('wants the reason of a day surgery, without ^ or backslash, within 300 characters', () => {
    const reason = (hospitalisationReason: string) =>
      messages(
        requestDetailsStepSchema,
        createDoctorForm({ daysurgery: 'true', hospitalisationReason }),
      ).hospitalisationReason;
    expect(reason('')).toBe(M.enterReason);
    expect(reason('a^b')).toBe(M.forbiddenCharacters);
    expect(reason('a\\b')).toBe(M.forbiddenCharacters);
    expect(reason('x'.repeat(301))).toBe(M.textTooLong(300));
    expect(reason('Cataract')).toBeUndefined();
  });
});

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

describe('requested-fee step', () => {
  const surgery = (surgeonfee: string, surgeryAgreedPrice: string | null, justification = '') => ({
    tospCode: 'SA701',
    surgeonfee,
    surgeonfeeJustification: justification,
    anaesthetistfee: '',
    surgeryAgreedPrice,
    anaestheticAgreedPrice: null,
  });

  it('wants a procedure and fees that are not negative', () => {
    expect(
      messages(
        requestedFeeStepSchema(caps),
        createDoctorForm({ surgeryDetails: [{ ...surgery('-1', null), tospCode: '' }] }),
      ),
    ).toMatchObject({
      'surgeryDetails.0.tospCode': M.selectOne,
      'surgeryDetails.0.surgeonfee': M.positiveAmount,
    });
  });

  it('wants a justification for a fee over 100 % on the first row and 80 % on later rows', () => {
    const over = messages(
      requestedFeeStepSchema(caps),
      createDoctorForm({
        surgeryDetails: [surgery('1000.00', '1000.00'), surgery('800.01', '1000.00')],
      }),
    );
    expect(over).toEqual({
      'surgeryDetails.1.surgeonfeeJustification':
        'The amount you have entered exceeds the agreed fee limit of S$ 800.00. Please provide your justification above.',
    });
    const justified = createDoctorForm({
      surgeryDetails: [surgery('1000.00', '1000.00'), surgery('800.01', '1000.00', 'Complex case')],
    });
    expect(messages(requestedFeeStepSchema(caps), justified)).toEqual({});
  });

  it('leaves the anaesthetist fee, attendance fee and hospital charges optional', () => {
    const parsed = requestedFeeStepSchema(caps).parse(
      createDoctorForm({
        surgeryDetails: [{ tospCode: 'SA701', surgeonfee: '10' }],
        doctorAttendancefee: '',
        totalHospitalcharges: undefined,
      }),
    );
    expect(parsed.surgeryDetails[0]?.anaesthetistfee).toBeNull();
    expect(parsed.doctorAttendancefee).toBeNull();
    expect(parsed.totalHospitalcharges).toBeNull();
    expect(
      messages(requestedFeeStepSchema(caps), createDoctorForm({ doctorAttendancefee: 'abc' })),
    ).toEqual({
      doctorAttendancefee: M.positiveAmount,
    });
  });

  it('says an amount with more than 2 decimals has too many, not that it is not positive', () => {
    expect(
      messages(requestedFeeStepSchema(caps), createDoctorForm({ doctorAttendancefee: '12.345' })),
    ).toEqual({ doctorAttendancefee: MONEY_TOO_MANY_DECIMALS });
    const row = { tospCode: 'SA701', surgeonfee: '1,000.999' };
    expect(
      messages(requestedFeeStepSchema(caps), createDoctorForm({ surgeryDetails: [row] })),
    ).toEqual({ 'surgeryDetails.0.surgeonfee': MONEY_TOO_MANY_DECIMALS });
  });

  it('refuses a fee step that requests nothing (a total of S$ 0.00)', () => {
    const empty = createDoctorForm({
      surgeryDetails: [],
      doctorAttendancefee: '0',
      otherFees: [],
      totalHospitalcharges: '',
    });
    expect(messages(requestedFeeStepSchema(caps), empty)).toEqual({
      surgeryDetails: M.nothingRequested,
    });
    expect(
      messages(requestedFeeStepSchema(caps), { ...empty, totalHospitalcharges: '0.01' }),
    ).toEqual({});
  });

  it('takes at most 4 other fees, each type once', () => {
    const fee = (feesCode: string) => ({ feesCode, feesAmount: '10' });
    expect(
      messages(
        requestedFeeStepSchema(caps),
        createDoctorForm({ otherFees: [fee('A'), fee('B'), fee('C'), fee('D'), fee('E')] }),
      ).otherFees,
    ).toBe(M.otherFeesMax);
    expect(
      messages(requestedFeeStepSchema(caps), createDoctorForm({ otherFees: [fee('A'), fee('A')] })),
    ).toEqual({
      'otherFees.1.feesCode': M.feeTypeUsed,
    });
  });
});

describe('the whole form', () => {
  it('needs a surgery row for day surgery and the declaration ticked', () => {
    expect(
      messages(
        doctorFormSchema(caps),
        createDoctorForm({
          admissionType: 'DY',
          daysurgery: 'true',
          hospitalisationReason: 'Cataract',
          wardTypes: [{ wardtypeCode: 'A1', lengthStay: 1 }],
          surgeryDetails: [],
          termsAndConditions: false,
        }),
      ),
    ).toEqual({
      surgeryDetails: M.daySurgeryNeedsSurgery,
      termsAndConditions: M.acceptDeclaration,
    });
    expect(messages(declarationStepSchema, { termsAndConditions: true })).toEqual({});
  });

  it('computes the total bill itself, whatever the form says', () => {
    const parsed = doctorFormSchema(caps).parse(
      createDoctorForm({ totalBill: '1.00', totalHospitalcharges: '10.50' }),
    );
    // 1000.00 + 300.00 + 120.10 + 10.50 = 1430.60, rounded up.
    expect(parsed.totalBill).toBe('1431.00');
  });

  it('keeps a half-filled form as a draft', () => {
    expect(
      doctorDraftJsonSchema.safeParse({
        hospitalCode: 'H0',
        wardTypes: [{ lengthStay: 'x' }],
        currentStep: 'patient-diagnosis',
      }).success,
    ).toBe(true);
    expect(doctorDraftJsonSchema.safeParse({ currentStep: 'nowhere' }).success).toBe(false);
  });
});

describe('the prefill of an amendment request', () => {
  it('lays the updated fees over the draft, keeping agreed prices of the same procedure', () => {
    const draft = {
      hospitalCode: 'H01',
      currentStep: 'request-details' as const,
      surgeryDetails: [{ tospCode: 'SA701', surgeonfee: '900.00', surgeryAgreedPrice: '1000.00' }],
      doctorAttendancefee: '100.00',
    };

    const prefilled = withUpdatedFees(draft, {
      surgeryDetails: [
        {
          tospCode: 'SA701',
          tospDescription: 'Procedure',
          surgeonfee: '800.00',
          surgeonfeeJustification: null,
          anaesthetistfee: null,
          anaesthetistfeeJustification: null,
        },
      ],
      otherFees: [{ feesCode: 'CONS', feesDescription: 'Consumables', feesAmount: '20.00' }],
      doctorAttendancefee: '80.00',
      totalHospitalcharges: '500.00',
    });

    expect(prefilled).toMatchObject({
      hospitalCode: 'H01',
      surgeryDetails: [{ tospCode: 'SA701', surgeonfee: '800.00', surgeryAgreedPrice: '1000.00' }],
      otherFees: [{ feesCode: 'CONS', feesAmount: '20.00' }],
      doctorAttendancefee: '80.00',
      totalHospitalcharges: '500.00',
    });
    expect(doctorDraftJsonSchema.safeParse(prefilled).success).toBe(true);
  });
});
