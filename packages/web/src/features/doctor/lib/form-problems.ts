import {
  DOCTOR_STEPS,
  type DoctorStep,
  doctorFormSchema,
  doctorStepSchemas,
  type DocumentKind,
  type FeeCaps,
  requireDocuments,
} from '@preauth/shared';
import type { DoctorFormValues } from './doctor-form-values';
import { fieldLabel } from './field-labels';

/** The step whose fields hold `field` (the whole form's checks name the field first). */
function stepOf(field: PropertyKey | undefined, caps: FeeCaps): DoctorStep {
  const schemas = doctorStepSchemas(caps);
  for (const step of DOCTOR_STEPS) {
    const schema = step === 'review-submit' ? null : schemas[step];
    if (schema && typeof field === 'string' && field in schema.shape) return step;
  }
  return 'request-details';
}

/** A problem, the step to fix it on, and the field it is in ("Surgery 1, Surgeon fee"). */
export type FormProblem = { step: DoctorStep; field: string; message: string };

/** A problem at `path` (the form's field path, as the form's checks and the server name it). */
export function problemAt(
  path: readonly PropertyKey[],
  message: string,
  caps: FeeCaps,
): FormProblem {
  return { step: stepOf(path[0], caps), field: fieldLabel(path), message };
}

/** A problem the server named by its dotted path ('surgeryDetails.0.surgeonfee'). */
export const problemAtDotted = (path: string, message: string, caps: FeeCaps) =>
  problemAt(
    path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message,
    caps,
  );

/**
 * What stops the whole form from being submitted (the shared `doctorFormSchema`: every step's
 * rules and day surgery's surgery line, under the insurer's fee `caps`, and the kinds of document
 * an amendment request asked for), each with the step to fix it on; empty when it is valid.
 */
export function formProblems(
  values: DoctorFormValues,
  caps: FeeCaps,
  required: readonly DocumentKind[] = [],
): FormProblem[] {
  const result = requireDocuments(doctorFormSchema(caps), required).safeParse(values);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] !== 'termsAndConditions')
    .map((issue) => problemAt(issue.path, issue.message, caps));
}
