import { statusLabel, type StatusCode } from '@preauth/shared';

/** Texts of the authorisation screens that the specification does not word (ours). */
export const AUTHORISATION_TEXTS = {
  chooseMethod: 'Choose how to authorise this request',
  noMethod:
    'No authorisation method is available for your insurer at the moment. Please try again later.',
  pinTitle: 'Authorise with a One Time Pin',
  notVerified:
    'Please authorise the request first: verify the OTP or log in with Singpass, then come back to the declaration.',
  authoriseTitle: 'Authorise Pre-Authorisation Request',
} as const;

/** Why a request of this status cannot be authorised now (000 §4: Authorise is for PEN only). */
export const cannotAuthorise = (status: StatusCode) =>
  `This request is ${statusLabel(status)} and cannot be authorised or rejected any more.`;
