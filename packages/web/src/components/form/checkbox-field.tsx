import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './checkbox-field.css';
import { fieldDescription } from './form-field';

type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'checked' | 'onChange' | 'type'
> & {
  id: string;
  /** Text, or text with a link (e.g. to terms that open in a modal). */
  label: ReactNode;
  hint?: string;
  error?: string | undefined;
  value: boolean | null | undefined;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * One yes/no checkbox (a consent, "notify me"), its label after the box as people expect, and
 * its error beneath.
 */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const description = fieldDescription(id, hint, error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="checkbox-field">
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={description.describedBy}
          className="checkbox-field__input"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {description.hint}
      {description.error}
    </div>
  );
}
