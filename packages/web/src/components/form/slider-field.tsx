import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from './form-field';
import './slider-field.css';

type SliderFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  value: number | null | undefined;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  ref?: Ref<HTMLInputElement>;
};

/** A slider (input type range) with its current value shown beside it. */
export function SliderField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  ref,
  ...inputProps
}: SliderFieldProps) {
  const current = value ?? min;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <div className="slider-field">
          <input
            {...inputProps}
            {...aria}
            ref={ref}
            type="range"
            min={min}
            max={max}
            step={step}
            value={current}
            onChange={(e) => onChange(e.target.valueAsNumber)}
            className="slider-field__input"
          />
          <output className="slider-field__value" htmlFor={id}>
            {current}
          </output>
        </div>
      )}
    </FormField>
  );
}
