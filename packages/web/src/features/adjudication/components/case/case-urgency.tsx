import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseView,
  type DowngradeUrgencyBody,
  displaySingaporeDateTime,
  downgradeUrgencyBodySchema,
  URGENCY_POLICY,
  type Urgency,
} from '@preauth/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { OwnField } from '../../../../components/form/own-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';
import { DetailList, ReviewSection } from '../../../../components/ui/detail-list';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { applyFieldIssues } from '../../../../lib/form-issues';
import { randomUuid } from '../../../../lib/random-uuid';
import { useDowngradeUrgency } from '../../api/downgrade-urgency';
import { actorLabel } from '../../lib/case-texts';
import { UrgentBadge } from '../queue/urgent-badge';

export const URGENCY_TEXTS = {
  title: 'Urgency',
  treatAsStandard: 'Treat as standard',
  explain:
    'The request is then due on the standard clock, in working days from when it reached ' +
    'Processing. The person who raised it sees your reason.',
  reason: 'Reason for treating it as standard',
  done: 'The request is now treated as standard.',
} as const;

const dateTime = (timestamp: string) => displaySingaporeDateTime(new Date(timestamp));

/**
 * The reason form of a downgrade, sent once (busy while it runs, and one Idempotency-Key per visit
 * of the form). A refusal is said under it with the server's words; field issues go on the field.
 */
function DowngradeForm({ paId }: { paId: string }) {
  const form = useForm<DowngradeUrgencyBody>({
    resolver: zodResolver(downgradeUrgencyBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const [idempotencyKey] = useState(randomUuid);
  const downgrade = useDowngradeUrgency(paId);
  const submitOnce = useSubmitOnce(form, async (body) => {
    try {
      await downgrade.mutateAsync({ body, idempotencyKey });
    } catch (error) {
      if (isApiError(error)) applyFieldIssues(error.body?.issues, ['reason'], form.setError);
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="form"
        onSubmit={submitOnce}
        noValidate
        aria-label={URGENCY_TEXTS.treatAsStandard}
      >
        <p>{URGENCY_TEXTS.explain}</p>
        <OwnField
          control={form.control}
          type="text"
          name="reason"
          label={URGENCY_TEXTS.reason}
          maxLength={URGENCY_POLICY.reasonMax}
        />
        {downgrade.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(downgrade.error, 'write')}
          </p>
        )}
        <div className="screen-actions">
          <SubmitButton>{URGENCY_TEXTS.treatAsStandard}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}

/** The mark's details: why, who marked it and when; after a downgrade, when and why. */
function urgencyItems(urgency: Urgency) {
  return [
    { label: 'Why urgent', value: urgency.reason },
    {
      label: 'Marked urgent',
      value: `${dateTime(urgency.markedAt)} by the ${actorLabel(urgency.markedBy).toLowerCase()}`,
    },
    ...(urgency.downgradedAt
      ? [
          { label: 'Treated as standard since', value: dateTime(urgency.downgradedAt) },
          { label: 'Reason for treating it as standard', value: urgency.downgradeReason ?? '' },
        ]
      : []),
  ];
}

/**
 * A case marked urgent: the mark (an "Urgent" badge while it is urgent) and, while it is, the
 * form that treats it as standard; once downgraded, when and why. Nothing for a case never marked.
 */
export function CaseUrgency({ view }: { view: CaseView }) {
  const { urgency } = view;
  if (!urgency) return null;
  return (
    <ReviewSection id="urgency" title={URGENCY_TEXTS.title}>
      <p role="status">{urgency.urgent ? <UrgentBadge /> : URGENCY_TEXTS.done}</p>
      <DetailList items={urgencyItems(urgency)} />
      {urgency.urgent && (
        <>
          <h3>{URGENCY_TEXTS.treatAsStandard}</h3>
          <DowngradeForm paId={view.paId} />
        </>
      )}
    </ReviewSection>
  );
}
