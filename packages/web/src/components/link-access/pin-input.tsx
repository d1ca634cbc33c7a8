import { OTP_POLICY, pinDigitsOf } from '@preauth/shared';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FormField } from '../form/form-field';

/**
 * The PIN field of every PIN screen (001 §2, §5; 000 §2.8): a numeric keypad on phones, and only
 * ASCII digits, at most 6, are kept as typed or pasted, so a letter never reaches the check and
 * the form's schema (the one PIN rule) refuses fewer than 6 before a try is spent.
 */
export function PinInput({ name = 'otp' }: { name?: string }) {
  const id = `pin-${useId()}`;
  const { field, fieldState } = useController({ name });
  return (
    <FormField id={id} label="OTP" error={fieldState.error?.message}>
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          placeholder={`Enter ${OTP_POLICY.length} digits OTP here`}
          maxLength={OTP_POLICY.length}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(pinDigitsOf(event.target.value))}
          onBlur={field.onBlur}
          className="field__input"
        />
      )}
    </FormField>
  );
}
