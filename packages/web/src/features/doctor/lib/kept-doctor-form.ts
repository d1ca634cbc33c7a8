import { DOCTOR_STEPS, type DoctorStep } from '@preauth/shared';
import { z } from 'zod';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../../components/form/form-drafts';
import type { DoctorFormValues } from './doctor-form-values';

/**
 * What the doctor typed and has not saved as a draft yet, kept in this tab (sessionStorage, like
 * every form's typing: docs/decisions/033-drafts-the-leave-page-prompt-and-no-double-actions-web.md) so a reload or an ended link session loses
 * nothing. `baseVersion` is the server draft it was typed over: a save from it after another tab
 * saved answers 409, as any stale save does.
 */
const keptSchema = z.object({
  baseVersion: z.number().int().min(0),
  /** The step it was typed on, where the form opens again. */
  step: z.enum(DOCTOR_STEPS),
  values: z.record(z.string(), z.unknown()),
});
export type KeptDoctorForm = { baseVersion: number; step: DoctorStep; values: DoctorFormValues };

// The link holder's typing on one request (a portal logout in this tab clears it with the rest).
const keyOf = (paId: string) => draftKey(`link:${paId}`, 'doctor-form');

export function readKeptDoctorForm(paId: string): KeptDoctorForm | null {
  const parsed = keptSchema.safeParse(readDraft(keyOf(paId)));
  return parsed.success ? parsed.data : null;
}

export function keepDoctorForm(paId: string, kept: KeptDoctorForm): void {
  writeDraft(keyOf(paId), kept);
}

export function forgetKeptDoctorForm(paId: string): void {
  removeDraft(keyOf(paId));
}
