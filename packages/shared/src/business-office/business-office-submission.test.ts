import { describe, expect, it } from 'vitest';
import { MONEY_TOO_LARGE } from '../money/money';
import {
  BUSINESS_OFFICE_MESSAGES as M,
  BUSINESS_OFFICE_LIMITS as L,
} from './business-office-messages';
import {
  businessOfficeSubmissionSchema,
  businessOfficeTotalBill,
  type BusinessOfficeSubmission,
} from './business-office-submission';

const LINE = '0b4c5f9e-3a41-4f0e-9c55-3a3f1b6f2d11';
const DETAIL = '6a1f9d2e-7b1c-4e55-8f0a-2c9d3b7e4a10';

const valid = (changes: Partial<BusinessOfficeSubmission> = {}): BusinessOfficeSubmission => ({
  paDetail: {
    padetailId: DETAIL,
    updatedDoctorAttendancefee: '150',
    updatedTotalHospitalcharges: '6800.00',
    updatedTotalBill: '11101.00',
  },
  surgeryDetails: [{ id: LINE, tospCode: 'SF801H', surgeonfee: '3000.50', anaesthetistfee: '' }],
  otherFees: [{ feesCode: 'CONS', feesAmount: 1150.4 }],
  termsAndConditions: true,
  ...changes,
});

