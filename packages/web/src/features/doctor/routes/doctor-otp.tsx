import { LinkOtp } from '../../../components/link-access/link-otp';
import { doctorPaths, useDoctorAddress } from '../lib/link-address';

/** `/{insurerCode}/{eRefNo}/otp` (001 §2): without a session from the identity check, verification. */
export function DoctorOtpRoute() {
  return (
    <LinkOtp
      address={useDoctorAddress()}
      paths={doctorPaths}
      recipient="the doctor's email address"
    />
  );
}
