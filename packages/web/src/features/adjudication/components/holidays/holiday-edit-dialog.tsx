import { zodResolver } from '@hookform/resolvers/zod';
import {
  displayIsoDate,
  type Holiday,
  type HolidayBody,
  holidayBodySchema,
  type HolidayBodyParsed,
} from '@preauth/shared';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../../components/form/submit-button';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { useSaveHoliday } from '../../api/holidays';
import { HolidayNameField, HolidayObservedField } from './holiday-fields';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

const FIELDS = ['name', 'observed'] as const;

type HolidayEditDialogProps = {
  holiday: Holiday;
  onClose: () => void;
  onSaved: (holiday: Holiday) => void;
};

/**
 * Corrects a holiday's name, or whether it is a day off in lieu, in a dialog (its date stays: a
 * holiday on another date is a new one). Cancel and Escape close it, except while saving.
 */
export function HolidayEditDialog({ holiday, onClose, onSaved }: HolidayEditDialogProps) {
  const titleId = useId();
  const form = useForm<HolidayBody, unknown, HolidayBodyParsed>({
    resolver: zodResolver(holidayBodySchema),
    mode: 'onTouched',
    defaultValues: { name: holiday.name, observed: holiday.observed },
  });
  const save = useSaveHoliday();
  const saving = form.formState.isSubmitting;

  const onSubmit = useSubmitOnce(form, (values) =>
    save.mutateAsync({ date: holiday.date, ...values }).then(onSaved, (error: unknown) => {
      if (isApiError(error)) applyFieldIssues(error.body?.issues, FIELDS, form.setError);
    }),
  );

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      role="dialog"
      closeOnOutsidePress={false}
      className="holiday-edit"
      labelledBy={titleId}
    >
      <h2 id={titleId} className="modal__title">
        Correct the holiday on {displayIsoDate(holiday.date)}
      </h2>
      <FormProvider {...form}>
        <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <HolidayNameField id="holiday-edit-name" />
          <HolidayObservedField id="holiday-edit-observed" />
          {save.isError && (
            <p className="alert alert--error" role="alert">
              {errorMessage(save.error, 'write')}
            </p>
          )}
          <div className="modal__actions">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <SubmitButton>Save</SubmitButton>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
