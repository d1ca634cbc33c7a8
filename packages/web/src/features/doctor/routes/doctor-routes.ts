/** The doctor's pages (the link's, and its form under the login), one chunk of the route table. */
export { DoctorAcknowledgementRoute } from './doctor-acknowledgement';
export { DoctorInputRoute } from './doctor-input';
export { DoctorLoginAcknowledgementRoute } from './doctor-login-acknowledgement';
export { DoctorLoginInputRoute } from './doctor-login-input';
export { DoctorLinkEntryRoute } from './doctor-link-entry';
export { DoctorOtpRoute } from './doctor-otp';
export { DoctorVerificationRoute } from './doctor-verification';
