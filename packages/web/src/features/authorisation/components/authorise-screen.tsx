import {
  AUTH_METHOD_LABELS,
  AUTHORISATION_MESSAGES as M,
  type AuthorisationDecision,
  DEFAULT_AUTH_METHOD,
  policyholderActions,
  type RequestDetail,
  SKIPS_METHOD_CHOICE,
  type SubmitAuthMethod,
} from '@preauth/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/errors/load-error';
import { ChoiceGroup } from '../../../components/form/choice-group';
import { PageHeading } from '../../../components/layouts/page-heading';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';
import {
  useAuthModes,
  useDigitalIdentityState,
  useSendAuthorisationPin,
} from '../api/authorisation-api';
import { AUTHORISATION_TEXTS as T, cannotAuthorise } from '../lib/authorisation-texts';
import { AuthorisationSummary } from './authorisation-summary';
import { choosableMethods, defaultMethod } from '../lib/choosable-methods';
import { startAuthorisation } from '../lib/stored-authorisation';
import { SingpassButton } from './singpass-button';

/** What a method's address hands the authorise screen: the method to start on. */
export type ChosenMethodState = { authMethod: SubmitAuthMethod };
import './authorisation.css';

const skipsChoice = (creatorRole: string) =>
  (SKIPS_METHOD_CHOICE as readonly string[]).includes(creatorRole);

/**
 * /request/{id}/authorise (000 §2.8). A request the policyholder or the life insured raised is
 * authorised by email PIN without a choice; any other offers the insurer's methods, EMAIL first.
 */
export function AuthoriseScreen({ detail }: { detail: RequestDetail }) {
  const allowed = policyholderActions(detail.statusCode).includes('authorise');
  const skips = skipsChoice(detail.creatorRole);
  return (
    <article className="authorisation-screen" aria-labelledby="authorise-title">
      <PageHeading id="authorise-title" title={T.authoriseTitle} />
      <AuthorisationSummary detail={detail} />
      {!allowed ? (
        <>
          <p className="alert alert--error" role="status">
            {cannotAuthorise(detail.statusCode)}
          </p>
          <div className="screen-actions">
            <Button variant="outline" to={paths.dashboard}>
              Cancel
            </Button>
          </div>
        </>
      ) : skips ? (
        <AuthoriseActions detail={detail} offered={[DEFAULT_AUTH_METHOD]} />
      ) : (
        <MethodChoice detail={detail} />
      )}
    </article>
  );
}

/** The insurer's methods, once loaded; the choice starts on the default. */
function MethodChoice({ detail }: { detail: RequestDetail }) {
  const modes = useAuthModes();
  if (modes.isPending) return <PageLoading label="Loading the authorisation methods…" />;
  if (modes.isError) return <LoadError error={modes.error} onRetry={() => void modes.refetch()} />;
  const offered = choosableMethods(modes.data);
  if (offered.length === 0) {
    return (
      <>
        <p className="alert alert--warning" role="status">
          {T.noMethod}
        </p>
        <div className="screen-actions">
          <Button variant="outline" to={paths.dashboard}>
            Cancel
          </Button>
        </div>
      </>
    );
  }
  return <AuthoriseActions detail={detail} offered={offered} withChoice />;
}

/**
 * The choice (when offered) and Cancel, Reject and Accept; with Singpass chosen, its login button
 * instead of Accept. A PIN is sent for a reject too: submitting either decision needs a verified
 * PIN, a Singpass login or (REM) the remote-authentication password, typed on the next screen.
 */
function AuthoriseActions({
  detail,
  offered,
  withChoice = false,
}: {
  detail: RequestDetail;
  offered: readonly SubmitAuthMethod[];
  withChoice?: boolean;
}) {
  const navigate = useNavigate();
  const { userId } = useCurrentUser();
  // `/request/{id}/authorise/SP` (000 §2.3) opens here with Singpass chosen, when it is offered.
  const asked = (useLocation().state as ChosenMethodState | null)?.authMethod;
  const [method, setMethod] = useState<SubmitAuthMethod>(() =>
    asked && offered.includes(asked) ? asked : (defaultMethod(offered) ?? DEFAULT_AUTH_METHOD),
  );
  const send = useSendAuthorisationPin();
  const singpass = useDigitalIdentityState();
  const { paId } = detail;

  const sendPin = (decision: AuthorisationDecision, authMethod: 'EMAIL' | 'SMS') => {
    const preparing = toast.loading(M.preparingOtp);
    return (
      send
        .mutateAsync({ userId, body: { authMethod, paId, decision } })
        .then((answer) => {
          toast.success(M.otpSent, { id: preparing });
          startAuthorisation({ paId, decision, authMethod }, answer);
          return navigate(paths.requestMethod(paId, 'authorise', authMethod));
        })
        // The query layer's toast says why, with the server's message.
        .catch(() => toast.dismiss(preparing))
    );
  };

  /** The method, the request and the decision are stored first: the callback reads them back. */
  const logInWithSingpass = (decision: AuthorisationDecision) =>
    singpass
      .mutateAsync({ insurerCode: detail.insurerCode, paId })
      .then(({ authorizationUrl }) => {
        startAuthorisation({ paId, decision, authMethod: 'SP' }, null);
        window.location.assign(authorizationUrl);
      })
      .catch(() => undefined);

  /** REM sends nothing: its screen asks for the password (000 §2.2). */
  const askPassword = async (decision: AuthorisationDecision) => {
    startAuthorisation({ paId, decision, authMethod: 'REM' }, null);
    await navigate(paths.requestMethod(paId, 'authorise', 'REM'));
  };

  const start = (decision: AuthorisationDecision) => {
    if (method === 'SP') return logInWithSingpass(decision);
    if (method === 'REM') return askPassword(decision);
    return sendPin(decision, method);
  };

  return (
    <div className="review-section">
      {withChoice && (
        <ChoiceGroup
          type="radio"
          id="auth-method"
          name="authMethod"
          legend={T.chooseMethod}
          options={offered.map((code) => ({ value: code, label: AUTH_METHOD_LABELS[code] }))}
          value={method}
          onChange={(value) => setMethod(value as SubmitAuthMethod)}
        />
      )}
      <div className="screen-actions">
        <Button variant="outline" to={paths.dashboard}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => start('reject')}>
          Reject
        </Button>
        {method === 'SP' ? (
          <SingpassButton onClick={() => start('accept')} />
        ) : (
          <Button onClick={() => start('accept')}>Accept</Button>
        )}
      </div>
    </div>
  );
}
