import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '../ui/button';

/**
 * The submit button of a form in a FormProvider: busy and disabled while the form's submit
 * handler runs, so a double click submits once. The handler must return the call's promise.
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" isLoading={isSubmitting}>
      {children}
    </Button>
  );
}
