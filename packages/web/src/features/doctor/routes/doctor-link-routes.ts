/**
 * The doctor's link pages before the form (the link check, the identity check and the PIN), one
 * chunk of the route table: the link's first screen on a phone does not wait for the form (its
 * calendar, Floating UI and phone numbers, doctor-form-routes.ts) nor for the acknowledgement's
 * dialog (doctor-acknowledgement.tsx), each a chunk of its own.
 */
export { DoctorLinkEntryRoute } from './doctor-link-entry';
export { DoctorOtpRoute } from './doctor-otp';
export { DoctorVerificationRoute } from './doctor-verification';
