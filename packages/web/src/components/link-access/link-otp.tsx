import { Navigate } from 'react-router';
import { type LinkAddress, readLinkSession } from '../../lib/link-session';
import type { LinkPaths } from './link-address';
import { LinkPage, OTP_PAGE_TITLE } from './link-page';
import { OtpForm } from './otp-form';

/**
 * A link's OTP page (001 §2): without a session from the identity check, back to verification;
 * with a verified one, on to the form (a re-visit: back to its submitted link); else the PIN form.
 */
export function LinkOtp({
  address,
  paths,
  recipient,
}: {
  address: LinkAddress;
  paths: LinkPaths;
  recipient: string;
}) {
  const session = readLinkSession(address);
  if (!session) return <Navigate to={paths.verification(address)} replace />;
  if (session.stage === 'verified') {
    const next = session.readOnly ? paths.verification : paths.input;
    return <Navigate to={next(address)} replace />;
  }
  return (
    <LinkPage title={OTP_PAGE_TITLE} erefNo={address.erefNo}>
      <OtpForm address={address} session={session} paths={paths} recipient={recipient} />
    </LinkPage>
  );
}
