import { useParams } from 'react-router';
import { LinkAcknowledgement } from '../../../components/link-access/link-acknowledgement';
import { officePaths, useOfficeAddress } from '../lib/office-paths';
import { OFFICE_TEXTS } from '../lib/office-texts';

/**
 * `/{insurerCode}/{eRefNo}/bo/acknowledgment/{paId}` (001 §2): the doctor's wording with "a copy
 * is emailed to the policyholder", and always the LIA form's Download with its note.
 */
export function OfficeAcknowledgementRoute() {
  const address = useOfficeAddress();
  const { id: paId = '' } = useParams();
  return (
    <LinkAcknowledgement
      address={address}
      paId={paId}
      submitted={OFFICE_TEXTS.submitted(address.erefNo)}
      download
      verification={officePaths.verification(address)}
    />
  );
}
