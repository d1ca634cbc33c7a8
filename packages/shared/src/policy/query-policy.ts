/** Client query cache and retry rules (document 000 section 9). */
export const QUERY_POLICY = {
  gcTimeMs: 5 * 60 * 1000,
  staleTimeMs: 20 * 60 * 1000,
  readRetries: 3,
  writeRetries: 0,
  linkCheckRetries: 1,
  maxRetryDelayMs: 30_000,
} as const;

/** Delay before retry number `attempt` (0-based): min(1000 × 2^attempt, 30000) ms. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_POLICY.maxRetryDelayMs);
}

/** Toast behaviour of section 2.12. */
export const TOAST_POLICY = {
  maxVisible: 20,
  position: 'top-center',
  gutterPx: 8,
  maxWidthPx: 350,
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
  removeDelayMs: 1000,
} as const;
