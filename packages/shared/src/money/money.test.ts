import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  MONEY_TOO_LARGE,
  MONEY_TOO_MANY_DECIMALS,
  moneySchema,
  parseMoneyInput,
} from './money';

describe('formatMoney', () => {
  it("shows 'S$ ' with thousands separators and two decimals", () => {
    expect(formatMoney('12345.6')).toBe('S$ 12,345.60');
    expect(formatMoney('1234567')).toBe('S$ 1,234,567.00');
    expect(formatMoney('0.5')).toBe('S$ 0.50');
    expect(formatMoney('999')).toBe('S$ 999.00');
  });

  it('keeps a minus sign in front of the prefix', () => {
    expect(formatMoney('-12')).toBe('-S$ 12.00');
  });

  it('shows nothing for no amount and leaves text that is not an amount as it is', () => {
    expect(formatMoney('')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('parseMoneyInput', () => {
  it('gives the decimal string the form submits', () => {
    expect(parseMoneyInput('12345.6')).toBe('12345.60');
    expect(parseMoneyInput('S$ 12,345.60')).toBe('12345.60');
    expect(parseMoneyInput('007')).toBe('7.00');
    expect(parseMoneyInput('12.')).toBe('12.00');
  });

  it('refuses what is not an amount, and more than two decimals rather than rounding', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('12a')).toBeNull();
    expect(parseMoneyInput('-5')).toBeNull();
    expect(parseMoneyInput('1.005')).toBeNull();
  });
});

describe('moneySchema', () => {
  const schema = moneySchema('Please enter an amount.');

  it('normalises an amount to two decimals', () => {
    expect(schema.parse('1,234.5')).toBe('1234.50');
    expect(schema.parse('S$ 80')).toBe('80.00');
  });

  it('refuses what is not an amount, with the message', () => {
    for (const bad of ['', 'abc', '-5', '1.2.345']) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('Please enter an amount.');
    }
  });

  it('says an amount with more than two decimals has too many (001 §9: 2 decimals)', () => {
    for (const bad of ['12.345', 'S$ 1,234.5678']) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe(MONEY_TOO_MANY_DECIMALS);
    }
  });

  it('takes up to S$ 99,999,999.99 and refuses more, such as a pasted 20-digit number', () => {
    expect(MONEY_TOO_LARGE).toBe('Please enter an amount of at most S$ 99,999,999.99.');
    expect(schema.parse('99,999,999.99')).toBe('99999999.99');
    expect(schema.parse('0099999999')).toBe('99999999.00');
    for (const big of ['100000000', '12345678901234567890']) {
      expect(schema.safeParse(big).error?.issues[0]?.message).toBe(MONEY_TOO_LARGE);
    }
  });
});
