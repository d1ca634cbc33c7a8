import type { ReactNode } from 'react';
import { type FieldValues, useFormState } from 'react-hook-form';
import { groupError } from './group-error';
import { RepeatingGroup, type RepeatingRow } from './repeating-group';

/**
 * The other fees of a fee form (001 §2, §5): up to `maximum` rows under `otherFees`, each a fee
 * type and an amount (`rows`), added with "Add More Other Fees" and each deletable; the list's
 * own error (too many) beneath it. The doctor's and the business office's forms.
 */
export function OtherFeesGroup<Row>({
  maximum,
  newRow,
  rows,
}: {
  maximum: number;
  newRow: () => Row;
  rows: (row: RepeatingRow) => ReactNode;
}) {
  const { errors } = useFormState<FieldValues>({ name: 'otherFees' });
  return (
    <RepeatingGroup<FieldValues, 'otherFees'>
      name="otherFees"
      legend="Other fee"
      maximum={maximum}
      addLabel="Add More Other Fees"
      newRow={newRow as never}
      error={groupError(errors.otherFees)}
      rows={rows}
    />
  );
}
