import type { DoctorStep } from '@preauth/shared';
import { PatientDiagnosisStep } from './steps/patient-diagnosis-step';
import { RequestDetailsStep } from './steps/request-details-step';

/** The step's own screen. */
export function StepContent({ step }: { step: DoctorStep }) {
  switch (step) {
    case 'request-details':
      return <RequestDetailsStep />;
    case 'patient-diagnosis':
      return <PatientDiagnosisStep />;
    default:
      return <p>Not built yet.</p>;
  }
}
