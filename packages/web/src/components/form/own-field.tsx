import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroup } from './choice-group';
import { CurrencyField } from './currency-field';
import { FormField } from './form-field';
import { RangeField } from './range-field';
import type { SelectOption } from './select';
import { SliderField } from './slider-field';
import { TextareaField } from './textarea-field';

/** The generic field types this file renders itself. */
export type OwnFieldType =
  | 'text'
  | 'password'
  | 'number'
  | 'slider'
  | 'range'
  | 'checkbox'
  | 'radio'
  | 'textarea'
  | 'currency'
  | 'hidden';

export type OwnFieldProps<T extends FieldValues = FieldValues> = {
  type: OwnFieldType;
  /** The form value's name ('range' submits `${name}From` and `${name}To`). */
  name: string;
  /** Required for every visible type; a hidden field has none. */
  label?: string;
  hint?: string;
  id?: string;
  /** The form's control; without it the field uses the surrounding FormProvider. */
  control?: Control<T>;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** checkbox (a group when given), radio, select. */
  options?: readonly SelectOption[];
  allOption?: string;
  noneOption?: { value: string; label: string };
  /** number, slider, range. */
  min?: number;
  max?: number;
  step?: number;
  /** textarea (and text). */
  maxLength?: number;
  blockedKeys?: readonly string[];
};

/** Props once the control is widened to the untyped form (the name is a string anyway). */
type InnerProps = Omit<OwnFieldProps, 'control' | 'id' | 'label'> & {
  id: string;
  label: string;
  control?: Control<FieldValues>;
};

/**
 * The generic field types whose controls this file holds (`<Field>` adds the delegated ones):
 * a form with only these does not load the date, phone, dropdown and upload controls (issue 27:
 * the phone numbers' metadata alone is 30 KB of gzip).
 */
export function OwnField<T extends FieldValues>({
  control,
  id,
  label = '',
  ...props
}: OwnFieldProps<T>) {
  const generatedId = useId();
  const inner: InnerProps = {
    ...props,
    id: id ?? `field-${generatedId}`,
    label,
    // Every control below reads the form by name, so the values' type is not needed there.
    control: control as Control<FieldValues> | undefined,
  };
  switch (props.type) {
    case 'range':
      return <RangeField {...inner} />;
    case 'hidden':
      return <HiddenField {...inner} />;
    default:
      return <ControlledField {...inner} />;
  }
}

function HiddenField({ name, control, disabled }: InnerProps) {
  const { field } = useController({ control, name, disabled });
  return <input type="hidden" name={field.name} value={String(field.value ?? '')} />;
}

function ControlledField(props: InnerProps) {
  const { id, name, label, hint, control, disabled } = props;
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  const common = { id, label, hint, error, name: field.name, onBlur: field.onBlur, ref: field.ref };

  switch (props.type) {
    case 'textarea':
      return (
        <TextareaField
          {...common}
          disabled={field.disabled}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          blockedKeys={props.blockedKeys}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
        />
      );
    case 'currency':
      return (
        <CurrencyField
          {...common}
          disabled={field.disabled}
          placeholder={props.placeholder}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
        />
      );
    case 'slider':
      return (
        <SliderField
          {...common}
          disabled={field.disabled}
          min={props.min}
          max={props.max}
          step={props.step}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
        />
      );
    case 'checkbox':
    case 'radio':
      if (props.type === 'checkbox' && !props.options) {
        return (
          <CheckboxField
            {...common}
            disabled={field.disabled}
            value={field.value as boolean | null | undefined}
            onChange={field.onChange}
          />
        );
      }
      return <ChoiceGroupField {...props} field={field} error={error} />;
    default:
      return <InputField {...props} field={field} error={error} />;
  }
}

type FieldBinding = ReturnType<typeof useController>['field'];

function ChoiceGroupField({
  id,
  label,
  hint,
  type,
  options = [],
  allOption,
  noneOption,
  field,
  error,
}: InnerProps & { field: FieldBinding; error: string | undefined }) {
  const common = {
    id,
    name: field.name,
    legend: label,
    hint,
    error,
    options,
    noneOption,
    disabled: field.disabled,
    onBlur: field.onBlur,
    ref: field.ref,
  };
  return type === 'radio' ? (
    <ChoiceGroup
      {...common}
      type="radio"
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
    />
  ) : (
    <ChoiceGroup
      {...common}
      type="checkbox"
      allOption={allOption}
      value={(field.value as string[] | null | undefined) ?? []}
      onChange={field.onChange}
    />
  );
}

/** text, password and number: a plain input. A number is submitted as a number, null when empty. */
function InputField({
  id,
  label,
  hint,
  type,
  placeholder,
  autoComplete,
  min,
  max,
  step,
  maxLength,
  field,
  error,
}: InnerProps & { field: FieldBinding; error: string | undefined }): ReactNode {
  const isNumber = type === 'number';
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          type={type === 'password' ? 'password' : isNumber ? 'number' : 'text'}
          inputMode={isNumber ? 'decimal' : undefined}
          placeholder={placeholder}
          autoComplete={autoComplete}
          min={min}
          max={max}
          step={step}
          maxLength={maxLength}
          disabled={field.disabled}
          value={(field.value as string | number | null | undefined) ?? ''}
          onChange={(e) => {
            if (!isNumber) return field.onChange(e.target.value);
            const n = e.target.valueAsNumber;
            field.onChange(Number.isNaN(n) ? null : n);
          }}
          onBlur={field.onBlur}
          className="field__input"
        />
      )}
    </FormField>
  );
}
