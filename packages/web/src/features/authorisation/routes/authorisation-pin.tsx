import {
  AUTHORISATION_MESSAGES as M,
  PIN_AUTH_METHODS,
  requestParamsSchema,
} from '@preauth/shared';
import { z } from 'zod';
import { Navigate, useParams } from 'react-router';
import { OTP_PAGE_TITLE } from '../../../components/link-access/link-page';
import { PageHeading } from '../../../components/layouts/page-heading';
import { RequestDetailGate } from '../../../components/request/request-detail-gate';
import { NotFound } from '../../../components/screens/not-found';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { ChosenMethodState } from '../components/authorise-screen';
import { PinForm } from '../components/pin-form';
import { RemotePasswordForm } from '../components/remote-password-form';
import { AUTHORISATION_TEXTS as T, pinPurpose } from '../lib/authorisation-texts';
import { readAuthorisationOf } from '../lib/stored-authorisation';

/** The methods with a screen of their own here: a PIN's, or REM's password (issue 25). */
const methodWithScreenSchema = z.enum([...PIN_AUTH_METHODS, 'REM']);

/**
 * /request/{id}/authorise/{EMAIL|SMS|REM} (000 §2.3, §2.8). Any other action or method is not
 * found; without this method chosen for this request in this tab, back to the authorise screen.
 * REM asks the remote-authentication password (000 §2.2) instead of a PIN.
 * /request/{id}/authorise/SP has no PIN: it is the authorise screen with Singpass chosen.
 * The screen names the request and whether the person is authorising or rejecting it, with
 * Cancel (the dashboard) and Back (the authorise screen, to choose again).
 */
export function AuthorisationPinRoute() {
  const { id = '', action, method } = useParams();
  if (
    action === 'authorise' &&
    method === 'SP' &&
    requestParamsSchema.safeParse({ paId: id }).success
  ) {
    const chosen: ChosenMethodState = { authMethod: 'SP' };
    return <Navigate to={paths.request(id, 'authorise')} state={chosen} replace />;
  }
  const authMethod = methodWithScreenSchema.safeParse(method);
  if (
    action !== 'authorise' ||
    !authMethod.success ||
    !requestParamsSchema.safeParse({ paId: id }).success
  ) {
    return <NotFound />;
  }
  const authorisation = readAuthorisationOf(id);
  if (authorisation?.authMethod !== authMethod.data) {
    return <Navigate to={paths.request(id, 'authorise')} replace />;
  }
  const rem = authMethod.data === 'REM';
  return (
    <section className="card--narrow" aria-labelledby="authorisation-pin-title">
      <PageHeading id="authorisation-pin-title" title={rem ? M.remoteTitle : OTP_PAGE_TITLE} />
      <RequestDetailGate paId={id}>
        {(detail) => (
          <>
            <p className="authorisation-purpose">
              {pinPurpose(authorisation.decision, detail, rem ? 'the password' : undefined)}
            </p>
            {authMethod.data === 'REM' ? (
              <RemotePasswordForm authorisation={authorisation} />
            ) : (
              <PinForm authorisation={authorisation} authMethod={authMethod.data} />
            )}
            <div className="screen-actions">
              <Button variant="outline" to={paths.dashboard}>
                Cancel
              </Button>
              <Button variant="secondary" to={paths.request(id, 'authorise')}>
                {T.backToChoice}
              </Button>
            </div>
          </>
        )}
      </RequestDetailGate>
    </section>
  );
}
