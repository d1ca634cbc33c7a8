import { type CountryCode, PHONE_LIMITS } from '@preauth/shared';
import { AsYouType } from 'libphonenumber-js';
import type { ChangeEvent, ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FormField } from './form-field';
import { caretAfterReformat, useCaret } from './input-caret';
import './phone-field.css';

type PhoneFieldProps<T extends FieldValues> = {
  /**
   * The form field. Its value is the text as shown ('9123 4567'); the form's resolver turns it
   * into E.164 ('+6591234567') with the shared `phoneNumberSchema(defaultCountry)`, so the same
   * schema checks it on the server.
   */
  name: FieldPath<T>;
  control?: Control<T>;
  label: string;
  /** Defaults to the field's name. */
  id?: string;
  hint?: ReactNode;
  /** The country whose national format the typed number is read and shown in; '+' overrides it. */
  defaultCountry?: CountryCode;
  /** A decorative icon shown inside the field, before the number. */
  icon?: ReactNode;
  disabled?: boolean;
};

/** Formats what was typed as a phone number of `country`, as the user types it. */
export function formatPhoneInput(typed: string, country: CountryCode): string {
  return new AsYouType(country).input(typed);
}

/**
 * A phone number, reformatted on every change for its country (specification 000 §2.12 "Phone
 * field"), with the field's error beside it rather than beneath.
 */
export function PhoneField<T extends FieldValues>({
  name,
  control,
  label,
  id = name,
  hint,
  defaultCountry = PHONE_LIMITS.defaultCountry,
  icon,
  disabled,
}: PhoneFieldProps<T>) {
  const { field, fieldState } = useController({ name, control, disabled });
  const { inputRef, placeCaret } = useCaret();
  // Formatted on display too, so a stored E.164 value ('+6591234567') reads '+65 9123 4567'.
  const shown = formatPhoneInput((field.value as string | null | undefined) ?? '', defaultCountry);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const formatted = formatPhoneInput(typed, defaultCountry);
    placeCaret(caretAfterReformat(typed, event.target.selectionStart ?? typed.length, formatted));
    field.onChange(formatted);
  };

  return (
    <div className="phone-field">
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={fieldState.error?.message}
        errorPlacement="beside"
      >
        {(aria) => (
          <div className={`phone-field__control${icon ? ' phone-field__control--icon' : ''}`}>
            {icon && (
              <span className="phone-field__icon" aria-hidden="true">
                {icon}
              </span>
            )}
            <input
              {...aria}
              ref={(element) => {
                inputRef.current = element;
                field.ref(element);
              }}
              className="field__input phone-field__input"
              name={field.name}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_LIMITS.inputMax}
              value={shown}
              onChange={onChange}
              onBlur={field.onBlur}
              disabled={field.disabled}
            />
          </div>
        )}
      </FormField>
    </div>
  );
}
