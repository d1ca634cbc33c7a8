import type { PolicyholderInfo } from '@preauth/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { FormActions } from './form-actions';
import { PolicyholderDetails } from './policyholder-details';

/**
 * The first step of a new request (000 §2.3): the policyholder's details, what the caller should
 * know of them, then Cancel (back to `home`) or Continue to the form.
 */
export function DetailsThenForm({
  policyholder,
  home,
  children,
}: {
  policyholder: PolicyholderInfo;
  home: string;
  children: ReactNode;
}) {
  return (
    <>
      <h2>Policyholder details</h2>
      <PolicyholderDetails policyholder={policyholder} />
      {children}
      <FormActions>
        <Button variant="outline" to={home}>
          Cancel
        </Button>
        <Button to={paths.createRequest}>Continue</Button>
      </FormActions>
    </>
  );
}
