/*
 * A salutation typed before a name ("Dr Tan", "Dr. Tan", "doctor tan"): the records hold names
 * without it, so a search for the whole text would find nobody.
 */
const SALUTATION = /^(?:dr\.?|doctor)(?:\s+|\.)(?=\S)/i;

/**
 * The search text without a leading salutation. A salutation alone ("Dr") is kept: it may be the
 * start of a name ("Drew").
 */
export function withoutSalutation(text: string): string {
  return text.replace(SALUTATION, '');
}
