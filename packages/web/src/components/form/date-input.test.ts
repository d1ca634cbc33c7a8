import { describe, expect, it } from 'vitest';
import {
  calendarMonthRange,
  displayToIso,
  isoToDisplay,
  maskDateInput,
  orderRange,
  parseDateInput,
} from './date-input';
import { caretAfterReformat } from './input-caret';

describe('date input mask', () => {
  it('puts hyphens after the 2nd and the 5th character', () => {
    expect(maskDateInput('01022026')).toBe('01-02-2026');
    expect(maskDateInput('0102')).toBe('01-02-');
    expect(maskDateInput('01')).toBe('01-');
    expect(maskDateInput('010')).toBe('01-0');
  });

  it('does not add a hyphen back while deleting, so Backspace can remove it', () => {
    expect(maskDateInput('01', false)).toBe('01');
    expect(maskDateInput('01-02', false)).toBe('01-02');
  });

  it('keeps digits only, at most 8 of them (10 characters)', () => {
    expect(maskDateInput('0a1/0b2-2026')).toBe('01-02-2026');
    expect(maskDateInput('abc')).toBe('');
    expect(maskDateInput('0102202699')).toBe('01-02-2026');
  });
});

describe('date input parsing', () => {
  it('reads a complete, real dd-MM-yyyy date', () => {
    expect(parseDateInput('01-02-2026')).toEqual(new Date(2026, 1, 1));
    expect(displayToIso('29-02-2024')).toBe('2024-02-29');
  });

  it('refuses incomplete and impossible dates', () => {
    expect(parseDateInput('01-02-202')).toBeNull();
    expect(parseDateInput('31-02-2026')).toBeNull();
    expect(parseDateInput('29-02-2026')).toBeNull();
    expect(parseDateInput('00-01-2026')).toBeNull();
    expect(parseDateInput('01-13-2026')).toBeNull();
  });

  it('holds text that is not a date as itself, and no text as null', () => {
    expect(displayToIso('31-02-2026')).toBe('31-02-2026');
    expect(displayToIso('01-02-')).toBe('01-02-');
    expect(displayToIso('')).toBeNull();
  });

  it('shows an ISO form value as dd-MM-yyyy, nothing for none, and other text as it is', () => {
    expect(isoToDisplay('2026-02-01')).toBe('01-02-2026');
    expect(isoToDisplay(null)).toBe('');
    expect(isoToDisplay('31-02-2026')).toBe('31-02-2026');
  });
});

describe('calendar months', () => {
  it('runs from January 90 years back to December of this year', () => {
    const { startMonth, endMonth } = calendarMonthRange(new Date(2026, 5, 15));
    expect(startMonth).toEqual(new Date(1936, 0, 1));
    expect(endMonth.getFullYear()).toBe(2026);
    expect(endMonth.getMonth()).toBe(11);
  });
});

describe('range order', () => {
  it('swaps a start later than the end', () => {
    expect(orderRange('2026-03-10', '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(orderRange('2026-03-01', '2026-03-10')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(orderRange('2026-03-10', null)).toEqual({ from: '2026-03-10', to: null });
  });

  it('leaves text that is not a date where it was typed', () => {
    expect(orderRange('31-02-2026', '2026-03-01')).toEqual({
      from: '31-02-2026',
      to: '2026-03-01',
    });
  });
});

describe('caret after a reformat', () => {
  it('stays after the same digits when editing in the middle', () => {
    // '01-02-2026' with the 2nd digit deleted: '0-02-2026' becomes '00-22-026', caret after 1 digit.
    expect(caretAfterReformat('0-02-2026', 1, '00-22-026')).toBe(1);
    expect(caretAfterReformat('9123 45678', 3, '9123 4567')).toBe(3);
  });

  it('goes to the end when typing at the end', () => {
    expect(caretAfterReformat('01', 2, '01-')).toBe(3);
  });
});
