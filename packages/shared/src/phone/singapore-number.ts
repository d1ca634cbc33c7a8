/**
 * Singapore's 8-digit numbers from 3, 6, 8 or 9 (mobile, fixed line, VoIP), which the numbering
 * plan's international format groups 4 and 4. Written out here so that a screen showing one (the
 * case page's policyholder) need not load the numbering plans' metadata (about 30 KB of gzip,
 * issue 27). It is the plans' own format for each of them (a test checks); 800 begins a toll-free
 * number, which they group otherwise, so it is left to them.
 */
const SINGAPORE_NUMBER = /^\+65(?!800)([3689]\d{3})(\d{4})$/;

/** `+6591234567` as `+65 9123 4567`; null for any other number. */
export function displaySingaporeNumber(value: string): string | null {
  const match = SINGAPORE_NUMBER.exec(value);
  return match ? `+65 ${match[1]} ${match[2]}` : null;
}