/** The issues of a parse, as `path: message`. */
const issuesOf = (value: unknown) =>
  businessOfficeSubmissionSchema
    .safeParse(value)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe("the business office's submission (001 §5)", () => {
  it('takes amounts as typed and answers decimal strings; an empty optional fee is null', () => {
    const parsed = businessOfficeSubmissionSchema.parse(valid());
    expect(parsed.paDetail.updatedDoctorAttendancefee).toBe('150.00');
    expect(parsed.surgeryDetails[0]).toMatchObject({
      surgeonfee: '3000.50',
      anaesthetistfee: null,
    });
    expect(parsed.otherFees[0]!.feesAmount).toBe('1150.40');
  });

  it('says "It must be a number" for a surgeon fee, other fee or hospital charges that is not one', () => {
    const form = valid({
      surgeryDetails: [{ id: LINE, surgeonfee: 'abc' }],
      otherFees: [{ feesCode: 'CONS', feesAmount: '' }],
    });
    form.paDetail.updatedTotalHospitalcharges = null;
    expect(issuesOf(form)).toEqual([
      `paDetail.updatedTotalHospitalcharges: ${M.mustBeNumber}`,
      `surgeryDetails.0.surgeonfee: ${M.mustBeNumber}`,
      `otherFees.0.feesAmount: ${M.mustBeNumber}`,
    ]);
    expect(M.mustBeNumber).toBe('It must be a number');
  });

  it('says "Please enter a positive number" for any fee below 0', () => {
    const form = valid({
      surgeryDetails: [{ id: LINE, surgeonfee: '-1', anaesthetistfee: -0.5 }],
      otherFees: [{ feesCode: 'CONS', feesAmount: '-20' }],
    });
    form.paDetail.updatedDoctorAttendancefee = '-1.00';
    form.paDetail.updatedTotalHospitalcharges = -3;
    expect(issuesOf(form)).toEqual([
      `paDetail.updatedDoctorAttendancefee: ${M.positiveAmount}`,
      `paDetail.updatedTotalHospitalcharges: ${M.positiveAmount}`,
      `surgeryDetails.0.surgeonfee: ${M.positiveAmount}`,
      `surgeryDetails.0.anaesthetistfee: ${M.positiveAmount}`,
      `otherFees.0.feesAmount: ${M.positiveAmount}`,
    ]);
    expect(M.positiveAmount).toBe('Please enter a positive number');
  });

  it('lets the anaesthetic and attendance fees be empty, not the others', () => {
    const form = valid({ surgeryDetails: [{ id: LINE, surgeonfee: '1', anaesthetistfee: null }] });
    form.paDetail.updatedDoctorAttendancefee = '';
    expect(issuesOf(form)).toEqual([]);
  });

  it('refuses more than 2 decimals (the inputs step by 0.01)', () => {
    expect(issuesOf(valid({ otherFees: [{ feesCode: 'CONS', feesAmount: '1.005' }] }))).toEqual([
      `otherFees.0.feesAmount: ${M.twoDecimals}`,
    ]);
  });

  it('refuses an amount above S$ 99,999,999.99 (a pasted 20-digit number), which no column could store', () => {
    const form = valid({
      surgeryDetails: [{ id: LINE, surgeonfee: '12345678901234567890', anaesthetistfee: 1e20 }],
      otherFees: [{ feesCode: 'CONS', feesAmount: '100000000' }],
    });
    form.paDetail.updatedTotalHospitalcharges = '99999999.99';
    expect(issuesOf(form)).toEqual([
      `surgeryDetails.0.surgeonfee: ${MONEY_TOO_LARGE}`,
      `surgeryDetails.0.anaesthetistfee: ${MONEY_TOO_LARGE}`,
      `otherFees.0.feesAmount: ${MONEY_TOO_LARGE}`,
    ]);
    expect(MONEY_TOO_LARGE).toBe('Please enter an amount of at most S$ 99,999,999.99.');
  });

  it('needs the acknowledgement ticked', () => {
    expect(issuesOf(valid({ termsAndConditions: false }))).toEqual([
      `termsAndConditions: ${M.acknowledge}`,
    ]);
    expect(issuesOf({ ...valid(), termsAndConditions: undefined })).toEqual([
      `termsAndConditions: ${M.acknowledge}`,
    ]);
  });

  it('takes up to 4 other fees, each type once, each with a type', () => {
    const fees = ['A', 'B', 'C', 'D', 'E'].map((feesCode) => ({ feesCode, feesAmount: '1' }));
    expect(issuesOf(valid({ otherFees: fees }))).toEqual([`otherFees: ${M.otherFeesMax}`]);
    expect(L.otherFeesMax).toBe(4);
    expect(
      issuesOf(
        valid({
          otherFees: [
            { feesCode: 'CONS', feesAmount: '1' },
            { feesCode: '', feesAmount: '2' },
          ],
        }),
      ),
    ).toEqual([`otherFees.1.feesCode: ${M.selectOne}`]);
    expect(
      issuesOf(
        valid({
          otherFees: [
            { feesCode: 'CONS', feesAmount: '1' },
            { feesCode: 'CONS', feesAmount: '2' },
          ],
        }),
      ),
    ).toEqual([`otherFees.1.feesCode: ${M.feeTypeUsed}`]);
  });

  it('refuses any field beyond the fees, at every level', () => {
    const tampered = (path: string, value: object) =>
      issuesOf(value).filter((i) => i.startsWith(path));
    expect(tampered('', { ...valid(), statusCode: 'APP' })).toEqual([`: ${M.feesOnly}`]);
    expect(
      issuesOf({ ...valid(), paDetail: { ...valid().paDetail, diagnosis1IcdCode: 'A00' } }),
    ).toEqual([`paDetail: ${M.feesOnly}`]);
    expect(
      issuesOf(
        valid({
          surgeryDetails: [{ id: LINE, surgeonfee: '1', surgeryAgreedPrice: '99999' } as never],
        }),
      ),
    ).toEqual([`surgeryDetails.0: ${M.feesOnly}`]);
    expect(
      issuesOf(valid({ otherFees: [{ feesCode: 'CONS', feesAmount: '1', id: LINE } as never] })),
    ).toEqual([`otherFees.0: ${M.feesOnly}`]);
  });
});

describe("the office's total bill", () => {
  it('is the doctor rule: every fee summed in cents, rounded up to a whole number', () => {
    expect(businessOfficeTotalBill(businessOfficeSubmissionSchema.parse(valid()))).toBe('11101.00');
    expect(
      businessOfficeTotalBill({
        paDetail: { updatedDoctorAttendancefee: '0.10', updatedTotalHospitalcharges: 'x' },
        surgeryDetails: [{ surgeonfee: '0.10', anaesthetistfee: '' }],
        otherFees: [{ feesAmount: '0.10' }],
      }),
    ).toBe('1.00');
  });
});
