import { IdentityForm } from '../../../components/link-access/identity-form';
import { LinkVerification } from '../../../components/link-access/link-verification';
import { DOCTOR_PAGE_TITLE } from '../lib/doctor-texts';
import { doctorPaths, useDoctorAddress } from '../lib/link-address';

/**
 * `/{insurerCode}/{eRefNo}/verification` (001 §2): the link check, then the patient identity form
 * with date of birth DD-MM-YYYY and the last 4 characters of the patient's NRIC/FIN/passport.
 */
export function DoctorVerificationRoute() {
  const address = useDoctorAddress();
  return (
    <LinkVerification
      address={address}
      title={DOCTOR_PAGE_TITLE}
      identityForm={(token) => (
        <IdentityForm
          address={address}
          token={token}
          paths={doctorPaths}
          intro="Please confirm the patient's identity to open this request."
          pinNote="A one-time PIN is then sent to the doctor's email address."
        />
      )}
    />
  );
}
