import { LinkEntry } from '../../../components/link-access/link-entry';
import { doctorPaths, useDoctorAddress } from '../lib/link-address';

/** `/{insurerCode}/{eRefNo}` and `…/acknowledgment` (001 §2): the doctor's identity check. */
export function DoctorLinkEntryRoute() {
  return <LinkEntry address={useDoctorAddress()} verification={doctorPaths.verification} />;
}
