import { requestedFees } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createCaseView, createEveryKindOfFees } from '../../../../testing/adjudication-generators';
import {
  approveIssues,
  approveSubmissionOf,
  feeDetailsOf,
  formPathOf,
  openingApproveValues,
} from './approve-values';

describe('the approval form values', () => {
  const fees = createCaseView({ fees: createEveryKindOfFees() }).fees!;

  it('decides on the business office’s amounts where it adjusted them', () => {
    const details = feeDetailsOf({
      ...fees,
      surgeryLines: fees.surgeryLines.map((line) => ({
        ...line,
        surgeonfee: { ...line.surgeonfee, office: '1100.00' },
      })),
      doctorAttendancefee: { doctor: '150.00', office: '0.00' },
      otherFees: {
        doctor: fees.otherFees.doctor,
        office: [{ feesCode: 'MED', feesDescription: null, feesAmount: '60.00' }],
      },
    });
    expect(requestedFees(details).map((fee) => [fee.fee, fee.requested])).toEqual([
      ['surgeon', '1100.00'],
      ['anaesthetist', '400.00'],
      ['attendance', '0.00'],
      ['other', '60.00'],
      ['hospital-charges', '3000.00'],
    ]);
  });

  it('sends the changed fees only, and maps issues back to their rows', () => {
    const details = feeDetailsOf(fees);
    const requested = requestedFees(details);
    const values = openingApproveValues(requested);
    values.fees[1] = { amount: '410', reasonCode: '' };
    values.fees[3] = { amount: '70', reasonCode: '' };
    values.fees[4] = { amount: 'lots', reasonCode: '' };

    const { body, rows } = approveSubmissionOf(values, requested);
    expect(rows).toEqual([1, 3, 4]);
    expect(body.approvedAmounts).toEqual([
      { fee: 'anaesthetist', index: 0, amount: '410.00' },
      { fee: 'other', index: 0, amount: '70.00', reasonCode: '' },
      { fee: 'hospital-charges', amount: 'lots' },
    ]);
    expect(formPathOf('approvedAmounts.1.reasonCode', rows)).toBe('fees.3.reasonCode');
    expect(formPathOf('approvedAmounts.0.index', rows)).toBe('fees.1.amount');
    expect(formPathOf('approvedAmounts.7.amount', rows)).toBeNull();

    const { issues } = approveIssues(values, requested, details, new Set(['RED-AGREED']));
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      'fees.1.amount',
      'fees.3.reasonCode',
      'fees.4.amount',
    ]);
  });
});
