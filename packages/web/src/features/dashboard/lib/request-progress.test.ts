import { describe, expect, it } from 'vitest';
import { progressText, windowLeftText } from './request-progress';

describe('where a request stands', () => {
  it('names its step of the Main Flow, or the authorisation it waits for before it', () => {
    expect(progressText('SUB')).toBe('Step 1 of 3: Submitted');
    expect(progressText('PEN-AI')).toBe('Step 2 of 3: Processing');
    expect(progressText('REJ')).toBe('Step 3 of 3: Rejected');
    expect(progressText('PEN')).toBe("Waiting for the policyholder's authorisation");
  });
});

describe('the time left of a response window', () => {
  const end = '2026-11-29T09:00:00.000Z';
  const hoursBefore = (hours: number) => new Date(end).getTime() - hours * 3_600_000;

  it('says the whole days and hours left', () => {
    expect(windowLeftText(end, hoursBefore(53.5))).toBe('2 days 5 hours left');
    expect(windowLeftText(end, hoursBefore(48))).toBe('2 days left');
    expect(windowLeftText(end, hoursBefore(25))).toBe('1 day 1 hour left');
    expect(windowLeftText(end, hoursBefore(3))).toBe('3 hours left');
  });

  it('says less than an hour rather than 0, and ended once it has', () => {
    expect(windowLeftText(end, hoursBefore(0.5))).toBe('Less than 1 hour left');
    expect(windowLeftText(end, hoursBefore(0))).toBe('Ended');
    expect(windowLeftText(end, hoursBefore(-2))).toBe('Ended');
  });
});
