import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { useCurrentUser } from '../../lib/current-user';
import { draftKey, readDraft, removeDraft, writeDraft } from './form-drafts';

export type FormDraft = {
  /** The form opened with what had been typed before (a reload, a login after expiry). */
  restored: boolean;
  /** Back to the form's first values, and the draft forgotten. */
  startOver: () => void;
  /** The form is done with (submitted, or cancelled): the draft is forgotten and stops being kept. */
  clear: () => void;
  /** Read when the user leaves: true while the form holds changes not yet submitted. */
  hasUnsavedChanges: () => boolean;
};

type DraftOptions<Values extends FieldValues> = {
  /** Fields never kept, e.g. a password (files are never kept). */
  omit?: readonly Path<Values>[];
};

/**
 * Keeps a form's values in the browser as they are typed and restores them when the form opens
 * again (the same user, the same tab), so nothing typed is lost. `name` tells the forms apart,
 * e.g. `create-request` or `cancel:{paId}`.
 */
export function useFormDraft<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: string,
  options: DraftOptions<Values> = {},
): FormDraft {
  return useKeptForm(form, draftKey(useCurrentUser().userId, name), options);
}

/**
 * `useFormDraft` for a form whose owner is not a logged-in user: `key` says whose and which
 * (`draftKey('link:{paId}', 'business-office-form')` for a link holder's form on one request).
 */
export function useKeptForm<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  key: string,
  { omit = [] }: DraftOptions<Values> = {},
): FormDraft {
  // Read once, as the form opens: the form, its user and its name stay for the form's life.
  const [saved] = useState(() => readDraft(key));
  const [restored, setRestored] = useState(saved !== null);
  const done = useRef(false);
  const omitted = useRef(omit);
  const { isDirty } = useFormState({ control: form.control });
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  useEffect(() => {
    if (!saved) return;
    // Against the form's first values, so the restored fields count as changed.
    form.reset({ ...form.formState.defaultValues, ...saved } as Values, {
      keepDefaultValues: true,
    });
  }, [form, saved]);

  useEffect(() => {
    done.current = false;
    const subscription = form.watch((values) => {
      if (done.current) return;
      const kept: Record<string, unknown> = { ...values };
      for (const field of omitted.current) delete kept[field];
      // Back to the first values (Start over, or everything typed taken out): nothing to keep.
      const first: Record<string, unknown> = { ...form.formState.defaultValues };
      for (const field of omitted.current) delete first[field];
      if (JSON.stringify(kept) === JSON.stringify(first)) removeDraft(key);
      else writeDraft(key, kept);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  const startOver = useCallback(() => {
    removeDraft(key);
    form.reset();
    setRestored(false);
  }, [form, key]);

  const clear = useCallback(() => {
    done.current = true;
    removeDraft(key);
  }, [key]);

  const hasUnsavedChanges = useCallback(() => !done.current && dirty.current, []);

  return { restored, startOver, clear, hasUnsavedChanges };
}
