import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testLogDir } from '../test-logs';

/**
 * Runs after the whole server suite (its own Vitest project, a later group): every line the test
 * servers logged is searched for personal data that must never reach a log.
 */
const PERSONAL_DATA: [what: string, pattern: RegExp][] = [
  ['an NRIC or FIN', /\b[STFGM]\d{7}[A-Z]\b/i],
  ['a date (of birth)', /\b\d{4}-\d{2}-\d{2}\b|\b\d{2}[-/]\d{2}[-/]\d{4}\b/],
  ['a one-time PIN', /(?<![\w-])\d{6}(?![\w-])/],
];

/**
 * Not personal data: request references (PA2026-000042; their six digits are not a PIN), and the
 * holiday a path names (`/api/adjudication/holidays/2026-12-25`: a public date, not a birth date).
 */
const NOT_PERSONAL = /\bPA\d{4}-\d{6}\b|\/api\/adjudication\/holidays\/\d{4}-\d{2}-\d{2}\b/g;

/**
 * Every string value of a logged line, at any depth (numbers are times, ids, durations). Stack
 * traces are left out: their first line is the error's message, logged beside them, and the rest
 * are code positions whose column numbers look like PINs.
 */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'stack' ? [] : strings(inner)));
  }
  return [];
}

function loggedLines(): string[] {
  const dir = testLogDir();
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.log'))
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n'))
    .filter(Boolean);
}

describe("the server suite's log output", () => {
  const lines = loggedLines();

  it('was written (the suite ran before this check)', () => {
    expect(lines.length).toBeGreaterThan(100);
  });

  it.each(PERSONAL_DATA)('holds no %s', (_what, pattern) => {
    const found = lines.filter((line) =>
      strings(JSON.parse(line)).some((text) => pattern.test(text.replace(NOT_PERSONAL, ''))),
    );
    expect(found.slice(0, 5)).toEqual([]);
  });
});
