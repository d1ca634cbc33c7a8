import { describe, expect, it } from 'vitest';
import { STATUS_CODES, formatErefNo, statusLabel } from './statuses';

describe('status table', () => {
  it('has the thirteen statuses with the labels spelled as specified', () => {
    expect(STATUS_CODES).toHaveLength(13);
    expect(statusLabel('PEN')).toBe('Pending Authorization');
    expect(statusLabel('DOC-EXP')).toBe('Expired – Doctor Inputs');
    expect(statusLabel('REM-EXP')).toBe('Expired - Remote Authorization');
    expect(statusLabel('REM-REJ')).toBe('Remote Authorization – Rejected');
    expect(statusLabel('PEN-AI')).toBe('Pending');
  });
});

describe('formatErefNo', () => {
  it('pads the sequence to six digits after the year', () => {
    expect(formatErefNo(2026, 42)).toBe('PA2026-000042');
    expect(formatErefNo(2027, 1234567)).toBe('PA2027-1234567');
  });
});
