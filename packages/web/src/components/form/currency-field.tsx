import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
  useState,
} from 'react';
import { FormField } from './form-field';
import { formatMoney, parseMoneyInput } from '@preauth/shared';

type CurrencyFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue'
> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The amount as a decimal string ('12345.60'), '' when empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount in Singapore dollars: shown 'S$ 12,345.60' once the user leaves the field, submitted
 * as the decimal string '12345.60' (never a float). What cannot be read as an amount is passed
 * on as typed, so the form's schema can say so.
 */
export function CurrencyField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  ref,
  ...inputProps
}: CurrencyFieldProps) {
  const current = value ?? '';
  const [text, setText] = useState(() => formatMoney(current));
  const [shownValue, setShownValue] = useState(current);
  // The form changed the value (reset, setValue): show the new amount, formatted.
  if (current !== shownValue) {
    setShownValue(current);
    if ((parseMoneyInput(text) ?? text.trim()) !== current) setText(formatMoney(current));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const amount = parseMoneyInput(typed) ?? typed.trim();
    setText(typed);
    setShownValue(amount);
    onChange(amount);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const amount = parseMoneyInput(text);
    if (amount !== null) setText(formatMoney(amount));
    onBlur?.(event);
  };

  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...inputProps}
          {...aria}
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={handleChange}
          onBlur={handleBlur}
          className="field__input"
        />
      )}
    </FormField>
  );
}
