import type { AuthenticatedUser } from '../../core/http/context';

/**
 * How long a session read from the database is trusted without reading it again: the bound on
 * how late another server process notices a logout (docs/decisions/030-a-per-process-session-cache-trusted-for-5-seconds.md).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Beyond this many sessions, stale entries go first, then the oldest. */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: AuthenticatedUser;
  /** The idle clock as the database (or this process's own refresh of it) last said. */
  lastSeenAt: Date;
  expiresAt: Date;
  /** When the database last confirmed the session open, in the injected clock's milliseconds. */
  checkedAt: number;
}

/**
 * Validated sessions of this process, keyed by the token's HMAC (never the token), so an
 * authenticated call within the TTL costs no database round trip.
 */
export function createSessionCache() {
  const entries = new Map<string, CachedSession>();

  function evict(nowMs: number) {
    for (const [key, entry] of entries) {
      if (nowMs - entry.checkedAt >= SESSION_CACHE_TTL_MS) entries.delete(key);
    }
    // Map keeps insertion order, and `put` reinserts: the first key is the longest unconfirmed.
    while (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    /** The session if the database confirmed it open less than the TTL ago. */
    fresh(tokenHash: string, nowMs: number): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (entry && nowMs - entry.checkedAt < SESSION_CACHE_TTL_MS) return entry;
      return undefined;
    },
    put(tokenHash: string, entry: CachedSession) {
      entries.delete(tokenHash);
      if (entries.size >= MAX_ENTRIES) evict(entry.checkedAt);
      entries.set(tokenHash, entry);
    },
    forget(tokenHash: string) {
      entries.delete(tokenHash);
    },
    /** Drops every entry of the session (logout on this process counts at once). */
    forgetSession(sessionId: string) {
      for (const [key, entry] of entries) {
        if (entry.user.sessionId === sessionId) entries.delete(key);
      }
    },
  };
}
