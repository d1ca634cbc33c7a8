import type { DecisionOutcome } from '@preauth/shared';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { casePath } from './case-path';
import { DECISION_TEXTS } from './decision-texts';
import type { useDecisionSubmit } from './use-decision-submit';

/** A decision form's buttons: the decision (busy while it is sent) and the way back to the case. */
export function DecisionActions({
  decision,
  paId,
  isSending,
}: {
  decision: DecisionOutcome;
  paId: string;
  isSending: boolean;
}) {
  return (
    <div className="screen-actions">
      <Button type="submit" isLoading={isSending}>
        {DECISION_TEXTS[decision].submit}
      </Button>
      <Button variant="outline" to={casePath(paId)}>
        Back to the case
      </Button>
    </div>
  );
}

/** The decision's "No" / "Yes" question; Yes sends it once. */
export function DecisionConfirm({
  decision,
  submit,
  total = '',
}: {
  decision: DecisionOutcome;
  submit: ReturnType<typeof useDecisionSubmit>;
  /** The approved total, for the approval's question. */
  total?: string;
}) {
  const texts = DECISION_TEXTS[decision];
  return (
    <ConfirmDialog
      open={submit.asked !== null}
      title={texts.title}
      message={texts.confirm(total)}
      onConfirm={submit.confirm}
      onCancel={submit.cancel}
    />
  );
}
