import { type BaseSyntheticEvent, useRef } from 'react';
import type {
  FieldValues,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from 'react-hook-form';

/**
 * A form's submit handler that does not run again while it runs. The form's busy state disables
 * its button only at the next render, and a second submit (a quick second Enter, a click on
 * another submit button) can come before that; this lock is set at the submit itself. The second
 * click of a double click is refused by the submit button itself (`Button`), however fast the
 * answer to the first. Once the handler ends, the form can be sent again (a retry).
 */
export function useSubmitOnce<Values extends FieldValues, Context, Checked extends FieldValues>(
  form: UseFormReturn<Values, Context, Checked>,
  onValid: SubmitHandler<Checked>,
  onInvalid?: SubmitErrorHandler<Values>,
) {
  const running = useRef(false);
  return async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await form.handleSubmit(onValid, onInvalid)(event);
    } finally {
      running.current = false;
    }
  };
}
