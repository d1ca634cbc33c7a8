import { useDoctorInput } from '../lib/doctor-input-context';
import { DOCTOR_TIMINGS } from '../lib/doctor-texts';

/** The doctor's response window and the decision's turnaround, by the request's insurer's policy. */
export function TimingFacts() {
  const { responseWindowDays, decisionWorkingDays } = useDoctorInput().params.requestPolicy;
  return (
    <ul className="step-facts" aria-label="Timing">
      <li>{DOCTOR_TIMINGS.window(responseWindowDays)}</li>
      <li>{DOCTOR_TIMINGS.turnaround(decisionWorkingDays)}</li>
    </ul>
  );
}
