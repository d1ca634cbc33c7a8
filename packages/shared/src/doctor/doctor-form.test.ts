import { describe, expect, it } from 'vitest';
import { DOCTOR_MESSAGES as M } from './doctor-messages';
import { createDoctorForm } from '../testing/doctor-form';
import { messagesByPath as messages } from '../testing/schema-messages';
import { doctorFormSchema, declarationStepSchema } from './doctor-form';
import { doctorDraftJsonSchema } from './doctor-draft';
import { DEFAULT_INSURER_POLICY } from '../adjudication/insurer-policy';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

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
