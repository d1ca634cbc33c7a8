import { type ReactNode, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CalendarButton } from './calendar-button';
import { DATE_HINT } from './date-field';
import { type IsoDate, fromIsoDate, orderRange, toIsoDate } from './date-input';
import { DateTextInput } from './date-text-input';
import { FormField, fieldDescription } from './form-field';
import './date-field.css';

/** The base names `B` of a form whose fields include both `${B}From` and `${B}To`. */
export type RangeBaseName<T extends FieldValues> =
  string extends FieldPath<T>
    ? string // an untyped form (e.g. through <Field>): any name
    : {
        [P in FieldPath<T>]: P extends `${infer B}From`
          ? `${B}To` extends FieldPath<T>
            ? B
            : never
          : never;
      }[FieldPath<T>];

type DateRangeFieldProps<T extends FieldValues> = {
  /**
   * The base name: the range is submitted as two values named by appending From and To
   * (`admission` → `admissionFrom`, `admissionTo`; specification 000 §2.12), each an ISO date
   * 'yyyy-MM-dd' or null.
   */
  name: RangeBaseName<T>;
  control?: Control<T>;
  label: string;
  /** Defaults to the base name; the inputs get `${id}From` and `${id}To`. */
  id?: string;
  fromLabel?: string;
  toLabel?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/**
 * A date range: two dd-MM-yyyy boxes and one calendar popup in which the first click picks the
 * start and the second the end, closing it. Whichever way the dates were entered, a start later
 * than the end is swapped with it, so the form never holds a backwards range.
 */
export function DateRangeField<T extends FieldValues>({
  name,
  control,
  label,
  id = name,
  fromLabel = 'From',
  toLabel = 'To',
  hint = DATE_HINT,
  disabled,
}: DateRangeFieldProps<T>) {
  const from = useController({ name: `${name}From` as FieldPath<T>, control, disabled });
  const to = useController({ name: `${name}To` as FieldPath<T>, control, disabled });
  const [open, setOpen] = useState(false);
  // The start clicked in the calendar, kept here until the end is clicked: Escape leaves the
  // form's range as it was.
  const [pendingStart, setPendingStart] = useState<IsoDate | null>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const fromValue = (from.field.value as IsoDate | null | undefined) ?? null;
  const toValue = (to.field.value as IsoDate | null | undefined) ?? null;
  const isDisabled = from.field.disabled;
  const description = fieldDescription(id, hint, undefined);

  const setRange = (nextFrom: IsoDate | null, nextTo: IsoDate | null) => {
    const ordered = orderRange(nextFrom, nextTo);
    if (ordered.from !== fromValue) from.field.onChange(ordered.from);
    if (ordered.to !== toValue) to.field.onChange(ordered.to);
  };
  const changeOpen = (next: boolean) => {
    setOpen(next);
    setPendingStart(null); // every opening starts a new range: first click start, second end
    if (!next) {
      from.field.onBlur();
      to.field.onBlur();
    }
  };
  // Our own two-click rule, not react-day-picker's (whose first click makes a one-day range).
  const pickDay = (day: Date) => {
    if (pendingStart === null) {
      setPendingStart(toIsoDate(day));
    } else {
      setRange(pendingStart, toIsoDate(day));
      changeOpen(false);
    }
  };
  const shownRange =
    pendingStart === null
      ? { from: fromIsoDate(fromValue) ?? undefined, to: fromIsoDate(toValue) ?? undefined }
      : { from: fromIsoDate(pendingStart) ?? undefined, to: undefined };

  return (
    <fieldset className="date-range-field" aria-describedby={description.describedBy}>
      <legend className="field__label">{label}</legend>
      {description.hint}
      <div className="date-range-field__row" ref={setAnchor}>
        <FormField id={`${id}From`} label={fromLabel} error={from.fieldState.error?.message}>
          {(aria) => (
            <DateTextInput
              aria={aria}
              name={from.field.name}
              value={fromValue}
              onValueChange={(value) => setRange(value, toValue)}
              onBlur={from.field.onBlur}
              disabled={isDisabled}
              ref={from.field.ref}
            />
          )}
        </FormField>
        <FormField id={`${id}To`} label={toLabel} error={to.fieldState.error?.message}>
          {(aria) => (
            <div className="date-field__control">
              <DateTextInput
                aria={aria}
                name={to.field.name}
                value={toValue}
                onValueChange={(value) => setRange(fromValue, value)}
                onBlur={to.field.onBlur}
                disabled={isDisabled}
                ref={to.field.ref}
              />
              <CalendarButton
                testId={`${id}-calendar`}
                label={`Choose ${label}`}
                open={open}
                onOpenChange={changeOpen}
                anchor={anchor}
                disabled={isDisabled}
              >
                {({ DayPicker, calendarProps }) => (
                  <DayPicker
                    {...calendarProps(shownRange.from)}
                    mode="range"
                    selected={shownRange}
                    onSelect={(_range, day) => pickDay(day)}
                  />
                )}
              </CalendarButton>
            </div>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
