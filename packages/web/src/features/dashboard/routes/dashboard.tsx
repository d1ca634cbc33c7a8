import { useCurrentUser } from '../../../lib/current-user';
import { AwaitingAuthorisation } from '../components/awaiting-authorisation';
import { MainFlow } from '../components/main-flow';
import { MyRequests } from '../components/my-requests';
import { RequestTotals } from '../components/request-totals';
import { WelcomeLine } from '../components/welcome-line';
import { hasRequestsDashboard } from '../lib/dashboard-users';
import { LandingRoute } from './landing';
import './dashboard.css';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * The policyholder's dashboard (000 §2.4): welcome line, totals per patient, the Main Flow chart
 * and 'My requests'. The insurance agent gets the same over its clients' requests (issue 13),
 * with the actions the lifecycle gives it, and first the requests waiting for its clients'
 * authorisation (issue 26). The other user types' dashboards are not specified
 * (000 §2.11); they see the heading and the welcome line only.
 */
export function DashboardRoute() {
  const user = useCurrentUser();
  if (!hasRequestsDashboard(user.userType)) return <LandingRoute title="Dashboard" />;
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <PageHeading id="dashboard-title" title="Dashboard" />
      <WelcomeLine name={user.name} />
      {user.userType === 'insurance-agent' && <AwaitingAuthorisation />}
      <RequestTotals />
      <MainFlow />
      <MyRequests actor={user.userType} />
    </section>
  );
}
