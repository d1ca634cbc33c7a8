import { LinkOtp } from '../../../components/link-access/link-otp';
import { officePaths, useOfficeAddress } from '../lib/office-paths';
import { OFFICE_TEXTS } from '../lib/office-texts';

/** `/{insurerCode}/{eRefNo}/bo/otp` (001 §2): without a stored session, back to verification. */
export function OfficeOtpRoute() {
  return (
    <LinkOtp address={useOfficeAddress()} paths={officePaths} recipient={OFFICE_TEXTS.recipient} />
  );
}
