import { contracts } from '@preauth/shared';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequireCallers } from '../../../components/screens/require-callers';
import { errorMessage } from '../../../lib/error-message';
import { useInsurerPolicy } from '../api/insurer-policy';
import { PolicyForm } from '../components/policy/policy-form';
import './calendar-pages.css';
import './insurer-policy.css';

/**
 * The insurer's policy (issue 23): its clocks, the response window, the fee caps, the
 * certificate's validity, the PIN policy and the contact its emails name. Only adjudicators
 * change it; every change is audited.
 */
export function InsurerPolicyRoute() {
  return (
    <RequireCallers contract={contracts.getInsurerPolicy}>
      <InsurerPolicy />
    </RequireCallers>
  );
}

function InsurerPolicy() {
  const policy = useInsurerPolicy();
  return (
    <section className="calendar-page" aria-labelledby="policy-title">
      <PageHeading id="policy-title" title="Policy" />
      <p>
        The settings your requests run on. Each stays within safe bounds; a change applies to the
        windows and requests that begin after it, and is recorded in the audit log.
      </p>
      {policy.isPending && <p role="status">Loading the policy…</p>}
      {policy.isError && (
        <p className="alert alert--error" role="alert">
          {errorMessage(policy.error, 'read')}
        </p>
      )}
      {policy.data && (
        <section className="card" aria-label="Policy settings">
          <PolicyForm policy={policy.data} />
        </section>
      )}
    </section>
  );
}
