/** The business office's link pages, loaded together as one chunk by the route table. */
export { OfficeAcknowledgementRoute } from './office-acknowledgement';
export { OfficeInputRoute } from './office-input';
export { OfficeLinkEntryRoute } from './office-link-entry';
export { OfficeOtpRoute } from './office-otp';
export { OfficeVerificationRoute } from './office-verification';
