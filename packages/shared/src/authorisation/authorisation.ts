import { z } from 'zod';
import { loginResponseSchema } from '../auth/auth.schemas';
import { userTypeSchema } from '../auth/user-types';
import { linkTokenSchema, LINK_MESSAGES } from '../links/link-access';
import { oneTimePinSchema, pinStateSchema } from '../links/one-time-pin';
import { singleLineText } from '../text/text';
import { optionalDateSchema } from '../dates/iso-date';

/**
 * The policyholder's authorisation of a request raised by someone else (000 §2.2, §2.8, §2.9,
 * §4, §5, §7): the method choice, the PIN by email or SMS, the national digital-identity login
 * (Singpass), the declaration, and the remote authoriser's way in through the emailed link.
 */

/** The methods 000 §2.8 knows, with their labels. */
export const AUTH_METHOD_LABELS = {
  SP: 'Singpass',
  EMAIL: 'Email',
  REM: 'Remote Authentication',
  SMS: 'SMS',
} as const;
export type AuthMethod = keyof typeof AUTH_METHOD_LABELS;
export const AUTH_METHODS = Object.keys(AUTH_METHOD_LABELS) as AuthMethod[];

/** 000 §9: the method chosen until the policyholder picks another. */
export const DEFAULT_AUTH_METHOD = 'EMAIL' satisfies AuthMethod;

/** The methods that send a PIN; SP logs in instead, REM is the remote authoriser's password. */
export const PIN_AUTH_METHODS = ['EMAIL', 'SMS'] as const;
export const pinAuthMethodSchema = z.enum(PIN_AUTH_METHODS);
export type PinAuthMethod = z.infer<typeof pinAuthMethodSchema>;

/**
 * The methods a declaration may be submitted under: a PIN's, the Singpass login's, or the
 * remote-authentication password's (REM, typed by the logged-in policyholder).
 */
export const submitAuthMethodSchema = z.enum(['EMAIL', 'SMS', 'SP', 'REM']);
export type SubmitAuthMethod = z.infer<typeof submitAuthMethodSchema>;

/** Creators whose requests skip the method choice (000 §2.8, §6). */
export const SKIPS_METHOD_CHOICE = ['policy-holder', 'insured-patient'] as const;

/**
 * Creators whose requests the policyholder authorises with the emailed PIN and nothing else
 * (000 §2.8: the life insured's own request offers no method choice; record 084). The server
 * refuses any other method for them, whatever the screen offered.
 */
export const EMAIL_PIN_ONLY_CREATORS = ['insured-patient'] as const;

export const AUTHORISATION_POLICY = {
  /** A verified PIN or a Singpass login lets the declaration be submitted this long. */
  proofLifetimeMs: 10 * 60 * 1000,
  /** A Singpass login (state, nonce, PKCE) must come back within this long. */
  singpassLoginLifetimeMs: 10 * 60 * 1000,
  /** Wrong REM passwords a policyholder may type for one request before REM locks for it. */
  remotePasswordMaxFailures: 5,
} as const;

/** Texts of the authorisation screens, word for word where the specification quotes them. */
export const AUTHORISATION_MESSAGES = {
  otpLength: 'OTP is required, OTP has 6 characters',
  preparingOtp: 'We are preparing the OTP...',
  otpSent: 'The OTP is sent! Please check your inbox.',
  declarationTitle: 'Authorisation & Declaration',
  rejectTitle: 'Reject Authorisation',
  notifyConsultant: 'notify my financial consultant when the decision is made',
  recommendedByProvider: 'I was notified by my service provider to raise the request',
  authorisationError: 'Authorisation Error',
  backToDetails: 'Back to Pre-Authorisation Details',
  remoteTitle: 'Remote Authentication',
  remoteText:
    'Please enter your password in the following format to proceed. DDMMYYY + NRIC/Passport/FIN No',
  remotePlaceholder: 'Please enter DOB + NRIC',
  policyholderNricRequired: LINK_MESSAGES.policyholderNricRequired,
  // Ours: the specification shows no wording for these.
  acceptTerms: 'Please tick this box to continue.',
  remoteRequired: 'Please enter your date of birth and NRIC/Passport/FIN No.',
  remoteMismatch: 'The password does not match our records. Please check and try again.',
  proofMissing:
    'Please verify the OTP (or log in with Singpass, or enter the Remote Authentication password) again before submitting: the verification is missing or has expired.',
  singpassNricMismatch:
    'The Singpass account you logged in with is not the policyholder of this request.',
  singpassLoginInvalid: 'The Singpass login could not be completed. Please try again.',
  smsUnavailable: 'This policyholder has no mobile number on record for an SMS.',
  emailPinOnly:
    'A request the insured patient raised for themselves is authorised with the OTP sent by email only.',
  remoteLocked:
    'Remote Authentication is locked for this request after too many wrong passwords. You can still authorise it with an OTP by Email or SMS, or with Singpass: go back and choose another method.',
} as const;

