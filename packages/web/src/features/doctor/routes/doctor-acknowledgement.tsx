import { DOCTOR_ACKNOWLEDGEMENT as T } from '@preauth/shared';
import { useParams, useSearchParams } from 'react-router';
import { LinkAcknowledgement } from '../../../components/link-access/link-acknowledgement';
import { doctorPaths, HOSPITAL_QUERY, useDoctorAddress } from '../lib/link-address';

/**
 * `/{insurerCode}/{eRefNo}/acknowledgment/{paId}` (001 §2): the submission's acknowledgement,
 * worded for a panel or a non-panel hospital; for a non-panel one the LIA form's Download.
 */
export function DoctorAcknowledgementRoute() {
  const address = useDoctorAddress();
  const { id: paId = '' } = useParams();
  const [search] = useSearchParams();
  const nonPanel = search.get(HOSPITAL_QUERY) === 'non-panel';
  return (
    <LinkAcknowledgement
      address={address}
      paId={paId}
      submitted={nonPanel ? T.submitted(address.erefNo) : T.submittedToOffice(address.erefNo)}
      next={nonPanel ? undefined : T.panel}
      download={nonPanel}
      verification={doctorPaths.verification(address)}
    />
  );
}
