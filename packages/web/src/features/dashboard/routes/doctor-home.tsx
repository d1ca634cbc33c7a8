import { DOCTOR_ACKNOWLEDGEMENT as T } from '@preauth/shared';
import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { doctorSubmittedOf } from '../../../lib/doctor-submitted';
import { DoctorRequests } from '../components/doctor-requests';
import { WelcomeLine } from '../components/welcome-line';
import './dashboard.css';

/** The acknowledgement of the submit the doctor just made under the login. */
function SubmittedNotice() {
  const submitted = doctorSubmittedOf(useLocation().state);
  if (!submitted) return null;
  return (
    <section className="card alert alert--success" role="status" aria-label={T.title}>
      <p>
        {submitted.isNonPanel
          ? T.submitted(submitted.erefNo)
          : T.submittedToOffice(submitted.erefNo)}
      </p>
      {!submitted.isNonPanel && <p>{T.panel}</p>}
      <p>{T.processing}</p>
    </section>
  );
}

/**
 * The logged-in doctor's home at /doctor/verification (record 084; seed 001 sends doctors here):
 * every request that names the doctor, and after a submit under the login, its acknowledgement.
 */
export function DoctorHomeRoute() {
  const user = useCurrentUser();
  return (
    <section className="dashboard" aria-labelledby="doctor-home-title">
      <PageHeading id="doctor-home-title" title="Doctor verification" />
      <WelcomeLine name={user.name} />
      <SubmittedNotice />
      <DoctorRequests />
    </section>
  );
}
