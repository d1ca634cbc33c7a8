import { describe, expect, it } from 'vitest';
import { doctorDraftJsonSchema, withUpdatedFees } from './doctor-draft';

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
