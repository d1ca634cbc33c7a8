import type { z } from 'zod';

/**
 * The JSON kept under `key` in `storage`, parsed by `schema`; null when it is missing, is not JSON
 * or is not what the schema wants (an older version's shape, a hand edit), so the reader starts
 * afresh instead of failing.
 */
export function readStoredJson<S extends z.ZodType>(
  storage: Storage,
  key: string,
  schema: S,
): z.output<S> | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
