import { describe, expect, it } from 'vitest';
import { disagrees } from './decision-rule-preview';
import { diffRuleSets } from './decision-rule-proposals';
import type { DecisionRule } from './decision-rules';

const LIMIT: DecisionRule = { kind: 'total-limit', limit: '25000.00' };
const PRICES: DecisionRule = { kind: 'agreed-prices' };

describe('diffRuleSets', () => {
  it('names each rule added, removed or changed, and the switch turned', () => {
    const before = { straightThrough: true, rules: [PRICES, LIMIT] };
    const after = {
      straightThrough: false,
      rules: [
        { kind: 'total-limit', limit: '20000.00' } as const,
        { kind: 'policy-covered', requireRider: true } as const,
      ],
    };

    expect(diffRuleSets(before, after)).toEqual({
      straightThrough: [true, false],
      rules: [
        { kind: 'total-limit', change: 'changed', before: LIMIT, after: after.rules[0] },
        { kind: 'policy-covered', change: 'added', after: after.rules[1] },
        { kind: 'agreed-prices', change: 'removed', before: PRICES },
      ],
    });
  });

  it('finds nothing between equal sets, and every rule added to none', () => {
    const set = { straightThrough: false, rules: [LIMIT] };
    expect(diffRuleSets(set, { ...set, rules: [{ ...LIMIT }] })).toEqual({
      straightThrough: null,
      rules: [],
    });
    expect(diffRuleSets(null, { straightThrough: true, rules: [LIMIT] })).toEqual({
      straightThrough: [false, true],
      rules: [{ kind: 'total-limit', change: 'added', after: LIMIT }],
    });
  });
});

describe('disagrees', () => {
  it('when the draft approves what a person reduced or rejected, or refuses what a person approved in full', () => {
    expect(disagrees(true, 'approved-with-reductions')).toBe(true);
    expect(disagrees(true, 'rejected')).toBe(true);
    expect(disagrees(false, 'approved-in-full')).toBe(true);
    for (const decided of [
      'approved-in-full',
      'amendment-requested',
      'approved-automatically',
      'reversed',
      'not-decided',
    ] as const) {
      expect(disagrees(true, decided), decided).toBe(false);
    }
    for (const decided of ['approved-with-reductions', 'rejected', 'not-decided'] as const) {
      expect(disagrees(false, decided), decided).toBe(false);
    }
  });
});
