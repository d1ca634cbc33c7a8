import type { DoctorStep } from '@preauth/shared';
import { DeclarationStep } from './steps/declaration-step';
import { PatientDiagnosisStep } from './steps/patient-diagnosis-step';
import { RequestDetailsStep } from './steps/request-details-step';
import { RequestedFeeStep } from './steps/requested-fee-step';
import { ReviewStep } from './steps/review-step';

/** The step's own screen. */
export function StepContent({ step }: { step: DoctorStep }) {
  switch (step) {
    case 'request-details':
      return <RequestDetailsStep />;
    case 'patient-diagnosis':
      return <PatientDiagnosisStep />;
    case 'requested-fee':
      return <RequestedFeeStep />;
    case 'review-submit':
      return <ReviewStep />;
    case 'declaration':
      return <DeclarationStep />;
  }
}
