import { useController } from 'react-hook-form';
import { FormField } from '../form/form-field';

/**
 * A short text the patient's records hold (the NRIC's last characters), as the kit's text field,
 * from the kit's parts rather than its <Field>: <Field> brings every control of the kit (Floating
 * UI, the phone numbers), which a link's first screen on a phone must not wait for (issue 27).
 */
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
