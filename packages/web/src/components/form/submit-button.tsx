import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '../ui/button';

/**
 * The submit button of a form in a FormProvider: busy and disabled while the form's submit
 * handler runs, so a double click submits once. The handler must return the call's promise.
 * `disabled`: nothing to submit (a PIN that can no longer be used).
 */
export function SubmitButton({
  children,
  disabled = false,
}: {
  children: ReactNode;
  disabled?: boolean;
}) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" isLoading={isSubmitting} disabled={disabled}>
      {children}
    </Button>
  );
}
