import {
  ADDITIONAL_INFO_FLAGS,
  ADDITIONAL_INFO_LABELS,
  type AdditionalInfo,
  selectAdditionalInfo,
} from '@preauth/shared';
import { useController } from 'react-hook-form';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { fieldDescription } from '../../../../components/form/form-field';
import { groupError } from '../../../../components/form/group-error';

/** The nine additional-information flags (001 §3, §4): Not Applicable unticks the others. */
export function AdditionalInfoField() {
  const { field, fieldState } = useController({ name: 'additionalInfo' });
  const value = (field.value ?? {}) as Partial<AdditionalInfo>;
  const error =
    groupError(fieldState.error) ??
    groupError((fieldState.error as { naForAddlinfo?: unknown } | undefined)?.naForAddlinfo);
  const description = fieldDescription('additionalInfo', undefined, error);
  return (
    <fieldset
      className={`field${error ? ' field--invalid' : ''}`}
      aria-describedby={description.describedBy}
    >
      <legend className="field__label">Additional information</legend>
      {ADDITIONAL_INFO_FLAGS.map((flag) => (
        <CheckboxField
          key={flag}
          id={`additionalInfo-${flag}`}
          label={ADDITIONAL_INFO_LABELS[flag]}
          value={Boolean(value[flag])}
          onChange={(checked) => field.onChange(selectAdditionalInfo(value, flag, checked))}
          onBlur={field.onBlur}
        />
      ))}
      {description.error}
    </fieldset>
  );
}
