import type { DoctorStep } from '@preauth/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { clearErrorNotices } from '../../../lib/notify';
import { randomUuid } from '../../../lib/random-uuid';
import { useSaveDoctorDraft } from '../api/doctor-input';
import { useDoctorInput } from '../lib/doctor-input-context';
import { type DoctorFormValues, toDraftJson } from '../lib/doctor-form-values';

export const DRAFT_SAVED = 'Your draft is saved. Open the link again to continue from here.';
/** When the server's 409 has no message of its own. */
export const DRAFT_STALE =
  'A newer draft of this form was saved in another tab or window after this one was opened, so this one was not saved.';

/**
 * "Save as Draft" (001 §2): the whole form as it stands, on this step, on the server. A save from
 * an older version than the stored one is refused (409): the screen says so and offers to load
 * the newer draft.
 */
export function SaveDraft({
  step,
  stepValues,
}: {
  step: DoctorStep;
  /** The step's fields as typed now (the step's form), or nothing on a step without fields. */
  stepValues?: () => DoctorFormValues;
}) {
  const input = useDoctorInput();
  const save = useSaveDoctorDraft(input.wayIn.bearerToken);
  // The server's words for the refused save, while it stands.
  const [stale, setStale] = useState<string | null>(null);

  const onSave = () => {
    const typed = stepValues?.() ?? {};
    input.commit(typed);
    return save
      .mutateAsync({
        body: {
          paId: input.wayIn.paId,
          insurerCode: input.params.insurerCode,
          draftJson: toDraftJson({ ...input.values, ...typed }, step),
          version: input.draftVersion,
        },
        // One per save: each save is a new write, a retried one counts once.
        idempotencyKey: randomUuid(),
      })
      .then((answer) => {
        input.saved(answer.version);
        setStale(null);
        // A failed save's toast must not stand beside the saved one.
        clearErrorNotices();
        toast.success(DRAFT_SAVED);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) input.endSession();
        if (isApiError(error) && error.status === 409) {
          setStale(error.body?.detailMessage ?? DRAFT_STALE);
        }
      });
  };

  return (
    <>
      {stale && (
        <div className="alert alert--warning split-row" role="alert">
          <p>{stale}</p>
          <Button variant="outline" onClick={() => input.loadNewerDraft()}>
            Load the newer draft
          </Button>
        </div>
      )}
      <Button variant="secondary" onClick={onSave}>
        Save as Draft
      </Button>
    </>
  );
}
