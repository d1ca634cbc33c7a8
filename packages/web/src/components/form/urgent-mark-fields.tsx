import { URGENCY_POLICY } from '@preauth/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from './field';

export const URGENT_MARK_TEXTS = {
  urgent: 'This request is urgent',
  urgentHint:
    'Mark it urgent only when waiting the usual working days could harm the patient: the insurer decides urgent requests first, within hours.',
  reason: 'Why is it urgent?',
  reasonHint: `One line, at most ${URGENCY_POLICY.reasonMax} characters. The insurer reads it.`,
} as const;

/**
 * The urgent mark of a request (the new request's and the doctor's forms): the box, and once it
 * is ticked the reason, in the form's `urgent` and `urgentReason` values.
 */
export function UrgentMarkFields() {
  const { control } = useFormContext<{ urgent?: boolean; urgentReason?: string | null }>();
  const urgent = useWatch({ control, name: 'urgent' });
  return (
    <>
      <Field
        type="checkbox"
        name="urgent"
        label={URGENT_MARK_TEXTS.urgent}
        hint={URGENT_MARK_TEXTS.urgentHint}
        control={control}
      />
      {urgent && (
        <Field
          type="text"
          name="urgentReason"
          label={URGENT_MARK_TEXTS.reason}
          hint={URGENT_MARK_TEXTS.reasonHint}
          maxLength={URGENCY_POLICY.reasonMax}
          control={control}
        />
      )}
    </>
  );
}
