import type { AdjudicationDigestSent } from '@preauth/shared';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/error-message';
import { randomUuid } from '../../../../lib/random-uuid';
import { useEmailDigest } from '../../api/email-digest';

export const DIGEST_TEXTS = {
  button: "Email me today's digest",
  sending: 'Sending…',
  done: "Today's digest was emailed to you.",
  sent: ({ overdue, dueToday }: AdjudicationDigestSent) =>
    `Today's digest is on its way to your email: ${overdue} overdue, ${dueToday} due today.`,
} as const;

/**
 * "Email me today's digest": the insurer's cases overdue or due today, to the adjudicator's own
 * address now (the morning email's content). Sent once per visit of the queue: one
 * Idempotency-Key, and after a success the button gives way to what was sent, so the second
 * click of a double click (even after a fast answer) sends nothing. A failure is said under it
 * and the button stays, with the same key.
 */
export function EmailDigest() {
  const [idempotencyKey] = useState(randomUuid);
  const send = useEmailDigest();
  const sending = useRef(false);
  const onClick = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      toast.success(DIGEST_TEXTS.sent(await send.mutateAsync(idempotencyKey)));
    } catch {
      sending.current = false;
    }
  };
  return (
    <div>
      <p className="queue__actions">
        {send.isSuccess ? (
          DIGEST_TEXTS.done
        ) : (
          <Button variant="outline" onClick={onClick} isLoading={send.isPending}>
            {send.isPending ? DIGEST_TEXTS.sending : DIGEST_TEXTS.button}
          </Button>
        )}
      </p>
      {send.isError && (
        <p className="alert alert--error" role="alert">
          {errorMessage(send.error, 'write')}
        </p>
      )}
    </div>
  );
}
