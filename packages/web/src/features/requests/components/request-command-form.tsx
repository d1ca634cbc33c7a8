import { zodResolver } from '@hookform/resolvers/zod';
import { currentDoctorEmail, type RequestDetail, TEXT_LIMITS } from '@preauth/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Field } from '../../../components/form/field';
import { LeavePagePrompt } from '../../../components/form/leave-page-prompt';
import { RestoredDraftNote } from '../../../components/form/restored-draft-note';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { showsOutdatedData } from '../../../lib/conflict-kind';
import { applyFieldIssues } from '../../../lib/form-issues';
import { randomUuid } from '../../../lib/random-uuid';
import {
  type CommandBody,
  commandBodySchemas,
  type RequestCommand,
  useRequestCommand,
} from '../api/put-request-command';
import { AMEND_WITHDRAWS_APPROVAL, COMMAND_TEXTS } from '../command-texts';
import { BackToHomepage } from './back-to-homepage';

/** The one field of each command, by name; the schemas in shared decide what is valid. */
type CommandFormValues = Record<string, string>;

/**
 * The form of resend, cancel or amend (000 §2.7, §5): Submit validates the field, then asks 'No' /
 * 'Yes' (for the amend of an approved request, after warning that the approval is withdrawn);
 * 'Yes' sends the command and, once it succeeded, shows its acknowledgement. A refusal
 * closes the dialog and shows its error notification (the query layer); field issues go on the
 * field. When the request changed meanwhile or its status no longer allows the command (409
 * `REQUEST_CHANGED`, `NOT_ALLOWED_IN_STATUS`) the query layer reads the request again and
 * `onOvertaken` lets the screen say so: it then shows the current status, and this form, with
 * what was typed, while the command is allowed.
 */
export function RequestCommandForm({
  command,
  detail,
  onOvertaken,
}: {
  command: RequestCommand;
  detail: RequestDetail;
  onOvertaken: () => void;
}) {
  const texts = COMMAND_TEXTS[command];
  // Amending an approval withdraws it: warned on the form, and in the question to accept.
  const warning =
    command === 'amend' && detail.statusCode === 'APP' ? AMEND_WITHDRAWS_APPROVAL : null;
  const navigate = useNavigate();
  const form = useForm<CommandFormValues>({
    resolver: zodResolver(
      commandBodySchemas[command] as z.ZodType<CommandFormValues, CommandFormValues>,
    ),
    // Validate a field when it loses focus, then again on every change (000 §2.12).
    mode: 'onTouched',
    // Resend starts from the address the doctor's emails go to now, to keep or correct.
    defaultValues: texts.field
      ? { [texts.field]: command === 'resend' ? currentDoctorEmail(detail) : '' }
      : {},
  });
  // What was typed is kept until the command is done, per request and command.
  const draft = useFormDraft(form, `${command}:${detail.paId}`);
  const [toConfirm, setToConfirm] = useState<CommandBody | null>(null);
  // One per visit of the form: 'Yes' twice, or a retry, carries out the command once.
  const [idempotencyKey] = useState(randomUuid);

  const mutation = useRequestCommand(command, {
    onSuccess: ({ erefNo, notified }) => {
      draft.clear();
      return navigate(paths.acknowledgment(command, erefNo, { notified }));
    },
    onError: (error) => {
      setToConfirm(null);
      if (showsOutdatedData(error)) onOvertaken();
      if (isApiError(error) && texts.field)
        applyFieldIssues(error.body?.issues, [texts.field], form.setError);
    },
  });

  const onSubmit = form.handleSubmit((values) => setToConfirm(values as CommandBody));

  return (
    <>
      <RestoredDraftNote draft={draft} />
      {warning && <p className="alert alert--warning">{warning}</p>}
      <form className="form" onSubmit={onSubmit} noValidate aria-label={texts.title}>
        {texts.field ? (
          <Field
            control={form.control}
            type={command === 'resend' ? 'text' : 'textarea'}
            name={texts.field}
            label={texts.label}
            hint={texts.hint(detail)}
            {...(command === 'resend'
              ? { autoComplete: 'email' }
              : { maxLength: TEXT_LIMITS.cancelOrAmendReason })}
          />
        ) : (
          <p>{texts.hint(detail)}</p>
        )}
        <div className="screen-actions">
          <Button type="submit">Submit</Button>
          <BackToHomepage />
        </div>
      </form>
      <ConfirmDialog
        open={toConfirm !== null}
        title={texts.title}
        message={
          warning ? (
            <>
              <p>{warning}</p>
              <p>{texts.confirm}</p>
            </>
          ) : (
            texts.confirm
          )
        }
        // The dialog waits for the call: 'Yes' acts once, and the answer decides what follows.
        onConfirm={() =>
          toConfirm && mutation.mutateAsync({ paId: detail.paId, body: toConfirm, idempotencyKey })
        }
        onCancel={() => setToConfirm(null)}
      />
      <LeavePagePrompt hasUnsavedChanges={draft.hasUnsavedChanges} />
    </>
  );
}
