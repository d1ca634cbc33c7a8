import { type PolicyholderInfo, REQUEST_MESSAGES } from '@preauth/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceGroup } from '../../../components/form/choice-group';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { FormActions } from './form-actions';

/**
 * The insurance agent's first step of a new request (issue 13): which client it raises it for,
 * among the policyholders with a policy it serves. The form then offers only their patients of
 * those policies.
 */
export function ClientPick({ clients }: { clients: readonly PolicyholderInfo[] }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  if (clients.length === 0) {
    return (
      <>
        <p>
          None of your clients holds a policy you serve, so there is nobody to raise a request for.
        </p>
        <FormActions>
          <Button variant="outline" to={paths.dashboard}>
            Back
          </Button>
        </FormActions>
      </>
    );
  }
  const next = () => {
    if (!chosen) return setError(REQUEST_MESSAGES.selectPolicyholder);
    return void navigate(paths.createRequestFor(chosen));
  };
  return (
    <>
      <ChoiceGroup
        type="radio"
        id="policyholder"
        name="policyholder"
        legend="Policyholder"
        hint="The request is raised for this policyholder, who is asked to authorise it."
        options={clients.map((client) => ({
          value: client.policyHolderId,
          label: `${client.name} (${client.nric})`,
        }))}
        value={chosen}
        error={error}
        onChange={(value) => {
          setChosen(value);
          setError(undefined);
        }}
      />
      <FormActions>
        <Button variant="outline" to={paths.dashboard}>
          Cancel
        </Button>
        <Button onClick={next}>Continue</Button>
      </FormActions>
    </>
  );
}
