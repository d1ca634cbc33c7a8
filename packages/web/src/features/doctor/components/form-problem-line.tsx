import { Link } from 'react-router';
import { useDoctorInput } from '../lib/doctor-input-context';
import { STEP_TITLES } from '../lib/doctor-steps';
import type { FormProblem } from '../lib/form-problems';
import { EDIT_AGAIN_STATE } from './step-form';

/**
 * One problem that stops the submission, saying the step and the field it is in, with "Edit
 * again" to that step (whose Next comes back to the review).
 */
export function FormProblemLine({ problem }: { problem: FormProblem }) {
  const { wayIn } = useDoctorInput();
  return (
    <>
      {STEP_TITLES[problem.step]}, {problem.field}: {problem.message}{' '}
      <Link to={wayIn.step(problem.step)} state={EDIT_AGAIN_STATE}>
        Edit again
      </Link>
    </>
  );
}
