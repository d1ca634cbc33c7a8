import { useMergeRefs } from '@floating-ui/react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  useController,
  type UseControllerProps,
} from 'react-hook-form';
import { DropdownList } from './dropdown-list';
import {
  type DropdownItem,
  initialActiveIndex,
  nextActiveIndex,
  optionDomId,
  typeaheadIndex,
} from './dropdown-navigation';
import { FormField } from './form-field';
import { ListPanel, useListPanel } from './list-panel';
import { useTypeahead } from './typeahead';
import './select.css';

export type SelectOption = DropdownItem;

export type SelectProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOption extends SelectOption = SelectOption,
> = UseControllerProps<TFieldValues, TName> & {
  /** The trigger's id; defaults to the field name. */
  id?: string;
  label: string;
  options: readonly TOption[];
  placeholder?: string;
  hint?: ReactNode;
  /** Multiple choice is not supported: such a select renders nothing (specification 000 §2.12). */
  multiple?: boolean;
  /** Makes the panel exactly as wide as the trigger. */
  matchWidth?: boolean;
  loading?: boolean;
  renderOption?: (option: TOption) => ReactNode;
  /** Called after the field's value changed to the chosen option. */
  onOptionChange?: (option: TOption) => void;
};

/**
 * A single-choice select bound to a react-hook-form field (select-only combobox pattern: the focus
 * stays on the trigger, the arrows move the highlighted option, typed letters open the panel and
 * jump to the first option starting with them, Enter or Space chooses it, Escape and a press
 * outside close the panel).
 */
export function Select<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOption extends SelectOption = SelectOption,
>({ multiple = false, ...props }: SelectProps<TFieldValues, TName, TOption>) {
  // The specification keeps the multiple-choice select as a stub that renders nothing.
  if (multiple) return null;
  return <SingleSelect {...props} />;
}

function SingleSelect<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOption extends SelectOption,
>({
  id: idProp,
  label,
  options,
  placeholder = 'Please select',
  hint,
  matchWidth = false,
  loading = false,
  renderOption,
  onOptionChange,
  ...controllerProps
}: Omit<SelectProps<TFieldValues, TName, TOption>, 'multiple'>) {
  const { field, fieldState } = useController(controllerProps);
  const id = idProp ?? field.name;
  const listId = `${id}-listbox`;
  const value = (field.value as string | null | undefined) ?? null;
  const selected = options.find((option) => option.value === value);

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const onOpenChange = (next: boolean) => {
    if (next) setActive(initialActiveIndex(options, value));
    setOpen(next);
  };

  const { setReference, getReferenceProps, panel } = useListPanel({
    open,
    onOpenChange,
    matchWidth,
  });
  const triggerRef = useMergeRefs([setReference, field.ref]);

  const choose = (option: TOption) => {
    field.onChange(option.value);
    onOptionChange?.(option);
    setOpen(false);
  };

  const typeahead = useTypeahead();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const search = typeahead(event);
    if (search !== null) {
      event.preventDefault();
      if (!open) onOpenChange(true);
      // A closed select searches on from its value, as a native one does.
      const from = open ? active : options.findIndex((option) => option.value === value);
      const match = typeaheadIndex(options, search, from);
      if (match >= 0) setActive(match);
      return;
    }
    const opener = ['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key);
    if (!open) {
      if (opener) {
        event.preventDefault();
        onOpenChange(true);
      }
      return;
    }
    const next = nextActiveIndex(options, active, event.key);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Prevented, so the keyboard does not also "click" the trigger and reopen the panel.
      event.preventDefault();
      const option = loading ? undefined : options[active];
      if (option && !option.disabled) choose(option);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <>
      <FormField id={id} label={label} error={fieldState.error?.message} hint={hint}>
        {(aria) => (
          <button
            {...aria}
            ref={triggerRef}
            type="button"
            role="combobox"
            name={field.name}
            disabled={field.disabled}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={
              open && !loading && active >= 0 ? optionDomId(listId, active) : undefined
            }
            className="field__input select__trigger"
            {...getReferenceProps({
              onClick: () => onOpenChange(!open),
              onKeyDown,
              onBlur: field.onBlur,
            })}
          >
            <span className={selected ? 'select__value' : 'select__placeholder'}>
              {selected?.label ?? placeholder}
            </span>
            <span className="select__chevron" aria-hidden="true" />
          </button>
        )}
      </FormField>
      <ListPanel id={`${id}-panel`} {...panel}>
        <DropdownList
          id={listId}
          aria-label={label}
          items={options}
          value={value}
          loading={loading}
          renderItem={renderOption}
          activeIndex={active}
          onActiveIndexChange={setActive}
          onSelect={choose}
        />
      </ListPanel>
    </>
  );
}
