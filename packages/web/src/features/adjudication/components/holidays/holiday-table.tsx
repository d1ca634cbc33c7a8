import { displayIsoDate, type Holiday } from '@preauth/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/errors/load-error';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageLoading } from '../../../../components/ui/page-loading';
import { errorMessage } from '../../../../lib/error-message';
import { useDeleteHoliday, useHolidays } from '../../api/holidays';
import { HolidayEditDialog } from './holiday-edit-dialog';
import { HOLIDAY_PAGE_TEXTS as T, holidayOn, weekdayOf } from './holiday-texts';
import './holiday-table.css';

type HolidayTableProps = {
  year: number;
  /** A holiday was corrected or deleted; the sentence says which. */
  onChanged: (notice: string) => void;
};

/**
 * The year's holidays in date order: date, day of the week, name (and whether it is a day off in
 * lieu), and per row Correct (a dialog) and Delete (after a Yes). The table is read again after
 * each change; a refused delete shows the server's message above the table.
 */
export function HolidayTable({ year, onChanged }: HolidayTableProps) {
  const holidays = useHolidays(year);
  const remove = useDeleteHoliday();
  const [editing, setEditing] = useState<Holiday | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);

  if (holidays.isPending) return <PageLoading label="Loading the holidays…" />;
  if (holidays.isError) {
    return <LoadError error={holidays.error} onRetry={() => void holidays.refetch()} />;
  }

  const confirmDelete = (holiday: Holiday) =>
    remove
      .mutateAsync(holiday.date)
      .then(
        () => onChanged(T.deleted(holiday)),
        () => undefined,
      )
      .finally(() => setDeleting(null));

  return (
    <>
      {remove.isError && (
        <p className="alert alert--error" role="alert">
          {errorMessage(remove.error, 'write')}
        </p>
      )}
      {holidays.data.holidays.length === 0 ? (
        <p className="calendar-page__empty">{T.none(year)}</p>
      ) : (
        <table className="holiday-table">
          <caption className="visually-hidden">{T.yearTitle(year)}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Day</th>
              <th scope="col">Name</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {holidays.data.holidays.map((holiday) => (
              <tr key={holiday.date}>
                <th scope="row">{displayIsoDate(holiday.date)}</th>
                <td>{weekdayOf(holiday.date)}</td>
                <td>
                  {holiday.name}
                  {holiday.observed && <span className="holiday-table__tag">{T.observed}</span>}
                </td>
                <td>
                  <div className="holiday-table__actions">
                    <Button
                      variant="outline"
                      onClick={() => setEditing(holiday)}
                      disabled={remove.isPending}
                      aria-label={`Correct ${holidayOn(holiday)}`}
                    >
                      Correct
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => setDeleting(holiday)}
                      disabled={remove.isPending}
                      aria-label={`Delete ${holidayOn(holiday)}`}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <HolidayEditDialog
          holiday={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onChanged(T.corrected(saved));
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        message={deleting && T.deleteMessage(deleting)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
