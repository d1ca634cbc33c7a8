import { type ReactNode, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CalendarButton } from './calendar-button';
import { type IsoDate, fromIsoDate, toIsoDate } from './date-input';
import { DATE_HINT, DateTextInput } from './date-text-input';
import { FormField } from './form-field';
import './date-field.css';

export { DATE_HINT, DATE_PLACEHOLDER } from './date-text-input';

type DateFieldProps<T extends FieldValues> = {
  /**
   * The form field; its value is the ISO date 'yyyy-MM-dd', null for no date, or the typed text
   * while it is not a date (for the schema to refuse).
   */
  name: FieldPath<T>;
  /** The form's control; without it, the field uses the surrounding FormProvider. */
  control?: Control<T>;
  label: string;
  /** Defaults to the field's name. */
  id?: string;
  hint?: ReactNode;
  /**
   * A required date cannot be unselected by clicking it again in the calendar, and is announced as
   * required; the form's schema (e.g. `requiredDateSchema`) still decides and words the error.
   */
  required?: boolean;
  disabled?: boolean;
};

/**
 * A date typed as dd-MM-yyyy or chosen in a calendar popup (specification 000 §2.12 "Date field").
 * The form value is the ISO date 'yyyy-MM-dd' because that is what the API takes; the text on
 * screen is only its presentation. Text that is not (yet) a real date is the value itself, so the
 * form's schema shows the field's error (and the form does not submit); it stays on screen so it
 * can be corrected.
 */
export function DateField<T extends FieldValues>({
  name,
  control,
  label,
  id = name,
  hint = DATE_HINT,
  required = false,
  disabled,
}: DateFieldProps<T>) {
  const { field, fieldState } = useController({ name, control, disabled });
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const value = (field.value as IsoDate | null | undefined) ?? null;
  const selected = fromIsoDate(value) ?? undefined;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) field.onBlur(); // leaving the calendar counts as leaving the field
  };
  const choose = (date: Date | undefined) => {
    field.onChange(date ? toIsoDate(date) : null);
    if (date) changeOpen(false);
  };

  return (
    <FormField id={id} label={label} hint={hint} error={fieldState.error?.message}>
      {(aria) => (
        <div className="date-field__control" ref={setAnchor}>
          <DateTextInput
            aria={aria}
            name={field.name}
            value={value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            required={required}
            ref={field.ref}
          />
          <CalendarButton
            testId={`${id}-calendar`}
            label={`Choose ${label}`}
            open={open}
            onOpenChange={changeOpen}
            anchor={anchor}
            disabled={field.disabled}
          >
            {({ DayPicker, calendarProps }) =>
              required ? (
                <DayPicker
                  {...calendarProps(selected)}
                  mode="single"
                  required
                  selected={selected}
                  onSelect={choose}
                />
              ) : (
                <DayPicker
                  {...calendarProps(selected)}
                  mode="single"
                  selected={selected}
                  onSelect={choose}
                />
              )
            }
          </CalendarButton>
        </div>
      )}
    </FormField>
  );
}
