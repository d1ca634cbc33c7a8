import { describe, expect, it } from 'vitest';
import { ADJUDICATION_MESSAGES, caseHeldMessage } from './case-assignment';

describe('caseHeldMessage', () => {
  it('names the holder and the end of the hold in Singapore time, from a Date or a timestamp', () => {
    const expected =
      'Lim Wei Jie is working on this case until 10:30. Take it over to work on it yourself.';
    const hold = { adjudicatorName: 'Lim Wei Jie', expiresAt: new Date('2026-11-05T02:30:00Z') };
    expect(caseHeldMessage(hold)).toBe(expected);
    expect(caseHeldMessage({ ...hold, expiresAt: hold.expiresAt.toISOString() })).toBe(expected);
    expect(ADJUDICATION_MESSAGES.heldByOther('Lim Wei Jie', '10:30')).toBe(expected);
  });
});
