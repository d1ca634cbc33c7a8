import type { DoctorStep } from '@preauth/shared';
import { DeclarationStep } from './steps/declaration-step';
import { PatientDiagnosisStep } from './steps/patient-diagnosis-step';
import { RequestDetailsStep } from './steps/request-details-step';
import { RequestedFeeStep } from './steps/requested-fee-step';
import { ReviewStep } from './steps/review-step';
import { TimingFacts } from './timing-facts';

/**
 * The step's own screen; the first step and the declaration also state the timing facts (001 §1):
 * where the doctor starts, and just before the request goes on to be decided.
 */
export function StepContent({ step }: { step: DoctorStep }) {
  if (step === 'request-details' || step === 'declaration') {
    return (
      <>
        <TimingFacts />
        <StepScreen step={step} />
      </>
    );
  }
  return <StepScreen step={step} />;
}

function StepScreen({ step }: { step: DoctorStep }) {
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
