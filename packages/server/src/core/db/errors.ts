/**
 * The unique index or constraint a failed statement violated, or null for any other error. Both
 * drivers report PostgreSQL's SQLSTATE and constraint name; drizzle wraps them in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : null;
  }
  return null;
}
