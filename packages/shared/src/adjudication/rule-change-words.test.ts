import { describe, expect, it } from 'vitest';
import type { DecisionRule } from './decision-rules';
import { ruleChangeLines, ruleChangeSummary } from './rule-change-words';

const LIMIT: DecisionRule = { kind: 'total-limit', limit: '25000.00' };
const PRICES: DecisionRule = { kind: 'agreed-prices' };
const EXCLUSIONS: DecisionRule = { kind: 'diagnosis-exclusions', codes: ['C', 'O80'] };
const BEFORE = { straightThrough: true, rules: [PRICES, LIMIT, EXCLUSIONS] };
const AFTER = {
  straightThrough: false,
  rules: [
    { kind: 'total-limit', limit: '20000.00' } as const,
    { kind: 'policy-covered', requireRider: true } as const,
  ],
};

describe('ruleChangeLines and ruleChangeSummary', () => {
  it('say each change in words, the switch first, as the page lists them and an email sums them up', () => {
    expect(ruleChangeLines(BEFORE, AFTER)).toEqual([
      { title: 'Straight-through approval', text: 'on → off' },
      {
        title: 'Total under a limit',
        text: 'Changed: limit S$ 25,000.00 → limit S$ 20,000.00',
        change: 'changed',
      },
      { title: 'Policy covered', text: 'Added (rider required)', change: 'added' },
      { title: 'Fees within the agreed prices', text: 'Removed', change: 'removed' },
      {
        title: 'Diagnoses not excluded',
        text: 'Removed (was excluded C, O80)',
        change: 'removed',
      },
    ]);
    expect(ruleChangeSummary(null, { straightThrough: false, rules: [LIMIT] })).toBe(
      'Total under a limit: Added (limit S$ 25,000.00)',
    );
  });

  it('says so when nothing changes', () => {
    expect(ruleChangeLines(BEFORE, BEFORE)).toEqual([]);
    expect(ruleChangeSummary(BEFORE, BEFORE)).toBe('No change from the version in force.');
  });
});
