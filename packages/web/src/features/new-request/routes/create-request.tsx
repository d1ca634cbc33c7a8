import { useCurrentUser } from '../../../lib/current-user';
import { usePatients } from '../api/get-patients';
import { usePolicyholder } from '../api/get-policyholder';
import { CreateRequestForm } from '../components/create-request-form';
import { ReadsGate } from '../components/reads-gate';
import { PageHeading } from '../../../components/layouts/page-heading';

/** /create-request (000 §2.5): the new pre-authorisation request form. */
export function CreateRequestRoute() {
  const user = useCurrentUser();
  const policyholder = usePolicyholder();
  const patients = usePatients();
  return (
    <>
      <PageHeading title="New pre-authorisation request" />
      <ReadsGate reads={[policyholder, patients]} loadingLabel="Loading the form…">
        {() =>
          policyholder.data &&
          patients.data && (
            <CreateRequestForm
              policyholder={policyholder.data}
              patients={patients.data}
              insurerCode={user.insurerCode}
            />
          )
        }
      </ReadsGate>
    </>
  );
}
