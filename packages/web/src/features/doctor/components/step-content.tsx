import type { DoctorStep } from '@preauth/shared';
import { PatientDiagnosisStep } from './steps/patient-diagnosis-step';
import { RequestDetailsStep } from './steps/request-details-step';
import { RequestedFeeStep } from './steps/requested-fee-step';

/** The step's own screen. */
export function StepContent({ step }: { step: DoctorStep }) {
  switch (step) {
    case 'request-details':
      return <RequestDetailsStep />;
    case 'patient-diagnosis':
      return <PatientDiagnosisStep />;
    case 'requested-fee':
      return <RequestedFeeStep />;
    default:
      return <p>Not built yet.</p>;
  }
}
