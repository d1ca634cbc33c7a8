/** The authorisation screens, loaded together as one chunk by the route table. */
export { AuthorisationActionRoute } from './authorisation-action';
export { AuthorisationPinRoute } from './authorisation-pin';
export { PolicyholderVerificationRoute } from './policyholder-verification';
export { RemoteAuthenticationRoute } from './remote-authentication';
export { SingpassCallbackRoute } from './singpass-callback';
