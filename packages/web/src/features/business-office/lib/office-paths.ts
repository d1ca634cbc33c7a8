import { PAGE_PATHS, pagePath } from '@preauth/shared';
import { type LinkPaths, useLinkAddress } from '../../../components/link-access/link-address';
import type { LinkAddress } from '../../../lib/link-session';

/** The title of the office's link pages (001 §2). */
export const OFFICE_PAGE_TITLE = 'Pre-Authorisation Request – Business Office Inputs';

/** The request the office's pages are about, from their path `/{insurerCode}/{eRefNo}/bo/…`. */
export const useOfficeAddress = (): LinkAddress => useLinkAddress('business-office');

/** The office's pages of one request, by name. */
export const officePaths = {
  verification: ({ insurerCode, erefNo }: LinkAddress) =>
    pagePath(PAGE_PATHS.businessOfficeVerification, { insurerCode, eRefNo: erefNo }),
  otp: ({ insurerCode, erefNo }: LinkAddress) =>
    pagePath(PAGE_PATHS.businessOfficeOtp, { insurerCode, eRefNo: erefNo }),
  input: ({ insurerCode, erefNo }: LinkAddress) =>
    pagePath(PAGE_PATHS.businessOfficeInput, { insurerCode, eRefNo: erefNo }),
  acknowledgment: ({ insurerCode, erefNo }: LinkAddress, paId: string) =>
    pagePath(PAGE_PATHS.businessOfficeAcknowledgment, { insurerCode, eRefNo: erefNo, id: paId }),
} satisfies LinkPaths & Record<string, unknown>;
