import { PageHeading } from '../../../components/layouts/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { MyRequests } from '../components/my-requests';
import { WelcomeLine } from '../components/welcome-line';
import { LandingRoute } from './landing';
import './dashboard.css';

/**
 * The insured patient's home (issue 26 §1, record 084): the requests about them, whoever raised
 * them, with the dashboard's list controls, each with its doctor, clinic, hospital, progress and
 * approved amount, its review and its certificate; and New Request, for themselves. Another user type that opens the address sees
 * the heading and the welcome line only.
 */
export function IntroductionRoute() {
  const user = useCurrentUser();
  if (user.userType !== 'insured-patient') return <LandingRoute title="Introduction" />;
  return (
    <section className="dashboard" aria-labelledby="introduction-title">
      <PageHeading id="introduction-title" title="Introduction" />
      <WelcomeLine name={user.name} />
      <p>
        These are the pre-authorisation requests for your treatment, whether your policyholder, your
        financial consultant or you raised them. Open one to see its details and the amounts
        approved; an approved one has its certificate to download. A request you raise for yourself
        is sent to the doctor once your policyholder authorises it.
      </p>
      <MyRequests actor="insured-patient" />
    </section>
  );
}
