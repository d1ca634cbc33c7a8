import type { CaseHold, CaseView } from '@preauth/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNow } from '../../../../lib/use-now';
import { useCaseHold } from '../../api/case-hold';
import { singaporeTimeOfDay } from '../../lib/due-text';

export const HOLD_TEXTS = {
  nobody: 'Nobody is working on this case.',
  heldBy: (name: string, until: string) => `Held by ${name} until ${until}`,
  mine: (until: string) => `You hold this case until ${until}`,
  take: 'Take this case',
  takeOver: 'Take over',
  keep: 'Renew hold',
  release: 'Release',
  confirmTitle: 'Take over this case?',
  confirmMessage: (name: string, until: string) =>
    `${name} is working on this case until ${until}. Take it over to work on it yourself?`,
} as const;

/** A hold past its end is nobody's (as the server counts it). */
const liveHold = (hold: CaseHold | null, now: number) =>
  hold && Date.parse(hold.expiresAt) > now ? hold : null;

/**
 * Who is working on a case in Processing, and the one action that fits: take it when nobody
 * holds it, take it over (after a Yes) from another adjudicator, or keep or release one's own.
 * A refusal (409) is the server's message in the app's notification; the case is read again so
 * the panel shows who holds it now. Once taken (or taken over), `onTaken`; the hold's line, a
 * status, says "You hold this case until …".
 */
export function CaseHoldPanel({ view, onTaken }: { view: CaseView; onTaken: () => void }) {
  const { take, release } = useCaseHold(view.paId);
  const [confirming, setConfirming] = useState(false);
  // Read every second, so a hold that ends while the page is open shows as ended.
  const hold = liveHold(view.hold, useNow(view.hold !== null));
  const busy = take.isPending || release.isPending;
  const takeCase = (takeOver: boolean) =>
    take.mutateAsync({ takeOver }).then(onTaken, () => undefined);
  const renew = () => take.mutateAsync({ takeOver: false }).catch(() => undefined);

  return (
    <div className="case-hold split-row">
      <p className="case-hold__text" role="status">
        {!hold
          ? HOLD_TEXTS.nobody
          : hold.heldByMe
            ? HOLD_TEXTS.mine(singaporeTimeOfDay(hold.expiresAt))
            : HOLD_TEXTS.heldBy(hold.adjudicatorName, singaporeTimeOfDay(hold.expiresAt))}
      </p>
      <div className="case-hold__actions">
        {!hold ? (
          <Button onClick={() => takeCase(false)} disabled={busy}>
            {HOLD_TEXTS.take}
          </Button>
        ) : hold.heldByMe ? (
          <>
            <Button
              variant="outline"
              onClick={() => release.mutateAsync().catch(() => undefined)}
              disabled={busy}
            >
              {HOLD_TEXTS.release}
            </Button>
            <Button variant="outline" onClick={renew} disabled={busy}>
              {HOLD_TEXTS.keep}
            </Button>
          </>
        ) : (
          <Button onClick={() => setConfirming(true)} disabled={busy}>
            {HOLD_TEXTS.takeOver}
          </Button>
        )}
      </div>
      {hold && !hold.heldByMe && (
        <ConfirmDialog
          open={confirming}
          title={HOLD_TEXTS.confirmTitle}
          message={HOLD_TEXTS.confirmMessage(
            hold.adjudicatorName,
            singaporeTimeOfDay(hold.expiresAt),
          )}
          onConfirm={async () => {
            await takeCase(true);
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
