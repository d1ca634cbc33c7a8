import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_RULE_LIMITS,
  type DecisionResponse,
  type ReverseAutomaticBody,
  reverseAutomaticBodySchema,
} from '@preauth/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OwnField } from '../../../../components/form/own-field';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { randomUuid } from '../../../../lib/random-uuid';
import { useReverseAutomatic } from '../../api/reverse-automatic';

export const REVERSE_TEXTS = {
  title: 'Reverse the automatic approval',
  explain:
    'The request returns to Processing for an adjudicator to decide, its certificate is no ' +
    'longer valid, and the policyholder is told the approval is withdrawn.',
  reason: 'Reason for reversing',
  submit: 'Reverse automatic approval',
  confirm: 'Reverse this automatic approval? The request returns to Processing.',
} as const;

/**
 * An automatic approval's reversal: the required reason, then 'No' / 'Yes'; 'Yes' sends it once
 * (one Idempotency-Key per visit of the form). A refusal closes the dialog and is said under the
 * form with the server's words; field issues go on the field.
 */
export function ReverseAutomaticForm({
  paId,
  onReversed,
}: {
  paId: string;
  onReversed: (answer: DecisionResponse) => void;
}) {
  const form = useForm<ReverseAutomaticBody>({
    resolver: zodResolver(reverseAutomaticBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const [toConfirm, setToConfirm] = useState<ReverseAutomaticBody | null>(null);
  const [idempotencyKey] = useState(randomUuid);
  const reverse = useReverseAutomatic(paId);
  const confirm = async () => {
    if (!toConfirm) return;
    try {
      onReversed(await reverse.mutateAsync({ body: toConfirm, idempotencyKey }));
    } catch (error) {
      if (isApiError(error)) applyFieldIssues(error.body?.issues, ['reason'], form.setError);
    } finally {
      setToConfirm(null);
    }
  };

  return (
    <>
      <h3>{REVERSE_TEXTS.title}</h3>
      <p>{REVERSE_TEXTS.explain}</p>
      <form
        className="form"
        onSubmit={form.handleSubmit(setToConfirm)}
        noValidate
        aria-label={REVERSE_TEXTS.title}
      >
        <OwnField
          control={form.control}
          type="textarea"
          name="reason"
          label={REVERSE_TEXTS.reason}
          maxLength={DECISION_RULE_LIMITS.reason}
        />
        {reverse.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(reverse.error, 'write')}
          </p>
        )}
        <div className="screen-actions">
          <Button type="submit" variant="outline" isLoading={reverse.isPending}>
            {REVERSE_TEXTS.submit}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={toConfirm !== null}
        title={REVERSE_TEXTS.title}
        message={REVERSE_TEXTS.confirm}
        onConfirm={confirm}
        onCancel={() => setToConfirm(null)}
      />
    </>
  );
}
