/**
 * What audit entries say, for a test that no secret was written to them: their actions and
 * details. Their ids and hash chain are hex, where a PIN's six digits turn up by chance (once in
 * a CI run: "576402" inside an entry's hash).
 */
export const auditText = (entries: readonly { action: string; details: unknown }[]) =>
  JSON.stringify(entries.map(({ action, details }) => ({ action, details })));
