import { LINK_MESSAGES } from '@preauth/shared';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type LinkAddress,
  readLinkToken,
  tokenInFragment,
  writeLinkToken,
} from '../../lib/link-session';
import { isApiError } from '../../lib/api-error';
import { PageLoading } from '../ui/page-loading';
import { useLinkCheck } from './link-access-api';
import { LinkPage } from './link-page';
import { SubmittedLink } from './submitted-link';

/**
 * The emailed link's token: taken from the fragment (`#token=…`) into the tab's storage, and the
 * fragment then removed from the address bar and the history; a reload reads it from storage.
 */
function useEmailedToken(address: LinkAddress): string | null {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const fromFragment = tokenInFragment(hash);
  const token = useMemo(() => {
    if (fromFragment) writeLinkToken(address, fromFragment);
    return fromFragment ?? readLinkToken(address);
  }, [address, fromFragment]);
  useEffect(() => {
    if (fromFragment) void navigate({ pathname, search }, { replace: true });
  }, [fromFragment, navigate, pathname, search]);
  return token;
}

/**
 * A link's verification page (001 §2): the link check with its waiting text and one retry, "This
 * PreAuth request is expired or invalid." when it fails (or, for a genuine link that ended, the
 * server's why and who can help); for a link its holder submitted through, when and by whom, and
 * the re-visit that may download the LIA form; otherwise the role's identity form.
 */
export function LinkVerification({
  address,
  title,
  identityForm,
}: {
  address: LinkAddress;
  title: string;
  identityForm: (token: string) => ReactNode;
}) {
  const token = useEmailedToken(address);
  const check = useLinkCheck(address, token);

  let content;
  if (token === null || check.isError) {
    // A genuine link that no longer opens says why (issue 25); any other refusal, the seed's text.
    const why =
      isApiError(check.error) && check.error.status === 404
        ? check.error.body?.detailMessage
        : undefined;
    content = (
      <div className="alert alert--error" role="alert">
        {why ?? LINK_MESSAGES.invalidLink}
      </div>
    );
  } else if (check.isPending) {
    content = <PageLoading label={LINK_MESSAGES.checking} />;
  } else if (check.data.submitted) {
    content = (
      <SubmittedLink
        address={address}
        message={check.data.submitted}
        identityForm={identityForm(token)}
      />
    );
  } else {
    content = identityForm(token);
  }
  return (
    <LinkPage title={title} erefNo={address.erefNo}>
      {content}
    </LinkPage>
  );
}
