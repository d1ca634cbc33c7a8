import { SESSION_POLICY } from '@preauth/shared';

export type IdlePhase =
  | { phase: 'unknown' }
  | { phase: 'active'; warnInMs: number }
  | { phase: 'warning'; msLeft: number }
  | { phase: 'ended' };

/**
 * Where the session stands on the server's idle clock, seen from the client: the server ends a
 * session `idleTimeoutMs` after its last use, which it records at most every
 * `lastUseResolutionMs`; so the client counts from the last answered call and ends that much
 * earlier, never after the server has. `unknown` until a call of the session has been answered.
 */
export function idlePhase(lastActiveAt: number | null, now: number): IdlePhase {
  if (lastActiveAt === null) return { phase: 'unknown' };
  const endsAt = lastActiveAt + SESSION_POLICY.idleTimeoutMs - SESSION_POLICY.lastUseResolutionMs;
  const msLeft = endsAt - now;
  if (msLeft <= 0) return { phase: 'ended' };
  if (msLeft <= SESSION_POLICY.idleWarningMs) return { phase: 'warning', msLeft };
  return { phase: 'active', warnInMs: msLeft - SESSION_POLICY.idleWarningMs };
}

/** "4:05": minutes and seconds left, rounded up so the count reaches 0:00 as the session ends. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
