/** The messages of a failed parse, by dotted path: what a form would show beside each field. */
export function messagesByPath(
  schema: {
    safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): Record<string, string> {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}
