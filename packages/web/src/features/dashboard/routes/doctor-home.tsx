import { PageHeading } from '../../../components/layouts/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { DoctorRequests } from '../components/doctor-requests';
import { WelcomeLine } from '../components/welcome-line';
import './dashboard.css';

/**
 * The logged-in doctor's home at /doctor/verification (record 084; seed 001 sends doctors here):
 * every request that names the doctor.
 */
export function DoctorHomeRoute() {
  const user = useCurrentUser();
  return (
    <section className="dashboard" aria-labelledby="doctor-home-title">
      <PageHeading id="doctor-home-title" title="Doctor verification" />
      <WelcomeLine name={user.name} />
      <DoctorRequests />
    </section>
  );
}
