import { FORM_LIMITS } from '@preauth/shared';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import {
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../ui/button';
import './repeating-group.css';
import { fieldDescription } from './form-field';

export interface RepeatingRow {
  index: number;
  /** Prefix of this row's field names: `${name}.${index}`, e.g. register(`${row.name}.code`). */
  name: string;
  /** react-hook-form's key for the row; already used as the row's React key. */
  key: string;
}

type RepeatingGroupProps<T extends FieldValues, N extends FieldArrayPath<T>> = {
  name: N;
  /** The form's control; without it the group uses the surrounding FormProvider. */
  control?: Control<T>;
  legend: string;
  /** Renders the fields of one row. */
  rows: (row: RepeatingRow) => ReactNode;
  /** Values of a row the add button appends. */
  newRow: () => FieldArray<T, N>;
  minimum?: number;
  maximum?: number;
  /**
   * The group was already submitted and is being updated (amend): its rows can no longer be
   * deleted, whatever the count.
   */
  updated?: boolean;
  /** Name of one row, used for its legend and its remove button ("Diagnosis 2"). */
  rowLabel?: (index: number) => string;
  addLabel?: string;
  /** The group's own error (e.g. too few rows), shown beneath it. */
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * A field group repeated between a minimum (default 0) and a maximum (default 20) number of rows
 * (specification 000 §2.12). The add button is disabled at the maximum; a row's delete button
 * shows only while the count is above the minimum and the group is not flagged as updated.
 * Rows the form starts with come from its defaultValues (give `minimum` rows there).
 */
export function RepeatingGroup<T extends FieldValues, N extends FieldArrayPath<T>>({
  name,
  control,
  legend,
  rows,
  newRow,
  minimum = FORM_LIMITS.repeatingGroupMin,
  maximum = FORM_LIMITS.repeatingGroupMax,
  updated = false,
  rowLabel = (index) => `${legend} ${index + 1}`,
  addLabel = `Add ${legend.toLowerCase()}`,
  error,
  disabled = false,
}: RepeatingGroupProps<T, N>) {
  const { fields, append, remove } = useFieldArray<T, N>({ control, name });
  const addRef = useRef<HTMLButtonElement>(null);
  const id = `repeating-${name.replace(/\W/g, '-')}`;
  const atMaximum = fields.length >= maximum;
  const canDelete = fields.length > minimum && !updated && !disabled;

  const removeRow = (index: number) => {
    // The focused button disappears with its row; keep the keyboard user in the group. Moved
    // first: a field of the row that still has the focus (Remove keeps it, see keepFocus) is blurred
    // while its row is there, or its controller's blur would write the removed row back.
    addRef.current?.focus();
    remove(index);
  };

  const description = fieldDescription(id, undefined, error);

  /**
   * A press on Add or Remove leaves the focus where it is until the click: the focused field's
   * blur would show its error ("Please select one." under a new row left empty) between the press
   * and the release, moving the button from under the pointer, and the click would be lost.
   */
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <fieldset
      className="repeating-group"
      aria-describedby={description.describedBy}
      disabled={disabled}
    >
      <legend className="field__label">{legend}</legend>
      <ol className="repeating-group__rows">
        {fields.map((field, index) => (
          <li key={field.id} className="repeating-group__row">
            <fieldset className="repeating-group__row-fields">
              <legend className="repeating-group__row-legend">{rowLabel(index)}</legend>
              {rows({ index, name: `${name}.${index}`, key: field.id })}
            </fieldset>
            {canDelete && (
              <Button
                variant="link"
                // Names the row, so a list of "Remove" buttons can be told apart by ear.
                aria-label={`Remove ${rowLabel(index)}`}
                onMouseDown={keepFocus}
                onClick={() => removeRow(index)}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ol>
      {description.error}
      <div className="repeating-group__add">
        <Button
          ref={addRef}
          variant="outline"
          disabled={atMaximum}
          aria-describedby={atMaximum ? `${id}-max` : undefined}
          onMouseDown={keepFocus}
          onClick={() => append(newRow())}
        >
          {addLabel}
        </Button>
        {atMaximum && (
          <p className="field__hint" id={`${id}-max`}>
            {`At most ${maximum} ${maximum === 1 ? 'row' : 'rows'}.`}
          </p>
        )}
      </div>
    </fieldset>
  );
}
