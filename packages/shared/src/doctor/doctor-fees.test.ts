import { describe, expect, it } from 'vitest';
import {
  exceedsCap,
  feeCap,
  feeOverCapMessage,
  otherFeesTotal,
  surgeryTotal,
  totalBill,
} from './doctor-fees';
import { DEFAULT_INSURER_POLICY } from '../adjudication/insurer-policy';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

describe('surgeryTotal and otherFeesTotal', () => {
  it('sum surgeon and anaesthetic fees of every line, to 2 decimals', () => {
    const rows = [
      { surgeonfee: '1000.10', anaesthetistfee: '200.05' },
      { surgeonfee: '0.1', anaesthetistfee: null },
    ];
    expect(surgeryTotal(rows)).toBe('1200.25');
    expect(surgeryTotal([])).toBe('0.00');
  });

  it('count text that is not an amount as 0', () => {
    expect(surgeryTotal([{ surgeonfee: 'abc', anaesthetistfee: '5' }])).toBe('5.00');
    expect(otherFeesTotal([{ feesAmount: '12.5' }, { feesAmount: '' }, { feesAmount: '-3' }])).toBe(
      '12.50',
    );
  });
});

describe('totalBill', () => {
  it('adds surgery, attendance, other fees and hospital charges, rounded up to a whole number', () => {
    expect(
      totalBill({
        surgeryDetails: [{ surgeonfee: '1000.00', anaesthetistfee: '200.00' }],
        doctorAttendancefee: '100.00',
        otherFees: [{ feesAmount: '50.00' }],
        totalHospitalcharges: '34.01',
      }),
    ).toBe('1385.00');
  });

  it('keeps a whole amount as it is and counts non-numeric values as 0', () => {
    expect(totalBill({ doctorAttendancefee: '100', totalHospitalcharges: 'n/a' })).toBe('100.00');
    expect(totalBill({})).toBe('0.00');
    expect(totalBill({ doctorAttendancefee: '0.01' })).toBe('1.00');
  });

  it('counts an amount above S$ 99,999,999.99 (refused by the office form) as 0, so the total stays exact', () => {
    expect(
      totalBill({
        surgeryDetails: [{ surgeonfee: '12345678901234567890', anaesthetistfee: '99999999.99' }],
        totalHospitalcharges: 'S$ 1,200',
      }),
    ).toBe('100001200.00');
  });
});

describe('agreed-price caps', () => {
  it('cap the first surgery row at 100 % and later rows at 80 % of the agreed price', () => {
    expect(feeCap('1000.00', 0, caps)).toBe('1000.00');
    expect(feeCap('1000.00', 1, caps)).toBe('800.00');
    expect(feeCap('1000.00', 3, caps)).toBe('800.00');
    expect(feeCap(null, 0, caps)).toBeNull();
  });

  it('find a fee over its cap exactly, and none without an agreed price', () => {
    expect(exceedsCap('1000.00', '1000.00', 0, caps)).toBe(false);
    expect(exceedsCap('1000.01', '1000.00', 0, caps)).toBe(true);
    expect(exceedsCap('800.00', '1000.00', 1, caps)).toBe(false);
    expect(exceedsCap('800.01', '1000.00', 1, caps)).toBe(true);
    // 80 % of 100.01 is 80.008: 80.00 is within, 80.01 over.
    expect(exceedsCap('80.00', '100.01', 1, caps)).toBe(false);
    expect(exceedsCap('80.01', '100.01', 1, caps)).toBe(true);
    expect(exceedsCap('99999', null, 0, caps)).toBe(false);
  });

  it('say the cap amount in the justification message', () => {
    expect(feeOverCapMessage('1500.00', 1, caps)).toBe(
      'The amount you have entered exceeds the agreed fee limit of S$ 1,200.00. Please provide your justification above.',
    );
  });
});
