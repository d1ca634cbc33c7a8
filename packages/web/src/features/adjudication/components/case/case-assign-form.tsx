import { zodResolver } from '@hookform/resolvers/zod';
import { type AssignCaseBody, assignCaseBodySchema, CASE_NOTE_MAX } from '@preauth/shared';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OwnField } from '../../../../components/form/own-field';
import { Select } from '../../../../components/form/select';
import { Button } from '../../../../components/ui/button';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { isApiError } from '../../../../lib/api-error';
import { useAssignCase, useColleagues } from '../../api/case-notes';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

type FormInput = z.input<typeof assignCaseBodySchema>;

/**
 * Assigns the case to a colleague with a note for them: the case becomes theirs to work on (the
 * hold above says so) and they are emailed. Hidden when the caller has no colleague.
 */
export function CaseAssignForm({ paId }: { paId: string }) {
  const colleagues = useColleagues();
  const options = useMemo(
    () =>
      (colleagues.data?.colleagues ?? [])
        .filter((colleague) => !colleague.isMe)
        .map((colleague) => ({ value: colleague.id, label: colleague.name })),
    [colleagues.data],
  );
  const form = useForm<FormInput, unknown, AssignCaseBody>({
    resolver: zodResolver(assignCaseBodySchema),
    mode: 'onTouched',
    defaultValues: { adjudicatorId: '', note: '' },
  });
  const assign = useAssignCase(paId);
  const onSubmit = useSubmitOnce(form, (body) =>
    assign.mutateAsync(body).then(
      () => form.reset(),
      (error: unknown) => {
        if (isApiError(error)) {
          applyFieldIssues(error.body?.issues, ['adjudicatorId', 'note'], form.setError);
        }
      },
    ),
  );
  if (options.length === 0) return null;
  return (
    <FormProvider {...form}>
      <form
        className="form case-assign"
        onSubmit={onSubmit}
        noValidate
        aria-label="Assign to a colleague"
      >
        <Select<FormInput, 'adjudicatorId'>
          name="adjudicatorId"
          label="Assign to"
          options={options}
        />
        <OwnField
          type="textarea"
          name="note"
          label="Note for them (optional)"
          hint="Kept with the case's internal notes."
          maxLength={CASE_NOTE_MAX}
        />
        <Button type="submit" variant="outline" isLoading={assign.isPending}>
          Assign
        </Button>
      </form>
    </FormProvider>
  );
}
