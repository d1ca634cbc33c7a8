import type { FocusEvent } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import './range-field.css';
import { fieldDescription } from './form-field';

type RangeFieldProps = {
  id: string;
  /** Submitted as two numbers, `${name}From` and `${name}To`. */
  name: string;
  label: string;
  hint?: string;
  control?: Control<FieldValues>;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
};

const toNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * The generic 'range' type: a pair of numbers, from and to. The specification names the type
 * without describing it; we read it as the numeric twin of the date range, so it follows the same
 * two rules: the values are submitted as two fields named by appending From and To, and the two
 * are swapped when the start is later than the end (done when focus leaves the pair).
 */
export function RangeField({
  id,
  name,
  label,
  hint,
  control,
  min,
  max,
  step,
  disabled,
}: RangeFieldProps) {
  const from = useController({ control, name: `${name}From` as string, disabled });
  const to = useController({ control, name: `${name}To` as string, disabled });
  const errors = [from.fieldState.error?.message, to.fieldState.error?.message].filter(
    (message, index, all): message is string => !!message && all.indexOf(message) === index,
  );
  const description = fieldDescription(id, hint, errors.join(' '));

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const start = from.field.value as number | null;
    const end = to.field.value as number | null;
    if (start != null && end != null && start > end) {
      from.field.onChange(end);
      to.field.onChange(start);
    }
    from.field.onBlur();
    to.field.onBlur();
  };

  const input = (part: typeof from, suffix: 'from' | 'to', text: string) => (
    <label className="range-field__part">
      <span>{text}</span>
      <input
        ref={part.field.ref}
        id={`${id}-${suffix}`}
        name={part.field.name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        disabled={part.field.disabled}
        value={(part.field.value as number | null | undefined) ?? ''}
        onChange={(e) => part.field.onChange(toNumber(e.target.value))}
        aria-invalid={part.fieldState.error ? true : undefined}
        className="field__input"
      />
    </label>
  );

  return (
    <fieldset
      id={id}
      className="range-field field"
      aria-describedby={description.describedBy}
      onBlur={handleBlur}
    >
      <legend className="field__label">{label}</legend>
      {description.hint}
      <div className="range-field__parts">
        {input(from, 'from', 'From')}
        {input(to, 'to', 'To')}
      </div>
      {description.error}
    </fieldset>
  );
}
