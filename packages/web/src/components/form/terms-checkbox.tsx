import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Button } from '../ui/button';
import { CheckboxField } from './checkbox-field';

/**
 * The required "I have read and agree to the terms and conditions." tick; its label holds the
 * button that opens the terms (in a modal), so it is a CheckboxField with a rich label.
 */
export function TermsCheckbox<T extends FieldValues>({
  name,
  control,
  onOpenTerms,
}: {
  name: Path<T>;
  control?: Control<T>;
  onOpenTerms: () => void;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <CheckboxField
      id={name}
      name={name}
      ref={ref}
      value={value as boolean | null | undefined}
      onChange={onChange}
      onBlur={onBlur}
      error={error?.message}
      label={
        <>
          I have read and agree to the{' '}
          <Button variant="link" onClick={onOpenTerms}>
            terms and conditions
          </Button>
          .
        </>
      }
    />
  );
}
