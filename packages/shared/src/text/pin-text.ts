import { z } from 'zod';

// Apart from text.ts, which the login page loads: only the PIN screens load this.
/**
 * A one-time PIN as typed: exactly `length` ASCII digits, untrimmed; anything else (full-width
 * digits, letters, a line break) is refused with `formatError` before it reaches a check, so it
 * never spends a try. `requiredError` is for an empty or missing value.
 */
export function pinText(length: number, requiredError: string, formatError: string) {
  return z
    .string({ error: requiredError })
    .min(1, requiredError)
    .regex(new RegExp(`^[0-9]{${length}}$`), formatError);
}
