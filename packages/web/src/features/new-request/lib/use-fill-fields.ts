import { useFormContext } from 'react-hook-form';
import type { CreateRequestValues, ValuesPath } from './create-request-values';

/**
 * Sets fields that a choice fills (a patient, policy, doctor or clinic). A field already checked
 * (touched, or showing an error) is checked again, so its message follows the new value.
 */
export function useFillFields() {
  const { setValue, getFieldState } = useFormContext<CreateRequestValues>();
  return (values: Partial<CreateRequestValues>) => {
    for (const [name, value] of Object.entries(values) as [ValuesPath, unknown][]) {
      const { isTouched, error } = getFieldState(name);
      setValue(name, value as never, {
        shouldDirty: true,
        shouldValidate: isTouched || error !== undefined,
      });
    }
  };
}
