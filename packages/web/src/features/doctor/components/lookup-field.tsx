import { type ReactNode, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Autocomplete, type AutocompleteOption } from '../../../components/form/autocomplete';
import type { DoctorFormValues } from '../lib/doctor-form-values';

/**
 * An autocomplete over a server lookup whose value is the entry's code. The draft keeps codes
 * only, so a code that comes back without its shown text (a restored draft, an amendment's
 * prefill) is looked up once to show its text again, as if chosen.
 */
export function LookupField<O extends AutocompleteOption>({
  name,
  label,
  loadOptions,
  onOptionChange,
  renderOption,
  hint,
}: {
  name: string;
  label: string;
  loadOptions: (query: string) => Promise<readonly O[]>;
  onOptionChange?: (option: O | null) => void;
  renderOption?: (option: O) => ReactNode;
  hint?: ReactNode;
}) {
  const { getValues, setValue } = useFormContext<DoctorFormValues>();
  useEffect(() => {
    const code = getValues(name) as string | null | undefined;
    const shown = getValues(`${name}label`) as string | null | undefined;
    if (!code || shown) return;
    let live = true;
    loadOptions(code)
      .then((options) => {
        const option = options.find((o) => o.value === code);
        if (!live || !option) return;
        setValue(`${name}label`, option.label);
        // What goes with the entry (a hospital's id, a procedure's agreed prices) comes too.
        onOptionChange?.(option);
      })
      // Without it the code stays chosen; the field just shows no text until one is typed.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once, as the field opens with a restored value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Autocomplete<DoctorFormValues, string, O>
      name={name}
      label={label}
      hint={hint}
      loadOptions={loadOptions}
      onOptionChange={onOptionChange}
      renderOption={renderOption}
    />
  );
}
