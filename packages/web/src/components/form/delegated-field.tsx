import type { CountryCode } from 'libphonenumber-js';
import type { Control, FieldValues } from 'react-hook-form';
import { Autocomplete, type AutocompleteOption } from './autocomplete';
import { DateField } from './date-field';
import { DateRangeField } from './date-range-field';
import { PhoneField } from './phone-field';
import { Select, type SelectOption } from './select';
import { UploadArea } from './upload-area';

/** The generic types whose control lives in its own file of the kit. */
export type DelegatedFieldType =
  'date' | 'date-range' | 'select' | 'phone' | 'autocomplete' | 'upload';

export const DELEGATED_FIELD_TYPES: readonly DelegatedFieldType[] = [
  'date',
  'date-range',
  'select',
  'phone',
  'autocomplete',
  'upload',
];

/** What <Field> passes on to a delegated control, including the options only some of them take. */
export interface DelegatedFieldProps {
  type: DelegatedFieldType;
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  control?: Control<FieldValues> | undefined;
  /** select */
  options?: readonly SelectOption[] | undefined;
  /** date: cannot be unselected in the calendar */
  required?: boolean | undefined;
  /** phone */
  defaultCountry?: CountryCode | undefined;
  /** autocomplete: the server lookup */
  loadOptions?: ((query: string) => Promise<readonly AutocompleteOption[]>) | undefined;
  /** upload: where the file is posted */
  uploadUrl?: string | undefined;
}

function missing(type: DelegatedFieldType, name: string, prop: string): never {
  throw new Error(`<Field type="${type}" name="${name}"> needs the ${prop} prop.`);
}

/** Renders the date, date-range, select, phone, autocomplete and upload types of <Field>. */
export function DelegatedField(props: DelegatedFieldProps) {
  const { type, id, name, label, hint, disabled, control } = props;
  const common = { id, name, label, hint, disabled, control };
  switch (type) {
    case 'date':
      return <DateField {...common} required={props.required} />;
    case 'date-range':
      return <DateRangeField {...common} />;
    case 'phone':
      return <PhoneField {...common} defaultCountry={props.defaultCountry} />;
    case 'select':
      return (
        <Select
          {...common}
          options={props.options ?? missing(type, name, 'options')}
          placeholder={props.placeholder}
        />
      );
    case 'autocomplete':
      return (
        <Autocomplete
          {...common}
          loadOptions={props.loadOptions ?? missing(type, name, 'loadOptions')}
          placeholder={props.placeholder}
        />
      );
    case 'upload':
      return <UploadArea {...common} url={props.uploadUrl ?? missing(type, name, 'uploadUrl')} />;
  }
}
