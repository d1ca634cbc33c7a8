import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from '../form/form-field';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error shows beneath it and is announced with the field. */
export function TextField({ id, label, error, ref, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => <input {...inputProps} {...aria} ref={ref} className="field__input" />}
    </FormField>
  );
}
