import { type GetAuthorizeResponse, LINK_MESSAGES, PAGE_PATHS } from '@preauth/shared';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LinkPage } from '../../../components/link-access/link-page';
import { PageHeading } from '../../../components/layouts/page-heading';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useVerifyPayload } from '../api/authorisation-api';
import { PolicyholderIdentityForm } from '../components/policyholder-identity-form';
import { keepVerificationPayload, readVerificationPayload } from '../lib/verification-payload';

const TITLE = 'Policyholder Verification';

/**
 * /verify?payload=… (000 §2.11, 001 §2): the remote authoriser's emailed link; the payload leaves
 * the address (replaced by `/verify`) once read and stays in the tab. Without a payload,
 * or when its check fails (after one retry), the page is not found; while it is checked, the
 * waiting text; then the identity form. `startSession` keeps the session as a login does (the
 * app passes the auth feature's, which this feature may not import).
 */
export function PolicyholderVerificationRoute({
  startSession,
}: {
  startSession: (answer: GetAuthorizeResponse) => void;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fromAddress = search.get('payload') || null;
  const payload = fromAddress ?? readVerificationPayload();
  const check = useVerifyPayload(payload);
  // Out of the address bar and this history entry once read; the tab keeps it.
  useEffect(() => {
    if (fromAddress === null) return;
    keepVerificationPayload(fromAddress);
    void navigate(PAGE_PATHS.policyholderVerification, { replace: true });
  }, [fromAddress, navigate]);

  // A genuine link that ended says why (issue 25); any other refusal is not found, as before.
  const why =
    isApiError(check.error) && check.error.body?.detailMessage !== LINK_MESSAGES.invalidLink
      ? check.error.body?.detailMessage
      : undefined;
  if (why) {
    return (
      <section className="link-page">
        <PageHeading title={TITLE} />
        <div className="alert alert--error" role="alert">
          {why}
        </div>
      </section>
    );
  }
  if (payload === null || check.isError) return <Navigate to={paths.notFound} replace />;
  if (check.isPending) {
    return (
      <section className="link-page">
        <PageHeading title={TITLE} />
        <PageLoading label={LINK_MESSAGES.checking} />
      </section>
    );
  }
  return (
    <LinkPage title={TITLE} erefNo={check.data.erefNo}>
      <PolicyholderIdentityForm payload={payload} startSession={startSession} />
    </LinkPage>
  );
}
