/**
 * Singapore NRIC/FIN check-digit rules. The demo data uses synthetic numbers that pass them, and
 * the identity checks mask numbers the way the PDPC advises (only the last 4 characters shown).
 */
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
const CHECK_LETTERS: Record<string, string> = {
  S: 'JZIHGFEDCBA',
  T: 'JZIHGFEDCBA',
  F: 'XWUTRQPNMLK',
  G: 'XWUTRQPNMLK',
  M: 'XWUTRQPNJLK',
};
const OFFSETS: Record<string, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };
const NRIC_PATTERN = /^[STFGM]\d{7}[A-Z]$/;

export function nricCheckLetter(prefix: string, digits: string): string {
  const letters = CHECK_LETTERS[prefix];
  if (!letters || !/^\d{7}$/.test(digits)) throw new Error('Not an NRIC/FIN prefix and 7 digits');
  const weighted = [...digits].reduce((sum, d, i) => sum + Number(d) * (WEIGHTS[i] ?? 0), 0);
  const index = (weighted + (OFFSETS[prefix] ?? 0)) % 11;
  return letters.charAt(index);
}

export function isValidNric(value: string): boolean {
  const nric = value.toUpperCase();
  if (!NRIC_PATTERN.test(nric)) return false;
  return nricCheckLetter(nric.charAt(0), nric.slice(1, 8)) === nric.charAt(8);
}

/** Shows only the last 4 characters, e.g. `S1234567D` becomes `*****567D`. */
export function maskNric(value: string): string {
  const visible = value.slice(-4);
  return '*'.repeat(Math.max(value.length - 4, 0)) + visible;
}
