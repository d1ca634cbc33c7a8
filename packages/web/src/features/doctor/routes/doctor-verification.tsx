import { LINK_MESSAGES } from '@preauth/shared';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDoctorLinkCheck } from '../api/link-access';
import { DoctorPage } from '../components/doctor-page';
import { IdentityForm } from '../components/identity-form';
import { useLinkAddress } from '../lib/link-address';
import {
  type LinkAddress,
  readLinkToken,
  tokenInFragment,
  writeLinkToken,
} from '../lib/link-session';

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
 * `/{insurerCode}/{eRefNo}/verification` (001 §2): the link check with its waiting text and one
 * retry, "This PreAuth request is expired or invalid." when it fails, otherwise the identity form.
 */
export function DoctorVerificationRoute() {
  const address = useLinkAddress();
  const token = useEmailedToken(address);
  const check = useDoctorLinkCheck(address, token);

  let content;
  if (token === null || check.isError) {
    content = (
      <div className="alert alert--error" role="alert">
        {LINK_MESSAGES.invalidLink}
      </div>
    );
  } else if (check.isPending) {
    content = <PageLoading label={LINK_MESSAGES.checking} />;
  } else {
    content = <IdentityForm address={address} token={token} />;
  }
  return <DoctorPage erefNo={address.erefNo}>{content}</DoctorPage>;
}
