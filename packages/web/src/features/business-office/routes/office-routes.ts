/**
 * The business office's link pages before its form (the link check, the NRIC check and the PIN),
 * one chunk of the route table; the form (office-input.tsx) and the acknowledgement with its
 * dialog (office-acknowledgement.tsx) load on their own, so the link's first screen does not
 * carry them.
 */
export { OfficeLinkEntryRoute } from './office-link-entry';
export { OfficeOtpRoute } from './office-otp';
export { OfficeVerificationRoute } from './office-verification';
