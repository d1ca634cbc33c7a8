import { describe, expect, it } from 'vitest';
import { typeaheadIndex } from './dropdown-navigation';

const statuses = [
  { value: 'APP', label: 'Approved' },
  { value: 'AME', label: 'Amended' },
  { value: 'CAN', label: 'Cancelled', disabled: true },
  { value: 'CRE', label: 'Created' },
  { value: 'PEN', label: 'Pending' },
  { value: 'PRO', label: 'Processing' },
];

describe('typeaheadIndex', () => {
  it('finds the first enabled row starting with the typed letters, in any case', () => {
    expect(typeaheadIndex(statuses, 'c', -1)).toBe(3);
    expect(typeaheadIndex(statuses, 'PR', -1)).toBe(5);
    expect(typeaheadIndex(statuses, 'am', -1)).toBe(1);
    expect(typeaheadIndex(statuses, 'x', -1)).toBe(-1);
    expect(typeaheadIndex(statuses, 'pex', 4)).toBe(-1);
  });

  it('keeps the active row while more letters still match it', () => {
    expect(typeaheadIndex(statuses, 'p', -1)).toBe(4);
    expect(typeaheadIndex(statuses, 'pe', 4)).toBe(4);
    expect(typeaheadIndex(statuses, 'pr', 4)).toBe(5);
  });

  it('cycles through the rows starting with a letter pressed again, wrapping round', () => {
    expect(typeaheadIndex(statuses, 'a', -1)).toBe(0);
    expect(typeaheadIndex(statuses, 'aa', 0)).toBe(1);
    expect(typeaheadIndex(statuses, 'aaa', 1)).toBe(0);
    expect(typeaheadIndex(statuses, 'a', 1)).toBe(0);
    expect(typeaheadIndex(statuses, 'c', 3)).toBe(3);
  });
});
