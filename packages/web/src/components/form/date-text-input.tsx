import { type ChangeEvent, type Ref, useState } from 'react';
import { FORM_LIMITS } from '@preauth/shared';
import { type ControlAria } from './form-field';
import { type IsoDate, displayToIso, isoToDisplay, maskDateInput } from './date-input';
import { caretAfterReformat, useCaret } from './input-caret';

/** The format as users read it ('DD-MM-YYYY', document 001 §9). */
export const DATE_PLACEHOLDER = FORM_LIMITS.dateFormat.toUpperCase();
export const DATE_HINT = `Date format ${DATE_PLACEHOLDER}`;

type DateTextInputProps = {
  aria: ControlAria;
  name: string;
  value: IsoDate | null;
  onValueChange: (value: IsoDate | null) => void;
  onBlur: () => void;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
};

/**
 * The dd-MM-yyyy text box of the date fields. It keeps its own text, so that an incomplete or
 * impossible date stays on screen for correction while the form value is null; when the form value
 * changes from outside (the calendar, a swap, a reset to a date) the text follows it.
 */
export function DateTextInput({
  aria,
  name,
  value,
  onValueChange,
  onBlur,
  disabled,
  required,
  ref,
}: DateTextInputProps) {
  const [text, setText] = useState(() => isoToDisplay(value));
  const [shownValue, setShownValue] = useState(value);
  const { inputRef, placeCaret } = useCaret();
  if (value !== shownValue) {
    // Adjusting state to a changed prop during render (react.dev "you might not need an effect").
    setShownValue(value);
    setText(isoToDisplay(value));
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const masked = maskDateInput(typed, typed.length > text.length);
    const next = displayToIso(masked);
    placeCaret(caretAfterReformat(typed, event.target.selectionStart ?? typed.length, masked));
    setText(masked);
    setShownValue(next);
    if (next !== value) onValueChange(next);
  };

  return (
    <input
      {...aria}
      ref={(element) => {
        inputRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className="field__input date-field__input"
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_PLACEHOLDER}
      maxLength={FORM_LIMITS.dateInputLength}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      // aria-required, not required: the form's schema decides and words the error, not the browser.
      aria-required={required || undefined}
    />
  );
}
