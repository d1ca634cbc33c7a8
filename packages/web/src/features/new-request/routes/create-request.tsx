import { Navigate, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/screens/not-found';
import { CLIENT_QUERY, paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import { useAgentClientPatients, useAgentClients } from '../api/get-agent-clients';
import { usePatients } from '../api/get-patients';
import { usePolicyholder } from '../api/get-policyholder';
import { CreateRequestForm } from '../components/create-request-form';
import { ReadsGate } from '../components/reads-gate';
import { PageHeading } from '../../../components/layouts/page-heading';

/**
 * /create-request (000 §2.5): the new pre-authorisation request form; for an insurance agent,
 * the same form for the client named by `?policyholder=` (issue 13); for the insured patient, the
 * form of the policyholder covering them, raised for themselves (record 084).
 */
export function CreateRequestRoute() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const clientId = search.get(CLIENT_QUERY);
  return (
    <>
      <PageHeading title="New pre-authorisation request" />
      {user.userType !== 'insurance-agent' ? (
        <PolicyholderForm
          insurerCode={user.insurerCode}
          bySelf={user.userType === 'insured-patient'}
        />
      ) : clientId ? (
        <AgentForm insurerCode={user.insurerCode} clientId={clientId} />
      ) : (
        // The client is chosen first.
        <Navigate to={paths.newRequest} replace />
      )}
    </>
  );
}

/**
 * The policyholder's own form; for the insured patient (`bySelf`), the form of the policyholder
 * covering them, with themselves its one patient.
 */
function PolicyholderForm({ insurerCode, bySelf }: { insurerCode: string; bySelf: boolean }) {
  const policyholder = usePolicyholder();
  const patients = usePatients();
  return (
    <ReadsGate reads={[policyholder, patients]} loadingLabel="Loading the form…">
      {() =>
        policyholder.data &&
        patients.data && (
          <CreateRequestForm
            policyholder={policyholder.data}
            patients={patients.data}
            insurerCode={insurerCode}
            creatorRole={bySelf ? 'insured-patient' : 'policy-holder'}
          />
        )
      }
    </ReadsGate>
  );
}

function AgentForm({ insurerCode, clientId }: { insurerCode: string; clientId: string }) {
  const clients = useAgentClients();
  const patients = useAgentClientPatients(clientId);
  return (
    <ReadsGate reads={[clients, patients]} loadingLabel="Loading the form…">
      {() => {
        const client = clients.data?.find((c) => c.policyHolderId === clientId);
        if (!client) return <NotFound />;
        return (
          patients.data && (
            <CreateRequestForm
              policyholder={client}
              patients={patients.data}
              insurerCode={insurerCode}
              creatorRole="insurance-agent"
            />
          )
        );
      }}
    </ReadsGate>
  );
}
