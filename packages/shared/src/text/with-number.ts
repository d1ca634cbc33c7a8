/**
 * A name with its number in brackets, as every screen and document shows a policy, rider or
 * clinic: 'Shield Plan (POL1)'; the name alone without a number, null without a name.
 */
export function withNumber(name: string, number: string | null): string;
export function withNumber(name: string | null, number: string | null): string | null;
export function withNumber(name: string | null, number: string | null): string | null {
  if (!name) return null;
  return number ? `${name} (${number})` : name;
}
