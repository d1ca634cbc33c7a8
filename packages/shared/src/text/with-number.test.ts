import { describe, expect, it } from 'vitest';
import { withNumber } from './with-number';

describe('withNumber', () => {
  it('puts the number in brackets after the name, and leaves out what is missing', () => {
    expect(withNumber('Shield Plan', 'POL1')).toBe('Shield Plan (POL1)');
    expect(withNumber('Shield Plan', null)).toBe('Shield Plan');
    expect(withNumber(null, 'POL1')).toBeNull();
  });
});
