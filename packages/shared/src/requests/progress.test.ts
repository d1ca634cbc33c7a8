import { describe, expect, it } from 'vitest';
import { progressSteps } from './progress';
import type { StatusCode } from './statuses';

const at = (statusCode: StatusCode, createdOn = '2026-11-20T02:00:00.000Z') => ({
  statusCode,
  createdOn,
});
const labels = (codes: StatusCode[]) => progressSteps(codes.map((c) => at(c))).map((s) => s.label);

describe('progressSteps', () => {
  it('follows PEN with Submitted, Processing and Decision', () => {
    expect(labels(['PEN'])).toEqual([
      'Pending Authorization',
      'Submitted',
      'Processing',
      'Decision',
    ]);
  });

  it('follows SUB with Processing and Decision, and PRO with Decision', () => {
    expect(labels(['SUB'])).toEqual(['Submitted', 'Processing', 'Decision']);
    expect(labels(['SUB', 'PRO'])).toEqual(['Submitted', 'Processing', 'Decision']);
  });

  it("prefixes a terminal status with 'Decision - ' and adds nothing after it", () => {
    expect(labels(['SUB', 'PRO', 'APP'])).toEqual([
      'Submitted',
      'Processing',
      'Decision - Approved',
    ]);
    expect(labels(['SUB', 'CAN'])).toEqual(['Submitted', 'Decision - Cancelled']);
  });

  it('keeps the history dates and leaves the placeholders undated', () => {
    const steps = progressSteps([at('SUB', '2026-11-20T02:00:00.000Z')]);
    expect(steps[0]).toEqual({
      label: 'Submitted',
      statusCode: 'SUB',
      createdOn: '2026-11-20T02:00:00.000Z',
    });
    expect(steps.slice(1).every((s) => s.createdOn === null && s.statusCode === null)).toBe(true);
  });

  it('shows nothing for an empty history', () => {
    expect(progressSteps([])).toEqual([]);
  });
});
