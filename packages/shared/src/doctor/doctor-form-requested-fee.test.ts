import { describe, expect, it } from 'vitest';
import { DOCTOR_MESSAGES as M } from './doctor-messages';
import { createDoctorForm } from '../testing/doctor-form';
import { messagesByPath as messages } from '../testing/schema-messages';
import { MONEY_TOO_MANY_DECIMALS } from '../money/money';
import { requestedFeeStepSchema } from './doctor-form';
import { DEFAULT_INSURER_POLICY } from '../adjudication/insurer-policy';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

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
