import { type PolicyholderInfo, type PolicyholderPatient, REQUEST_TIMINGS } from '@preauth/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { FormActions } from './form-actions';
import { DetailsThenForm } from './details-then-form';

/**
 * The insured patient's first step of a new request (record 084): it is for their own treatment,
 * under the policy of the policyholder covering them, who authorises it before the doctor hears
 * of it. A patient has one open request at a time: with one open, this says so and goes home.
 */
export function SelfStart({
  policyholder,
  self,
}: {
  policyholder: PolicyholderInfo;
  self: PolicyholderPatient | undefined;
}) {
  if (!self || self.policies.length === 0) {
    return (
      <GoHome>
        No policy held by {policyholder.name} covers you, so there is no policy to raise a request
        on.
      </GoHome>
    );
  }
  if (self.hasActiveRequest) {
    return (
      <GoHome>
        You already have a pre-authorisation request in progress, and a patient may have one at a
        time. You can raise a new one once it is decided, cancelled or expired; your requests and
        their progress are on your homepage.
      </GoHome>
    );
  }
  return (
    <DetailsThenForm policyholder={policyholder} home={paths.introduction}>
      <p>
        The request is for your own treatment, under your policyholder's policy. Your policyholder
        is emailed to authorise it: it goes to the doctor once they do, and expires if they do not
        within {REQUEST_TIMINGS.responseWindowDays} calendar days.
      </p>
    </DetailsThenForm>
  );
}

/** Why there is nothing to raise, and the way back to the patient's home. */
function GoHome({ children }: { children: ReactNode }) {
  return (
    <>
      <p className="alert alert--warning" role="status">
        {children}
      </p>
      <FormActions>
        <Button to={paths.introduction}>Back to homepage</Button>
      </FormActions>
    </>
  );
}
