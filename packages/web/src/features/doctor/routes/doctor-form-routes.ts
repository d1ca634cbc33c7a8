/** The doctor's form, on the link and under the login, one chunk of the route table. */
export { DoctorInputRoute } from './doctor-input';
export { DoctorLoginInputRoute } from './doctor-login-input';
