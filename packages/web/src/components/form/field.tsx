import { useId } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import {
  DELEGATED_FIELD_TYPES,
  DelegatedField,
  type DelegatedFieldProps,
  type DelegatedFieldType,
} from './delegated-field';
import { OwnField, type OwnFieldProps, type OwnFieldType } from './own-field';

/** The generic field types of the specification (000 §2.12), all sixteen. */
export type FieldType = OwnFieldType | DelegatedFieldType;

export type FieldProps<T extends FieldValues = FieldValues> = Omit<OwnFieldProps<T>, 'type'> & {
  type: FieldType;
} & Pick<DelegatedFieldProps, 'required' | 'defaultCountry' | 'loadOptions' | 'uploadUrl'>;

const isDelegated = (type: FieldType): type is DelegatedFieldType =>
  (DELEGATED_FIELD_TYPES as readonly string[]).includes(type);

/**
 * One component for every generic field type: `<Field type="currency" name="fee" label="Fee" />`.
 * Works with react-hook-form through `control` or a FormProvider.
 */
export function Field<T extends FieldValues>(props: FieldProps<T>) {
  const generatedId = useId();
  if (!isDelegated(props.type)) return <OwnField {...props} type={props.type} />;
  const { control, id, label = '', ...rest } = props;
  return (
    <DelegatedField
      {...rest}
      type={props.type}
      id={id ?? `field-${generatedId}`}
      label={label}
      // Every control reads the form by name, so the values' type is not needed there.
      control={control as Control<FieldValues> | undefined}
    />
  );
}
