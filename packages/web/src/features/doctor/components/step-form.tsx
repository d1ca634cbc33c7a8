import type { DoctorStep } from '@preauth/shared';
import { type ReactNode, useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/form/submit-button';
import { useDoctorInput } from '../lib/doctor-input-context';
import type { DoctorFormValues } from '../lib/doctor-form-values';
import { nextStep, STEP_TITLES } from '../lib/doctor-steps';
import { SaveDraft } from './save-draft';

/**
 * A step's form: the whole form as typed so far, validated by the step's shared schema (which
 * reads only the step's fields), on blur and then on every change (000 §2.12).
 */
export function useStepForm(schema: z.ZodType): UseFormReturn<DoctorFormValues> {
  const input = useDoctorInput();
  return useForm<DoctorFormValues>({
    resolver: zodResolver(schema as z.ZodType<DoctorFormValues, DoctorFormValues>),
    mode: 'onTouched',
    defaultValues: input.values,
  });
}

/** What the review's "Edit again" links carry to the step they open. */
export type EditAgainState = { fromReview: true };
export const EDIT_AGAIN_STATE: EditAgainState = { fromReview: true };

/**
 * A step with fields: its form (validated by the step's shared schema), "Save as Draft", and
 * Next, which goes on once the step is valid (back to the review when "Edit again" opened it). What was typed is kept in the whole form when the
 * step is left in any way (Next, Back, a progress jump), so nothing typed is lost between steps,
 * and kept in the tab until it is saved or submitted.
 */
export function StepForm({
  step,
  form,
  children,
}: {
  step: DoctorStep;
  form: UseFormReturn<DoctorFormValues>;
  children: ReactNode;
}) {
  const input = useDoctorInput();
  const { commit, keep } = input;
  const { getValues, watch } = form;
  useEffect(() => () => commit(getValues()), [commit, getValues]);
  // Kept in the tab as it is typed, so a reload or an ended link session loses nothing.
  useEffect(() => {
    const subscription = watch((whole, { type }) => keep(step, whole, type === 'change'));
    return () => subscription.unsubscribe();
  }, [watch, keep, step]);

  // A step opened by the review's "Edit again" goes back to the review on Next.
  const fromReview = (useLocation().state as EditAgainState | null)?.fromReview === true;
  const next = fromReview ? 'review-submit' : nextStep(step);
  const onSubmit = form.handleSubmit(() => {
    input.commit(getValues());
    if (next) input.goTo(next);
  });

  return (
    <FormProvider {...form}>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label={STEP_TITLES[step]}>
        {children}
        <div className="screen-actions">
          <SaveDraft step={step} stepValues={() => getValues()} />
          <SubmitButton>Next</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
