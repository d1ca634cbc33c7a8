import { Navigate } from 'react-router';
import { DoctorPage } from '../components/doctor-page';
import { OtpForm } from '../components/otp-form';
import { doctorPaths, useLinkAddress } from '../lib/link-address';
import { readLinkSession } from '../lib/link-session';

/** `/{insurerCode}/{eRefNo}/otp` (001 §2): without a session from the identity check, verification. */
export function DoctorOtpRoute() {
  const address = useLinkAddress();
  const session = readLinkSession(address);
  if (!session) return <Navigate to={doctorPaths.verification(address)} replace />;
  if (session.stage === 'verified') return <Navigate to={doctorPaths.input(address)} replace />;
  return (
    <DoctorPage title="2FA Security – One Time Pin" erefNo={address.erefNo}>
      <OtpForm address={address} session={session} />
    </DoctorPage>
  );
}
