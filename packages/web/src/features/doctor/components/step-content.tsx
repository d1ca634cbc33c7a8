import type { DoctorStep } from '@preauth/shared';
import { RequestDetailsStep } from './steps/request-details-step';

/** The step's own screen. */
export function StepContent({ step }: { step: DoctorStep }) {
  switch (step) {
    case 'request-details':
      return <RequestDetailsStep />;
    default:
      return <p>Not built yet.</p>;
  }
}
