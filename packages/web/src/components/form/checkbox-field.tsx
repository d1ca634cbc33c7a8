import type { InputHTMLAttributes, Ref } from 'react';
import './checkbox-field.css';

type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'checked' | 'onChange' | 'type'
> & {
  id: string;
  label: string;
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
          aria-describedby={describedBy}
          className="checkbox-field__input"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
