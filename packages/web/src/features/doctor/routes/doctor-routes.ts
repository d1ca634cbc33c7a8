/** The doctor's link pages, loaded together as one chunk by the route table. */
export { DoctorAcknowledgementRoute } from './doctor-acknowledgement';
export { DoctorInputRoute } from './doctor-input';
export { DoctorLinkEntryRoute } from './doctor-link-entry';
export { DoctorOtpRoute } from './doctor-otp';
export { DoctorVerificationRoute } from './doctor-verification';
