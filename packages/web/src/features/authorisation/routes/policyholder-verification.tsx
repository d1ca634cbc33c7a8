import { type GetAuthorizeResponse, LINK_MESSAGES } from '@preauth/shared';
import { Navigate, useSearchParams } from 'react-router';
import { LinkPage } from '../../../components/link-access/link-page';
import { PageHeading } from '../../../components/layouts/page-heading';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useVerifyPayload } from '../api/authorisation-api';
import { PolicyholderIdentityForm } from '../components/policyholder-identity-form';

const TITLE = 'Policyholder Verification';

/**
 * /verify?payload=… (000 §2.11, 001 §2): the remote authoriser's emailed link. Without a payload,
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
  const payload = search.get('payload') || null;
  const check = useVerifyPayload(payload);

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
