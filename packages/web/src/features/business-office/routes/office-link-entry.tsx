import { LinkEntry } from '../../../components/link-access/link-entry';
import { officePaths, useOfficeAddress } from '../lib/office-paths';

/** `/{insurerCode}/{eRefNo}/bo` (001 §2): the office's identity check. */
export function OfficeLinkEntryRoute() {
  return <LinkEntry address={useOfficeAddress()} verification={officePaths.verification} />;
}
