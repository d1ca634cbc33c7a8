import { SESSION_POLICY } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { formatCountdown, idlePhase } from './idle-clock';

const MINUTE = 60_000;
const lastCall = Date.UTC(2026, 10, 23, 9, 0);
const at = (minutes: number) => lastCall + minutes * MINUTE;

describe('the idle clock', () => {
  it('knows nothing before a call of the session was answered', () => {
    expect(idlePhase(null, at(0))).toEqual({ phase: 'unknown' });
  });

  it('ends a minute before the server’s 30 minutes, which may count from a minute earlier', () => {
    expect(SESSION_POLICY.idleTimeoutMs).toBe(30 * MINUTE);
    expect(idlePhase(lastCall, at(28.99)).phase).toBe('warning');
    expect(idlePhase(lastCall, at(29))).toEqual({ phase: 'ended' });
  });

  it('warns five minutes before the end', () => {
    expect(idlePhase(lastCall, at(10))).toEqual({ phase: 'active', warnInMs: 14 * MINUTE });
    expect(idlePhase(lastCall, at(23.9)).phase).toBe('active');
    expect(idlePhase(lastCall, at(24))).toEqual({ phase: 'warning', msLeft: 5 * MINUTE });
  });

  it('counts down in minutes and seconds, reaching 0:00 at the end', () => {
    expect(formatCountdown(5 * MINUTE)).toBe('5:00');
    expect(formatCountdown(65_001)).toBe('1:06');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
