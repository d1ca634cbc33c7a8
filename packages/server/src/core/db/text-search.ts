import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, with the user's own %, _ and \ taken literally. */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of the columns contains the text, ignoring case; no condition for empty text. */
export function containsText(text: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  if (!text) return undefined;
  return or(...columns.map((column) => ilike(column, containingPattern(text))));
}
