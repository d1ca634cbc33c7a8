import { useMergeRefs } from '@floating-ui/react';
import { FORM_LIMITS } from '@preauth/shared';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DropdownList, LOADING_TEXT } from './dropdown-list';
import {
  type DropdownItem,
  initialActiveIndex,
  nextActiveIndex,
  optionDomId,
} from './dropdown-navigation';
import { FormField } from './form-field';
import { ListPanel, useListPanel } from './list-panel';
import './autocomplete.css';

export type AutocompleteOption = DropdownItem;

/** The companion field that holds the shown text: `doctorId` → `doctorIdlabel` (spec 000 §2.12). */
export const labelFieldName = <N extends string>(name: N) => `${name}label` as const;

/** Field names of the form that have a companion label field, so both can be submitted. */
export type AutocompleteName<T extends FieldValues> = {
  [P in FieldPath<T>]: `${P}label` extends FieldPath<T> ? P : never;
}[FieldPath<T>];

export type AutocompleteProps<
  TFieldValues extends FieldValues,
  TName extends AutocompleteName<TFieldValues>,
  TOption extends AutocompleteOption = AutocompleteOption,
> = {
  /** The form's control; without it, the field uses the surrounding FormProvider. */
  control?: Control<TFieldValues>;
  /** The hidden value field; the typed or chosen text goes to `${name}label`. */
  name: TName;
  label: string;
  /** The input's id; defaults to the field name. */
  id?: string;
  /** The server lookup, called once typing has stopped for 500 ms (see `lookupOptions`). */
  loadOptions: (query: string) => Promise<readonly TOption[]>;
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  renderOption?: (option: TOption) => ReactNode;
  /** Called with the chosen option, or null once the user types over it. */
  onOptionChange?: (option: TOption | null) => void;
};

/** One pending call at a time: scheduling again restarts the wait. */
function createDebouncer(waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(run: () => void) {
      clearTimeout(timer);
      timer = setTimeout(run, waitMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/**
 * A text input that looks entries up on the server as the user types (WAI-ARIA combobox with a
 * listbox popup). Choosing an entry sets the hidden value field and the label field; typing sets
 * only the label field, so a name that is not in the list can still be submitted.
 */
export function Autocomplete<
  TFieldValues extends FieldValues,
  TName extends AutocompleteName<TFieldValues>,
  TOption extends AutocompleteOption = AutocompleteOption,
>({
  control,
  name,
  label,
  id: idProp,
  loadOptions,
  placeholder,
  hint,
  disabled,
  renderOption,
  onOptionChange,
}: AutocompleteProps<TFieldValues, TName, TOption>) {
  const { field: valueField, fieldState: valueState } = useController({ control, name, disabled });
  const { field: labelField, fieldState: labelState } = useController({
    control,
    // AutocompleteName guarantees the form has this field.
    name: labelFieldName(name) as FieldPath<TFieldValues>,
    disabled,
  });
  const id = idProp ?? name;
  const listId = `${id}-listbox`;
  const value = (valueField.value as string | null | undefined) || null;
  const text = (labelField.value as string | null | undefined) ?? '';

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<readonly TOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const [debouncer] = useState(() => createDebouncer(FORM_LIMITS.autocompleteDebounceMs));
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  // Only the answer to the latest query may fill the list; earlier ones can arrive later.
  const latestRequest = useRef(0);

  const { setReference, getReferenceProps, panel } = useListPanel({
    open,
    onOpenChange: setOpen,
    matchWidth: true,
  });
  // Both fields' refs: a form that finds either invalid (no entry chosen, or the text) focuses
  // the input, whose error is then heard as its description.
  const inputRef = useMergeRefs([setReference, labelField.ref, valueField.ref]);

  const load = async (search: string) => {
    const request = ++latestRequest.current;
    try {
      const found = await loadOptions(search);
      if (request !== latestRequest.current) return;
      setOptions(found);
      setFailed(false);
      setActive(initialActiveIndex(found, null));
    } catch {
      if (request !== latestRequest.current) return;
      setOptions([]);
      setFailed(true);
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  };

  const onType = (typed: string) => {
    labelField.onChange(typed);
    // The text no longer names the chosen entry.
    if (value) {
      valueField.onChange('');
      onOptionChange?.(null);
    }
    setQuery(typed);
    if (!typed.trim()) {
      debouncer.cancel();
      latestRequest.current++;
      setLoading(false);
      setOpen(false);
      return;
    }
    setLoading(true);
    setActive(-1);
    setOpen(true);
    debouncer.schedule(() => void load(typed));
  };

  const choose = (option: TOption) => {
    valueField.onChange(option.value);
    labelField.onChange(option.label);
    setQuery('');
    setOpen(false);
    onOptionChange?.(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (options.length > 0 || loading) {
          setActive(initialActiveIndex(options, value));
          setOpen(true);
        }
        return;
      }
      setActive(nextActiveIndex(options, active, event.key) ?? active);
    } else if (event.key === 'Enter' && open && !loading) {
      const option = options[active];
      if (option && !option.disabled) {
        // Choosing, not submitting the form.
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onBlur = () => {
    setOpen(false);
    labelField.onBlur();
    valueField.onBlur();
  };

  const showList = open && !loading && options.length > 0;
  const error = valueState.error?.message ?? labelState.error?.message;
  return (
    <>
      <FormField id={id} label={label} error={error} hint={hint}>
        {(aria) => (
          <div className="autocomplete">
            <input
              {...aria}
              ref={inputRef}
              name={labelField.name}
              value={text}
              placeholder={placeholder}
              disabled={labelField.disabled}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-activedescendant={
                showList && active >= 0 ? optionDomId(listId, active) : undefined
              }
              className="field__input"
              {...getReferenceProps({
                onChange: (event) => onType((event.target as HTMLInputElement).value),
                onKeyDown,
                onBlur,
              })}
            />
            <input type="hidden" name={valueField.name} value={value ?? ''} />
          </div>
        )}
      </FormField>
      {/* Screen readers hear how the lookup went without leaving the input. */}
      <span role="status" className="visually-hidden">
        {open && (loading ? LOADING_TEXT : `${options.length} results`)}
      </span>
      <ListPanel id={`${id}-panel`} {...panel}>
        <DropdownList
          id={listId}
          aria-label={label}
          items={options}
          value={value}
          query={query}
          loading={loading}
          renderItem={renderOption}
          emptyText={failed ? 'The list could not be loaded' : 'No matches'}
          activeIndex={active}
          onActiveIndexChange={setActive}
          onSelect={choose}
        />
      </ListPanel>
    </>
  );
}
