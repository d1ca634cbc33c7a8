import {
  DOCTOR_STEPS,
  type DoctorStep,
  doctorFormSchema,
  doctorStepSchemas,
} from '@preauth/shared';
import type { DoctorFormValues } from './doctor-form-values';

/** The step whose fields hold `field` (the whole form's checks name the field first). */
function stepOf(field: PropertyKey | undefined): DoctorStep {
  for (const step of DOCTOR_STEPS) {
    const schema = step === 'review-submit' ? null : doctorStepSchemas[step];
    if (schema && typeof field === 'string' && field in schema.shape) return step;
  }
  return 'request-details';
}

export type FormProblem = { step: DoctorStep; message: string };

/**
 * What stops the whole form from being submitted (the shared `doctorFormSchema`: every step's
 * rules and day surgery's surgery line), each with the step to fix it on; empty when it is valid.
 */
export function formProblems(values: DoctorFormValues): FormProblem[] {
  const result = doctorFormSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] !== 'termsAndConditions')
    .map((issue) => ({ step: stepOf(issue.path[0]), message: issue.message }));
}
