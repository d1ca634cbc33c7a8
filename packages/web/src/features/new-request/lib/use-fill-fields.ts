import { useFormContext } from 'react-hook-form';
import type { CreateRequestValues, ValuesPath } from './create-request-values';

/**
 * Sets the fields that a choice fills (a patient, policy, doctor or clinic). A field already
 * checked (touched, or showing an error) is checked again, so its message follows the new value.
 * The select the choice was made in is checked again too: it was checked as it changed, before
 * these fields were filled, and its message is about them (the patient's name, the clinic's).
 */
export function useFillFields() {
  const { setValue, getFieldState, trigger } = useFormContext<CreateRequestValues>();
  return (values: Partial<CreateRequestValues>, chosenIn?: ValuesPath) => {
    for (const [name, value] of Object.entries(values) as [ValuesPath, unknown][]) {
      const { isTouched, error } = getFieldState(name);
      setValue(name, value as never, {
        shouldDirty: true,
        shouldValidate: isTouched || error !== undefined,
      });
    }
    if (chosenIn) void trigger(chosenIn);
  };
}
