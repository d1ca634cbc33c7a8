import { useId, useState } from 'react';
import { type FieldError, useController } from 'react-hook-form';
import { TextareaField } from '../../../../components/form/textarea-field';

/** The entries of what was typed: one per line or comma, spaces trimmed, blanks dropped. */
export const entriesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The list's own error, or the first entry's, named: "“1234”: Please enter …". */
function listError(error: FieldError | undefined, entries: readonly string[]) {
  if (!error) return undefined;
  if (!Array.isArray(error)) return error.message;
  const index = (error as (FieldError | undefined)[]).findIndex(Boolean);
  return `“${entries[index] ?? ''}”: ${(error as FieldError[])[index]?.message ?? ''}`;
}

/**
 * A list of codes (ICD-10 prefixes, hospital codes) typed as text, one per line or separated by
 * commas; the form holds the list. The text stays as typed, so a comma or a new line just typed
 * is not taken away, until the form's list changes otherwise.
 */
export function CodeListField({
  name,
  label,
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  hint: string;
  maxLength: number;
}) {
  const id = useId();
  const { field, fieldState } = useController({ name });
  const { ref, onBlur, onChange } = field;
  const entries = (field.value as string[] | undefined) ?? [];
  const [text, setText] = useState(() => entries.join('\n'));
  // The form changed the list (a reset to the version as saved): show it, one per line.
  if (entriesOf(text).join('\n') !== entries.join('\n')) setText(entries.join('\n'));
  return (
    <TextareaField
      id={`code-list-${id}`}
      ref={ref}
      name={field.name}
      label={label}
      hint={hint}
      error={listError(fieldState.error, entries)}
      maxLength={maxLength}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(entriesOf(event.target.value));
      }}
    />
  );
}
