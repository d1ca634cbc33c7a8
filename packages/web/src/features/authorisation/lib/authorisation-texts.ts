import {
  type AuthorisationDecision,
  type RequestDetail,
  statusLabel,
  type StatusCode,
} from '@preauth/shared';

/** Texts of the authorisation screens that the specification does not word (ours). */
export const AUTHORISATION_TEXTS = {
  chooseMethod: 'Choose how to authorise this request',
  noMethod:
    'No authorisation method is available for your insurer at the moment. Please try again later.',
  pinTitle: 'Authorise with a One Time Pin',
  notVerified:
    'Please authorise the request first: verify the OTP, log in with Singpass or enter the Remote Authentication password, then come back to the declaration.',
  authoriseTitle: 'Authorise Pre-Authorisation Request',
  /** The PIN screen's way back to the authorise screen, to choose another method or decision. */
  backToChoice: 'Back',
  logInToContinue: 'Log in to continue',
  singpassConfirmedTitle: 'Singpass login confirmed',
  singpassChooseDecision:
    'Your Singpass login is confirmed for this request. Do you accept or reject it? The next screen shows what you are declaring before you submit.',
  summaryTitle: 'What you are asked to authorise',
  /** The doctor's details (hospital, admission, fees) before the doctor has submitted them. */
  notKnownYet: 'Not known yet: the doctor has not sent the details',
} as const;

/** Who raised the request, as the person authorising it knows them. */
const CREATOR_ROLE_NAMES: Record<string, string> = {
  'insurance-agent': 'your insurance agent',
  'policy-holder': 'the policyholder',
  'insured-patient': 'the insured patient',
};

export const raisedBy = ({
  createdBy,
  creatorRole,
}: Pick<RequestDetail, 'createdBy' | 'creatorRole'>) => {
  const role = CREATOR_ROLE_NAMES[creatorRole];
  return role ? `${createdBy} (${role})` : createdBy;
};

/**
 * What the PIN (or REM password) screen says the person is doing: accepting or rejecting the
 * named request, and what comes after the `step`.
 */
export const pinPurpose = (
  decision: AuthorisationDecision,
  { erefNo, patientName }: Pick<RequestDetail, 'erefNo' | 'patientName'>,
  step = 'the OTP',
) =>
  decision === 'accept'
    ? `You are authorising request ${erefNo} for ${patientName}. After ${step}, you confirm the declaration.`
    : `You are rejecting request ${erefNo} for ${patientName}. After ${step}, you confirm the rejection.`;

/** Why a request of this status cannot be authorised now (000 §4: Authorise is for PEN only). */
export const cannotAuthorise = (status: StatusCode) =>
  `This request is ${statusLabel(status)} and cannot be authorised or rejected any more.`;
