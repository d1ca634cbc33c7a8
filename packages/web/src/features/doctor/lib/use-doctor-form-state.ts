import type { DoctorDraftResponse, DoctorParams, DoctorStep } from '@preauth/shared';
import { useCallback, useRef, useState } from 'react';
import { type DoctorFormValues, openingValues } from './doctor-form-values';
import { forgetKeptDoctorForm, keepDoctorForm, readKeptDoctorForm } from './kept-doctor-form';

export type DoctorFormState = {
  /** The whole form as typed so far (every step's fields). */
  values: DoctorFormValues;
  /** Keeps a step's values (as typed) in the whole form. */
  commit: (stepValues: DoctorFormValues) => void;
  /** The version of the draft the form was loaded from or last saved as (0: none yet). */
  draftVersion: number;
  /** A step's form changed: kept in the tab; `byUser` marks it as unsaved work. */
  keep: (step: DoctorStep, whole: DoctorFormValues, byUser: boolean) => void;
  /** The form was saved on the server as `version`: nothing unsaved is left. */
  saved: (version: number) => void;
  /** Opens the form again on a draft read from the server (a newer one, or Start over). */
  reopen: (draft: DoctorDraftResponse) => void;
  /** The form was submitted: what the tab kept is forgotten. */
  clear: () => void;
  /** The form opened on typing the tab kept (a reload, the link opened again after its end). */
  restored: boolean;
  /** The step that kept typing was on, where the opened form goes; null without any. */
  restoredStep: DoctorStep | null;
  /** Read when the doctor leaves: true while typing is not saved as a draft or submitted. */
  hasUnsavedChanges: () => boolean;
  /** Counts reopenings: the step's form is built again on the new values. */
  generation: number;
};

/**
 * The doctor's whole form across its steps: opened on the typing this tab kept when there is
 * some, else on the server's draft; kept in the tab as it is typed, until it is saved or submitted.
 */
export function useDoctorFormState(
  paId: string,
  params: DoctorParams,
  draft: DoctorDraftResponse,
): DoctorFormState {
  const [kept] = useState(() => readKeptDoctorForm(paId));
  const [values, setValues] = useState<DoctorFormValues>(
    () => kept?.values ?? openingValues(params, draft.draftJson),
  );
  // The kept typing's own base: saving it over a draft another tab saved since answers 409.
  const [draftVersion, setDraftVersion] = useState(kept?.baseVersion ?? draft.version);
  const [restored, setRestored] = useState(kept !== null);
  const [generation, setGeneration] = useState(0);
  const unsaved = useRef(kept !== null);

  const commit = useCallback(
    (stepValues: DoctorFormValues) => setValues((current) => ({ ...current, ...stepValues })),
    [],
  );
  const keep = useCallback(
    (step: DoctorStep, whole: DoctorFormValues, byUser: boolean) => {
      // Lookups filling their texts as a step opens are not the doctor's typing.
      if (byUser) unsaved.current = true;
      if (unsaved.current) keepDoctorForm(paId, { baseVersion: draftVersion, step, values: whole });
    },
    [paId, draftVersion],
  );
  const clear = useCallback(() => {
    unsaved.current = false;
    forgetKeptDoctorForm(paId);
    setRestored(false);
  }, [paId]);
  const saved = useCallback(
    (version: number) => {
      clear();
      setDraftVersion(version);
    },
    [clear],
  );
  const reopen = useCallback(
    (next: DoctorDraftResponse) => {
      clear();
      setValues(openingValues(params, next.draftJson));
      setDraftVersion(next.version);
      setGeneration((g) => g + 1);
    },
    [clear, params],
  );
  const hasUnsavedChanges = useCallback(() => unsaved.current, []);

  return {
    values,
    commit,
    draftVersion,
    keep,
    saved,
    reopen,
    clear,
    restored,
    restoredStep: kept?.step ?? null,
    hasUnsavedChanges,
    generation,
  };
}
