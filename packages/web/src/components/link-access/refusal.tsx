import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { applyFieldIssues } from '../../lib/form-issues';

/**
 * One message, in one place, per failure (issue 25): a refusal that names a field of the form
 * shows on that field only, any other above the form; an edit takes the one above away, so it
 * never stands beside the field's next message.
 */
export function useRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const { unsubscribe } = form.watch(() => setMessage(null));
    return unsubscribe;
  }, [form]);
  return {
    /** The refusal shown above the form, if any. */
    message,
    show(refused: ApiError) {
      const onField = applyFieldIssues(refused.body?.issues, fields, form.setError);
      setMessage(onField ? null : errorMessage(refused, 'write'));
    },
    clear: () => setMessage(null),
  };
}

/** A refusal shown above a form (`useRefusal`'s message), or nothing. */
export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert--error" role="alert">
      {message}
    </div>
  );
}
