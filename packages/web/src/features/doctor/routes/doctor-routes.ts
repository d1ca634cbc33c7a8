/** The doctor's link pages, loaded together as one chunk by the route table. */
export { DoctorOtpRoute } from './doctor-otp';
export { DoctorVerificationRoute } from './doctor-verification';
