/**
 * The doctor's form, on the link and under the login, and the logged-in doctor's acknowledgement
 * after it, one chunk of the route table.
 */
export { DoctorInputRoute } from './doctor-input';
export { DoctorLoginAcknowledgementRoute } from './doctor-login-acknowledgement';
export { DoctorLoginInputRoute } from './doctor-login-input';
