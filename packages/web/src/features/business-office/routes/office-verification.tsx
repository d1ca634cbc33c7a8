import { IdentityForm } from '../../../components/link-access/identity-form';
import { LinkVerification } from '../../../components/link-access/link-verification';
import { OFFICE_PAGE_TITLE, officePaths, useOfficeAddress } from '../lib/office-paths';
import { OFFICE_TEXTS } from '../lib/office-texts';

/**
 * `/{insurerCode}/{eRefNo}/bo/verification` (001 §2): the link check, then "Pre-Authorisation
 * Request – Business Office Inputs" asking for the last 4 characters of the patient's
 * NRIC/FIN/passport, with the note that a one-time PIN follows by email.
 */
export function OfficeVerificationRoute() {
  const address = useOfficeAddress();
  return (
    <LinkVerification
      address={address}
      title={OFFICE_PAGE_TITLE}
      identityForm={(token) => (
        <IdentityForm
          address={address}
          token={token}
          paths={officePaths}
          intro={OFFICE_TEXTS.identityIntro}
          pinNote={OFFICE_TEXTS.pinNote}
        />
      )}
    />
  );
}
