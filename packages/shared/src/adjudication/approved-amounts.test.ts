import { describe, expect, it } from 'vitest';
import { approveFees, approvedTotal, requestedFees } from './approved-amounts';
import { DECISION_MESSAGES as M, approveDecisionBodySchema } from './decisions';

const details = (overrides: Partial<Parameters<typeof requestedFees>[0]> = {}) => ({
  surgeryDetails: [
    { tospCode: 'SF801H', surgeonfee: '3800.00', anaesthetistfee: '1220.00' },
    { tospCode: 'SF802H', surgeonfee: '1000.00', anaesthetistfee: null },
  ].map((line) => ({
    ...line,
    tospDescription: null,
    surgeonfeeJustification: null,
    anaesthetistfeeJustification: null,
  })),
  otherFees: [{ feesCode: 'CONS', feesDescription: null, feesAmount: '350.00' }],
  doctorAttendancefee: '150.00',
  totalHospitalcharges: '6800.00',
  ...overrides,
});

const parse = (approvedAmounts: object[]) =>
  approveDecisionBodySchema.parse({ approvedAmounts }).approvedAmounts;

const REDUCTIONS = new Set(['RED-AGREED']);

describe('the fees an approval decides on', () => {
  it('lists every requested fee in the case view order, leaving out the empty ones', () => {
    expect(requestedFees(details()).map((f) => [f.fee, f.index, f.itemCode, f.requested])).toEqual([
      ['surgeon', 0, 'SF801H', '3800.00'],
      ['anaesthetist', 0, 'SF801H', '1220.00'],
      ['surgeon', 1, 'SF802H', '1000.00'],
      ['attendance', null, null, '150.00'],
      ['other', 0, 'CONS', '350.00'],
      ['hospital-charges', null, null, '6800.00'],
    ]);
  });

  it('approves what was requested unless an amount is given, with its reason when lower', () => {
    const { fees, issues } = approveFees(
      details(),
      parse([
        { fee: 'surgeon', index: 0, amount: '3500', reasonCode: 'RED-AGREED' },
        // Equal to the request: the reason is not kept.
        { fee: 'attendance', amount: '150.00', reasonCode: 'RED-AGREED' },
      ]),
      REDUCTIONS,
    );

    expect(issues).toEqual([]);
    expect(fees.map((f) => [f.fee, f.index, f.approved, f.reasonCode])).toEqual([
      ['surgeon', 0, '3500.00', 'RED-AGREED'],
      ['anaesthetist', 0, '1220.00', null],
      ['surgeon', 1, '1000.00', null],
      ['attendance', null, '150.00', null],
      ['other', 0, '350.00', null],
      ['hospital-charges', null, '6800.00', null],
    ]);
    // 3500 + 1220 + 1000 + 150 + 350 + 6800
    expect(approvedTotal(fees)).toBe('13020.00');
  });

  it('refuses an amount above the request, a reduction without a known reason and a missing line', () => {
    const { issues } = approveFees(
      details(),
      parse([
        { fee: 'surgeon', index: 0, amount: '3800.01' },
        { fee: 'other', index: 0, amount: '300.00' },
        { fee: 'hospital-charges', amount: '6000.00', reasonCode: 'NOT-OURS' },
        { fee: 'surgeon', index: 2, amount: '1.00' },
        { fee: 'anaesthetist', index: 1, amount: '1.00' },
      ]),
      REDUCTIONS,
    );

    expect(issues).toEqual([
      { path: 'approvedAmounts.0.amount', message: M.amountAboveRequested('3800.00') },
      { path: 'approvedAmounts.1.reasonCode', message: M.reductionReasonRequired },
      { path: 'approvedAmounts.2.reasonCode', message: M.reasonUnknown },
      { path: 'approvedAmounts.3.index', message: M.lineUnknown },
      { path: 'approvedAmounts.4.fee', message: M.feeNotRequested },
    ]);
  });

  it('is refused by the schema when a fee is given twice or a per-line fee names no line', () => {
    const result = approveDecisionBodySchema.safeParse({
      approvedAmounts: [
        { fee: 'attendance', amount: '100' },
        { fee: 'attendance', amount: '90' },
        { fee: 'surgeon', amount: '90' },
      ],
    });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['approvedAmounts.2.index', M.indexRequired],
      ['approvedAmounts.1.fee', M.feeTwice],
    ]);
  });
});
