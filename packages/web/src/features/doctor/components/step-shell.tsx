import { DOCTOR_STEPS, type DoctorStep } from '@preauth/shared';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import type { DoctorWayIn } from '../lib/doctor-way-in';
import { previousStep, STEP_TITLES, stepNumber } from '../lib/doctor-steps';
import { LinkPage } from '../../../components/link-access/link-page';
import './doctor.css';

/**
 * The frame of the five steps (001 §2): the step's title, a progress bar, a Back link to the
 * step before, and the page scrolled to the top whenever the step changes.
 */
export function StepShell({
  wayIn,
  erefNo,
  step,
  children,
}: {
  wayIn: DoctorWayIn;
  erefNo: string;
  step: DoctorStep;
  children: ReactNode;
}) {
  // A block, not an arrow's value: browsers now answer scrollTo with a promise, which React would
  // take for the effect's cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);
  const number = stepNumber(step);
  const back = previousStep(step);
  return (
    <LinkPage title={STEP_TITLES[step]} erefNo={erefNo} logoutOf={wayIn.link}>
      <div
        className="step-progress"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={1}
        aria-valuemax={DOCTOR_STEPS.length}
        aria-valuenow={number}
        aria-valuetext={`Step ${number} of ${DOCTOR_STEPS.length}: ${STEP_TITLES[step]}`}
      >
        <div
          className="step-progress__bar"
          style={{ width: `${(number / DOCTOR_STEPS.length) * 100}%` }}
        />
      </div>
      <p className="step-progress__text">
        Step {number} of {DOCTOR_STEPS.length}
      </p>
      {back && (
        <p>
          <Link to={wayIn.step(back)}>Back</Link>
        </p>
      )}
      {children}
    </LinkPage>
  );
}
