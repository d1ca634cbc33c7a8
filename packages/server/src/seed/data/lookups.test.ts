import { describe, it, expect } from 'vitest';
import { ICD10_CODES } from './icd10-codes';
import { ADMISSION_TYPES, AUTH_MODES, COMORBIDITIES, FEE_TYPES, WARD_TYPES } from './lookups';
import { TOSP_PROCEDURES } from './tosp-procedures';

const duplicates = (codes: ReadonlyArray<string>): string[] =>
  codes.filter((code, index) => codes.indexOf(code) !== index);

const MONEY = /^\d+\.\d{2}$/;

describe('reference data', () => {
  it.each([
    ['ICD10_CODES', ICD10_CODES.map((c) => c.code)],
    ['TOSP_PROCEDURES', TOSP_PROCEDURES.map((p) => p.code)],
    ['WARD_TYPES', WARD_TYPES.map((w) => w.code)],
    ['ADMISSION_TYPES', ADMISSION_TYPES.map((a) => a.code)],
    ['COMORBIDITIES', COMORBIDITIES.map((c) => c.code)],
    ['FEE_TYPES', FEE_TYPES.map((f) => f.code)],
    ['AUTH_MODES', AUTH_MODES.map((m) => m.authCode)],
  ])('%s has unique codes', (_name, codes) => {
    expect(codes.length).toBeGreaterThan(0);
    expect(duplicates(codes)).toEqual([]);
  });

  it('has at least 200 well-formed ICD-10 codes with descriptions', () => {
    expect(ICD10_CODES.length).toBeGreaterThanOrEqual(200);
    for (const { code, description } of ICD10_CODES) {
      expect(code).toMatch(/^[A-Z]\d{2}(\.\d{1,2})?$/);
      expect(description.trim()).not.toBe('');
    }
  });

  it('has well-formed demo TOSP codes and money-string prices', () => {
    expect(TOSP_PROCEDURES.length).toBeGreaterThanOrEqual(40);
    for (const p of TOSP_PROCEDURES) {
      expect(p.code).toMatch(/^[A-Z]{2}\d{3}[A-Z]$/);
      expect(p.description.trim()).not.toBe('');
      expect(p.surgeonAgreedPrice).toMatch(MONEY);
      expect(p.anaesthetistAgreedPrice).toMatch(MONEY);
      // Compare in cents as integers so no float arithmetic touches money.
      const cents = (price: string) => BigInt(price.replace('.', ''));
      expect(cents(p.anaesthetistAgreedPrice) <= cents(p.surgeonAgreedPrice)).toBe(true);
    }
  });

  it('includes day surgery as an admission type', () => {
    expect(ADMISSION_TYPES).toContainEqual({ code: 'DY', description: 'Day Surgery' });
  });

  it('includes exactly one "Others" comorbidity', () => {
    expect(COMORBIDITIES.filter((c) => c.code === 'OTH')).toEqual([
      { code: 'OTH', description: 'Others' },
    ]);
  });

  it('lists the policy-holder authentication modes with REM switched off', () => {
    expect(AUTH_MODES.map((m) => [m.authCode, m.validflag])).toEqual([
      ['SP', true],
      ['EMAIL', true],
      ['REM', false],
      ['SMS', true],
    ]);
    expect(AUTH_MODES.every((m) => m.userType === 'policy-holder')).toBe(true);
  });
});
