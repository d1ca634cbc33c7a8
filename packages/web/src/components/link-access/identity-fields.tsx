import { useController } from 'react-hook-form';
import { DATE_HINT, DateTextInput } from '../form/date-text-input';
import { FormField } from '../form/form-field';
import type { IsoDate } from '../form/date-input';

/**
 * The two fields of a link's identity check, from the form kit's parts rather than its <Field>:
 * <Field> brings every control of the kit (the calendar, Floating UI, the phone numbers), which
 * the link's first screen on a phone must not wait for (issue 27). A date of birth is typed
 * (DD-MM-YYYY), without the calendar.
 */
export function DateOfBirthField({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <FormField id={name} label={label} hint={DATE_HINT} error={fieldState.error?.message}>
      {(aria) => (
        <DateTextInput
          aria={aria}
          name={field.name}
          value={(field.value as IsoDate | null | undefined) ?? null}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          required
          ref={field.ref}
        />
      )}
    </FormField>
  );
}

/** A short text the patient's records hold (the NRIC's last characters), as the kit's text field. */
export function ShortTextField({
  name,
  label,
  maxLength,
}: {
  name: string;
  label: string;
  maxLength: number;
}) {
  const { field, fieldState } = useController({ name });
  return (
    <FormField id={name} label={label} error={fieldState.error?.message}>
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          type="text"
          autoComplete="off"
          maxLength={maxLength}
          disabled={field.disabled}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className="field__input"
        />
      )}
    </FormField>
  );
}
