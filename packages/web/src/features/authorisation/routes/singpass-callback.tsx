import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layouts/page-heading';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useSingpassAuthorize } from '../api/authorisation-api';
import { readAuthorisation, writeAuthorisation } from '../lib/stored-authorisation';

/**
 * /spcb, the Singpass callback (000 §2.9, §4). It arrives in the tab that left for the login, so
 * the session and the stored authorisation (method SP, the request, the decision) are still in
 * its sessionStorage, and the full page load has read them afresh: no further reload is needed.
 * The code and state are exchanged once; success opens the declaration of the stored decision,
 * replacing this page in the history (its code cannot be used again); failure says why, with a
 * way back to the request's authorise screen.
 */
export function SingpassCallbackRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code');
  const state = search.get('state');
  const stored = readAuthorisation();
  const exchange = useSingpassAuthorize(code && state ? { code, state } : null);
  const answer = exchange.data;

  useEffect(() => {
    if (!answer) return;
    const paId = stored?.paId ?? answer.paId;
    const decision = stored?.decision ?? 'accept';
    writeAuthorisation({
      paId,
      decision,
      authMethod: 'SP',
      verified: true,
      pinSentTo: null,
      resendAvailableAt: 0,
    });
    void navigate(
      paths.request(paId, decision === 'accept' ? 'declaration-accept' : 'declaration-reject'),
      { replace: true },
    );
  }, [answer, stored?.paId, stored?.decision, navigate]);

  if (code && state && !exchange.isError)
    return <PageLoading label="Completing the Singpass login…" />;
  const message = exchange.isError ? errorMessage(exchange.error, 'read') : M.singpassLoginInvalid;
  return (
    <section className="card card--narrow" aria-labelledby="singpass-error-title">
      <PageHeading id="singpass-error-title" title={M.authorisationError} />
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      {stored && (
        <div className="screen-actions">
          <Button to={paths.request(stored.paId, 'authorise')}>{M.backToDetails}</Button>
        </div>
      )}
    </section>
  );
}
