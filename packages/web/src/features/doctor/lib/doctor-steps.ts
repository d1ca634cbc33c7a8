import { DOCTOR_DECLARATION, DOCTOR_STEPS, type DoctorStep } from '@preauth/shared';

/** Each step's title (001 §2; the declaration's is the specification's own). */
export const STEP_TITLES: Record<DoctorStep, string> = {
  'request-details': 'Request Details',
  'patient-diagnosis': 'Patient Diagnosis',
  'requested-fee': 'Requested Fee',
  'review-submit': 'Review and Submit',
  declaration: DOCTOR_DECLARATION.title,
};

export const isDoctorStep = (step: string | undefined): step is DoctorStep =>
  (DOCTOR_STEPS as readonly (string | undefined)[]).includes(step);

export const stepNumber = (step: DoctorStep) => DOCTOR_STEPS.indexOf(step) + 1;

export const previousStep = (step: DoctorStep): DoctorStep | null =>
  DOCTOR_STEPS[DOCTOR_STEPS.indexOf(step) - 1] ?? null;

export const nextStep = (step: DoctorStep): DoctorStep | null =>
  DOCTOR_STEPS[DOCTOR_STEPS.indexOf(step) + 1] ?? null;
