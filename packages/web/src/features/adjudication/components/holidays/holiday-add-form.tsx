import { zodResolver } from '@hookform/resolvers/zod';
import type { Holiday } from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DATE_HINT, DateField } from '../../../../components/form/date-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { newHolidaySchema, type NewHolidayValues, useSaveHoliday } from '../../api/holidays';
import { HolidayNameField, HolidayObservedField } from './holiday-fields';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

const FIELDS = ['date', 'name', 'observed'] as const;
const EMPTY: NewHolidayValues = { date: null, name: '', observed: false };

/**
 * Adds a holiday: its date (typed or chosen in the calendar), its name and whether it is a day
 * off in lieu. A date that already has a holiday takes the new name (the API adds or corrects).
 * A refusal shows the server's message, and its field issues at their fields.
 */
export function HolidayAddForm({ onAdded }: { onAdded: (holiday: Holiday) => void }) {
  const form = useForm<NewHolidayValues, unknown, z.output<typeof newHolidaySchema>>({
    resolver: zodResolver(newHolidaySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const save = useSaveHoliday();

  const onSubmit = useSubmitOnce(form, (values) =>
    save.mutateAsync(values).then(
      (holiday) => {
        form.reset(EMPTY);
        onAdded(holiday);
      },
      (error: unknown) => {
        if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, form.setError);
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        className="form calendar-page__form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Add a holiday"
      >
        <DateField<NewHolidayValues>
          name="date"
          id="holiday-date"
          label="Date"
          hint={`${DATE_HINT}. A date that already has a holiday takes the new name.`}
          required
        />
        <HolidayNameField id="holiday-name" />
        <HolidayObservedField id="holiday-observed" />
        {save.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(save.error, 'write')}
          </p>
        )}
        <div className="screen-actions">
          <SubmitButton>Add holiday</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
