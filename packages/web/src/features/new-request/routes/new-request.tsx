import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePolicyholder } from '../api/get-policyholder';
import { FormActions } from '../components/form-actions';
import { PolicyholderDetails } from '../components/policyholder-details';
import { ReadsGate } from '../components/reads-gate';
import { PageHeading } from '../../../components/layouts/page-heading';

/** /new-request (000 §2.3): the policyholder's details, then on to the new-request form. */
export function NewRequestRoute() {
  const policyholder = usePolicyholder();
  return (
    <section className="card" aria-labelledby="new-request-title">
      <PageHeading id="new-request-title" title="New request" />
      <ReadsGate reads={[policyholder]} loadingLabel="Loading your details…">
        {() =>
          policyholder.data && (
            <>
              <h2>Policyholder details</h2>
              <PolicyholderDetails policyholder={policyholder.data} />
              <p>Please check your details, then continue to the request.</p>
              <FormActions>
                <Button variant="outline" to={paths.dashboard}>
                  Cancel
                </Button>
                <Button to={paths.createRequest}>Continue</Button>
              </FormActions>
            </>
          )
        }
      </ReadsGate>
    </section>
  );
}
