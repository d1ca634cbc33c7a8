import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { useAgentClients } from '../api/get-agent-clients';
import { usePatients } from '../api/get-patients';
import { usePolicyholder } from '../api/get-policyholder';
import { ClientPick } from '../components/client-pick';
import { DetailsThenForm } from '../components/details-then-form';
import { ReadsGate } from '../components/reads-gate';
import { SelfStart } from '../components/self-start';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * /new-request (000 §2.3): the policyholder's details, then on to the new-request form. An
 * insurance agent first picks the client it raises the request for (issue 13); the insured
 * patient raises one for themselves (record 084).
 */
export function NewRequestRoute() {
  const { userType } = useCurrentUser();
  return (
    <section className="card" aria-labelledby="new-request-title">
      <PageHeading id="new-request-title" title="New request" />
      {userType === 'insurance-agent' ? (
        <AgentStart />
      ) : userType === 'insured-patient' ? (
        <InsuredPatientStart />
      ) : (
        <PolicyholderStart />
      )}
    </section>
  );
}

function PolicyholderStart() {
  const policyholder = usePolicyholder();
  return (
    <ReadsGate reads={[policyholder]} loadingLabel="Loading your details…">
      {() =>
        policyholder.data && (
          <DetailsThenForm policyholder={policyholder.data} home={paths.dashboard}>
            <p>Please check your details, then continue to the request.</p>
          </DetailsThenForm>
        )
      }
    </ReadsGate>
  );
}

function AgentStart() {
  const clients = useAgentClients();
  return (
    <ReadsGate reads={[clients]} loadingLabel="Loading your clients…">
      {() => clients.data && <ClientPick clients={clients.data} />}
    </ReadsGate>
  );
}

/** The policyholder covering the patient, and the patient alone among its patients. */
function InsuredPatientStart() {
  const policyholder = usePolicyholder();
  const patients = usePatients();
  return (
    <ReadsGate reads={[policyholder, patients]} loadingLabel="Loading your details…">
      {() =>
        policyholder.data &&
        patients.data && <SelfStart policyholder={policyholder.data} self={patients.data[0]} />
      }
    </ReadsGate>
  );
}