/** A wrong REM password, and how many more it takes before REM locks for the request. */
export const remoteMismatchWithTriesLeft = (triesLeft: number) =>
  `${AUTHORISATION_MESSAGES.remoteMismatch} ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;

const M = AUTHORISATION_MESSAGES;

const insurerCode = () => singleLineText().min(1).max(50);

/** One entry of the auth-modes call (000 §3 "Auth mode"). */
export const authModeSchema = z.object({
  authCode: z.string(),
  authDesc: z.string(),
  validflag: z.boolean(),
});
export type AuthMode = z.infer<typeof authModeSchema>;

export const authModesQuerySchema = z.object({ userType: userTypeSchema });
export const authModesResponseSchema = z.array(authModeSchema);

/** 000 §2.8: only valid entries carrying both a description and a known code are offered. */
export function offeredAuthModes(
  modes: readonly AuthMode[],
): (AuthMode & { authCode: AuthMethod })[] {
  return modes.filter(
    (mode): mode is AuthMode & { authCode: AuthMethod } =>
      mode.validflag && mode.authDesc.trim() !== '' && mode.authCode in AUTH_METHOD_LABELS,
  );
}

export const userParamsSchema = z.object({ userId: z.uuid() });
export const authoriseParamsSchema = z.object({ paId: z.uuid() });

export const AUTHORISATION_DECISIONS = ['accept', 'reject'] as const;
export type AuthorisationDecision = (typeof AUTHORISATION_DECISIONS)[number];

/**
 * `POST users/{id}/send` (000 §7), with the decision the PIN is for (ours): its message says
 * whether it authorises or rejects the request.
 */
export const sendAuthorisationPinBodySchema = z.object({
  authMethod: pinAuthMethodSchema,
  paId: z.uuid(),
  decision: z.enum(AUTHORISATION_DECISIONS),
});
export type SendAuthorisationPinBody = z.infer<typeof sendAuthorisationPinBodySchema>;

/** Which of the request's PINs a screen reads (`GET {authorise-request}/{id}/pin`). */
export const authorisationPinQuerySchema = z.object({ authMethod: pinAuthMethodSchema });

/** A new PIN's state, or within the resend gap the one already sent (`pinStateSchema`). */
export const sendAuthorisationPinResponseSchema = pinStateSchema;
export type SendAuthorisationPinResponse = z.infer<typeof sendAuthorisationPinResponseSchema>;

/** 000 §5: exactly 6 characters (the one PIN rule: 6 ASCII digits). */
export const authorisationOtpSchema = oneTimePinSchema(M.otpLength, M.otpLength);

/** `POST {authorise-request}/{id}/verify` (000 §7). */
export const verifyAuthorisationPinBodySchema = z.object({
  otp: authorisationOtpSchema,
  authMethod: pinAuthMethodSchema,
  paId: z.uuid(),
});
export type VerifyAuthorisationPinBody = z.infer<typeof verifyAuthorisationPinBodySchema>;

export const verifyAuthorisationPinResponseSchema = z.object({
  authMethod: pinAuthMethodSchema,
  /** Until when the declaration may be submitted under this verification. */
  validUntil: z.iso.datetime({ offset: true }),
});

const mustTick = z.boolean().refine((value) => value, { error: M.acceptTerms });

/** The declaration's form (000 §2.9); the ticks are optional on accept and absent on reject. */
export const declarationFormSchema = z.object({
  terms: mustTick,
  fcNeedstobeNotified: z.boolean().default(false),
  hasRecommendedbyServiceprovider: z.boolean().default(false),
});
export type DeclarationForm = z.input<typeof declarationFormSchema>;

/** `PUT requests/{id}/submit` (000 §2.9 "Submit sends the insurer code, request id, type and method"). */
export const submitAuthorisationBodySchema = declarationFormSchema.extend({
  insurerCode: insurerCode(),
  paId: z.uuid(),
  type: z.enum(AUTHORISATION_DECISIONS),
  authMethod: submitAuthMethodSchema,
});
export type SubmitAuthorisationBody = z.input<typeof submitAuthorisationBodySchema>;

/** `GET` the digital-identity state (000 §7), query insurerCode and paId. */
export const digitalIdentityStateQuerySchema = z.object({
  insurerCode: insurerCode(),
  paId: z.uuid(),
});
export const digitalIdentityStateResponseSchema = z.object({
  state: z.string(),
  /**
   * Where to send the browser: the login with scope openid, response type code, redirect URI,
   * client id, nonce and state (or, in FAPI 2.0 mode, the pushed request's `request_uri`).
   */
  authorizationUrl: z.url(),
});
export type DigitalIdentityStateResponse = z.infer<typeof digitalIdentityStateResponseSchema>;

/** `GET singpass-authorize` (000 §7), the callback's code and state. */
export const singpassAuthorizeQuerySchema = z.object({
  state: singleLineText().min(1).max(512),
  code: singleLineText().min(1).max(2048),
  /** The issuer, when it names itself on the callback (RFC 9207; FAPI 2.0): pass it on as given. */
  iss: z.url().max(512).optional(),
});
export const singpassAuthorizeResponseSchema = z.object({
  paId: z.uuid(),
  authMethod: z.literal('SP'),
  validUntil: z.iso.datetime({ offset: true }),
});
export type SingpassAuthorizeResponse = z.infer<typeof singpassAuthorizeResponseSchema>;

/** The relying party's public keys (signing, and encryption of ID tokens to it): a JWK Set. */
export const singpassJwksResponseSchema = z.object({
  keys: z.array(
    z.looseObject({
      kty: z.string(),
      kid: z.string(),
      use: z.enum(['sig', 'enc']),
      alg: z.string(),
    }),
  ),
});
export type SingpassJwks = z.infer<typeof singpassJwksResponseSchema>;

/** The policyholder verification page's token check (000 §7 "policyholder token verification"). */
export const verifyPayloadBodySchema = z.object({ payload: linkTokenSchema });
export const verifyPayloadResponseSchema = z.object({
  erefNo: z.string(),
  insurerCode: z.string(),
});

/** The verification page's identity form (000 §5, 001 §5): identifier required, dob optional. */
export const policyholderVerificationFormSchema = z.object({
  identifier: singleLineText(M.policyholderNricRequired)
    .min(1, M.policyholderNricRequired)
    .max(4, M.policyholderNricRequired)
    .transform((value) => value.toUpperCase()),
  dob: optionalDateSchema(LINK_MESSAGES.dobFormat).optional(),
});

/** `POST get-authorize` (000 §7): dob, identifier and payload; answers user info. */
export const getAuthorizeBodySchema = policyholderVerificationFormSchema.extend({
  payload: linkTokenSchema,
});
export type GetAuthorizeBody = z.input<typeof getAuthorizeBodySchema>;

/**
 * A session for that one request (a link session), with the user info the protected area needs;
 * `remoteAuthenticationRequired` until the remote-authentication check passes.
 */
export const getAuthorizeResponseSchema = loginResponseSchema.extend({
  paId: z.uuid(),
  erefNo: z.string(),
  remoteAuthenticationRequired: z.boolean(),
});
export type GetAuthorizeResponse = z.infer<typeof getAuthorizeResponseSchema>;

/** 000 §2.2: one password-type field named otp: DDMMYYYY followed by the NRIC/FIN/passport. */
export const remoteAuthenticationBodySchema = z.object({
  otp: singleLineText(M.remoteRequired).min(1, M.remoteRequired).max(40, M.remoteMismatch),
});
export type RemoteAuthenticationBody = z.input<typeof remoteAuthenticationBodySchema>;

/** A logged-in policyholder's REM password passed: the declaration may be submitted until then. */
export const remoteAuthorisationResponseSchema = z.object({
  authMethod: z.literal('REM'),
  validUntil: z.iso.datetime({ offset: true }),
});
export type RemoteAuthorisationResponse = z.infer<typeof remoteAuthorisationResponseSchema>;
