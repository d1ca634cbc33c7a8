import type { FocusEvent, ReactNode, Ref } from 'react';
import './choice-group.css';
import { fieldDescription } from './form-field';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

type CommonProps = {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  /**
   * A 'none' answer (specification 000 §2.12): choosing it clears the other choices, choosing
   * another clears it. Its value is submitted like any option's, so "none" differs from "not
   * answered".
   */
  noneOption?: { value: string; label: ReactNode };
  /** Called when focus leaves the group, so the form validates on blur as for any field. */
  onBlur?: () => void;
  /** Given the first input, so the form can focus the group when it has an error. */
  ref?: Ref<HTMLInputElement>;
};

export type CheckboxGroupProps = CommonProps & {
  type: 'checkbox';
  value: readonly string[];
  onChange: (value: string[]) => void;
  /**
   * Label of an 'all' checkbox: checking it selects every enabled option, unchecking clears
   * them, and it shows checked when all are. It is not a value of its own.
   */
  allOption?: ReactNode;
};

export type RadioGroupProps = CommonProps & {
  type: 'radio';
  value: string;
  onChange: (value: string) => void;
};

export type ChoiceGroupProps = CheckboxGroupProps | RadioGroupProps;

/**
 * A group of checkboxes or radios in a fieldset named by its legend, with its error beneath.
 * Controlled: use it through a react-hook-form Controller (value + onChange + onBlur + ref).
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, legend, options, hint, error, disabled, noneOption, onBlur, ref } = props;
  const description = fieldDescription(id, hint, error);
  const selected: readonly string[] =
    props.type === 'checkbox' ? props.value : props.value ? [props.value] : [];
  const isChecked = (value: string) => selected.includes(value);

  const choose = (value: string, checked: boolean) => {
    if (props.type === 'radio') return props.onChange(value);
    if (noneOption && value === noneOption.value) {
      return props.onChange(checked ? [value] : []);
    }
    const others = props.value.filter((v) => v !== value && v !== noneOption?.value);
    props.onChange(checked ? orderLike(options, [...others, value]) : others);
  };

  const enabledValues = options.filter((o) => !o.disabled).map((o) => o.value);
  const allChecked = enabledValues.length > 0 && enabledValues.every(isChecked);
  const someChecked = enabledValues.some(isChecked);
  const chooseAll = (checked: boolean) => {
    if (props.type !== 'checkbox') return;
    // Disabled options keep their state: the user cannot change them one by one either.
    const lockedOn = options.filter((o) => o.disabled && isChecked(o.value)).map((o) => o.value);
    props.onChange(orderLike(options, checked ? [...lockedOn, ...enabledValues] : lockedOn));
  };

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const inputProps = {
    type: props.type,
    name,
    'aria-invalid': error ? (true as const) : undefined,
  };
  const rows: ReactNode[] = [];
  if (props.type === 'checkbox' && props.allOption) {
    rows.push(
      <label key="all" className="choice-group__choice choice-group__choice--all">
        <input
          {...inputProps}
          id={`${id}-all`}
          checked={allChecked}
          ref={(el) => {
            // Some, not all: a mixed state, as a screen reader announces it.
            if (el) el.indeterminate = someChecked && !allChecked;
          }}
          onChange={(e) => chooseAll(e.target.checked)}
        />
        <span>{props.allOption}</span>
      </label>,
    );
  }
  options.forEach((option, index) => {
    rows.push(
      <label key={option.value} className="choice-group__choice">
        <input
          {...inputProps}
          id={`${id}-${index}`}
          ref={index === 0 ? ref : undefined}
          value={option.value}
          checked={isChecked(option.value)}
          disabled={option.disabled}
          onChange={(e) => choose(option.value, e.target.checked)}
        />
        <span>{option.label}</span>
      </label>,
    );
  });
  if (noneOption) {
    rows.push(
      <label key="none" className="choice-group__choice choice-group__choice--none">
        <input
          {...inputProps}
          id={`${id}-none`}
          value={noneOption.value}
          checked={isChecked(noneOption.value)}
          onChange={(e) => choose(noneOption.value, e.target.checked)}
        />
        <span>{noneOption.label}</span>
      </label>,
    );
  }

  return (
    <fieldset
      id={id}
      role={props.type === 'radio' ? 'radiogroup' : undefined}
      className={`choice-group${error ? ' choice-group--invalid' : ''}`}
      disabled={disabled}
      aria-describedby={description.describedBy}
      onBlur={handleBlur}
    >
      <legend className="field__label">{legend}</legend>
      {description.hint}
      <div className="choice-group__choices">{rows}</div>
      {description.error}
    </fieldset>
  );
}

/** The chosen values in the order of the options, so the submitted array is stable. */
function orderLike(options: readonly ChoiceOption[], values: readonly string[]): string[] {
  const set = new Set(values);
  return options.filter((o) => set.has(o.value)).map((o) => o.value);
}
