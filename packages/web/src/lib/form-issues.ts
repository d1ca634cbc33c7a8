import type { FieldIssue } from '@preauth/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field issues (400 VALIDATION_FAILED `issues`) on the matching form fields.
 * Returns true when at least one issue matched a field.
 */
export function applyFieldIssues<T extends FieldValues>(
  issues: FieldIssue[] | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const issue of issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
}
