import type { Clock } from '../../../core/security/clock';

interface Entry<T> {
  /** When the read began, in the injected clock's milliseconds. */
  readAt: number;
  value: Promise<T>;
}

/**
 * An insurer's data as this process last read it (its holiday dates, its clocks), for the work
 * queue, so a queue call within `ttlMs` runs no statement for it. A change made through this
 * process forgets the insurer's entry at once (`forget`, after its transaction commits). One
 * entry per insurer that asked: nothing to evict.
 */
export function createInsurerCache<T>(
  clock: Clock,
  ttlMs: number,
  read: (insurerId: string) => Promise<T>,
) {
  const entries = new Map<string, Entry<T>>();
  return {
    /** The insurer's value, read again when the TTL has run out (or the clock went back). */
    get(insurerId: string): Promise<T> {
      const now = clock.now().getTime();
      const cached = entries.get(insurerId);
      if (cached && now >= cached.readAt && now - cached.readAt < ttlMs) return cached.value;
      // The pending read is kept, so the calls of one moment share it; a failed one is not.
      const entry: Entry<T> = { readAt: now, value: read(insurerId) };
      entries.set(insurerId, entry);
      entry.value.catch(() => {
        if (entries.get(insurerId) === entry) entries.delete(insurerId);
      });
      return entry.value;
    },
    /**
     * Forgets the insurer's entry. Called after a change commits: a read begun before that is
     * dropped with its entry, and the next call reads the committed table.
     */
    forget(insurerId: string) {
      entries.delete(insurerId);
    },
  };
}
