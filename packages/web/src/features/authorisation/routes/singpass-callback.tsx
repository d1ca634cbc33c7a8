import { AUTHORISATION_MESSAGES as M, type AuthorisationDecision } from '@preauth/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useSingpassAuthorize } from '../api/authorisation-api';
import { AUTHORISATION_TEXTS as T } from '../lib/authorisation-texts';
import {
  readAuthorisation,
  type StoredAuthorisation,
  writeAuthorisation,
} from '../lib/stored-authorisation';

const declarationOf = (paId: string, decision: AuthorisationDecision) =>
  paths.request(paId, decision === 'accept' ? 'declaration-accept' : 'declaration-reject');

const isSingpassDone = (stored: StoredAuthorisation | null) =>
  stored?.authMethod === 'SP' && stored.verified;

/**
 * /spcb, the Singpass callback (000 §2.9, §4). It arrives in the tab that left for the login, so
 * the session and the stored authorisation (method SP, the request, the decision) are still in
 * its sessionStorage, and the full page load has read them afresh: no further reload is needed.
 * The code and state are exchanged once; success opens the declaration of the stored decision,
 * replacing this page in the history (its code cannot be used again). Every other end has a way
 * on (issue 25): a Back or reload after the login went through opens the declaration again
 * without spending the code; a tab without the session is led to log in and to the dashboard,
 * which lists the request; a tab without the stored decision asks which one; a failure leads back
 * to the request.
 */
export function SingpassCallbackRoute() {
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  // A FAPI 2.0 provider names itself on the callback; the server checks it (RFC 9207).
  const iss = search.get('iss') ?? undefined;
  // What this tab knew when the callback arrived (the success below writes it).
  const [arrived] = useState(readAuthorisation);
  const done = isSingpassDone(arrived);
  const exchange = useSingpassAuthorize(code && state && !done ? { code, state, iss } : null);

  if (done) return <Navigate to={declarationOf(arrived!.paId, arrived!.decision)} replace />;
  if (exchange.data) {
    return <SingpassConfirmed paId={exchange.data.paId} decision={arrived?.decision ?? null} />;
  }
  if (code && state && !exchange.isError) {
    return <PageLoading label="Completing the Singpass login…" />;
  }
  return <SingpassError error={exchange.error} paId={arrived?.paId ?? null} />;
}

/**
 * The login went through: marks the authorisation verified and opens the declaration of the
 * decision taken before leaving; a tab that did not take one (the callback opened elsewhere) is
 * asked which declaration to open.
 */
function SingpassConfirmed({
  paId,
  decision,
}: {
  paId: string;
  decision: AuthorisationDecision | null;
}) {
  const navigate = useNavigate();
  /** Verified for `chosen`, and its declaration in place of this page (the code is spent). */
  const open = (chosen: AuthorisationDecision) => {
    writeAuthorisation({
      paId,
      decision: chosen,
      authMethod: 'SP',
      verified: true,
      pinSentTo: null,
      resendAvailableAt: 0,
    });
    void navigate(declarationOf(paId, chosen), { replace: true });
  };
  const openOnArrival = useEffectEvent(open);
  useEffect(() => {
    if (decision) openOnArrival(decision);
  }, [decision]);

  if (decision) return <PageLoading label="Opening the declaration…" />;
  return (
    <section className="card card--narrow" aria-labelledby="singpass-done-title">
      <PageHeading id="singpass-done-title" title={T.singpassConfirmedTitle} />
      <p>{T.singpassChooseDecision}</p>
      <div className="screen-actions">
        <Button variant="outline" to={paths.dashboard}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => open('reject')}>
          Reject
        </Button>
        <Button onClick={() => open('accept')}>Accept</Button>
      </div>
    </section>
  );
}

/**
 * 'Authorisation Error' with why, and the way on: back to the request when this tab knows it,
 * else to the dashboard, which lists it with its Authorise; a tab without the session is asked
 * to log in on the way there.
 */
function SingpassError({ error, paId }: { error: Error | null; paId: string | null }) {
  const message = error ? errorMessage(error, 'read') : M.singpassLoginInvalid;
  const loggedOut = isApiError(error) && error.status === 401;
  return (
    <section className="card card--narrow" aria-labelledby="singpass-error-title">
      <PageHeading id="singpass-error-title" title={M.authorisationError} />
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      <div className="screen-actions">
        {paId && !loggedOut ? (
          <Button to={paths.request(paId, 'authorise')}>{M.backToDetails}</Button>
        ) : (
          <Button to={paths.dashboard}>{loggedOut ? T.logInToContinue : 'Back to homepage'}</Button>
        )}
      </div>
    </section>
  );
}
