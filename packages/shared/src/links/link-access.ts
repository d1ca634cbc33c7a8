import { z } from 'zod';
import { optionalDateSchema, requiredDateSchema } from '../dates/iso-date';
import { TEXT_LIMITS } from '../policy/limits';
import { singleLineText } from '../text/text';
import { LINK_ROLES } from './link-roles';
import { oneTimePinSchema, pinStateSchema } from './one-time-pin';

export { LINK_ROLES };
export const linkRoleSchema = z.enum(LINK_ROLES);
export type LinkRole = z.infer<typeof linkRoleSchema>;

/**
 * Where a link session stands: 'pin-required' until the emailed PIN is checked (doctor, business
 * office), 'remote-authentication-required' until the remote authoriser's date of birth and NRIC
 * are checked, then 'verified'. Only a verified session is accepted beyond those checks' routes.
 */
export const LINK_SESSION_STAGES = [
  'pin-required',
  'remote-authentication-required',
  'verified',
] as const;
export const linkSessionStageSchema = z.enum(LINK_SESSION_STAGES);
export type LinkSessionStage = z.infer<typeof linkSessionStageSchema>;

/** The limits of link-holder access; the server enforces them and the screens explain them. */
export const LINK_ACCESS_POLICY = {
  /** Wrong identity checks that lock a link for good (a new link is needed). */
  identityMaxFailures: 5,
  /**
   * Identity checks accepted from one address per window, whatever the link. A hospital's office
   * or a clinic works behind one address, so this is sized for a busy one; each link's own five
   * tries are the protection against guessing (issue 25).
   */
  identityPerAddressMax: 200,
  identityPerAddressWindowMs: 15 * 60 * 1000,
  /** A link session unused for this long ends. */
  sessionIdleTimeoutMs: 30 * 60 * 1000,
  /** A link session ends this long after the identity check, however active. */
  sessionAbsoluteTimeoutMs: 2 * 60 * 60 * 1000,
  /**
   * Once the holder's step ends its link (the doctor's submit), a verified session of it may still
   * call the routes that say so (the acknowledgement's download of the LIA form) this long, within
   * the session's own limits; every other route answers 401 at once.
   */
  endedLinkReadMs: 30 * 60 * 1000,
} as const;

/** Texts of the link screens (document 001 §2, §5, §8), word for word, and our own beside them. */
export const LINK_MESSAGES = {
  checking: 'Please wait while we are processing your data.',
  invalidLink: 'This PreAuth request is expired or invalid.',
  dobRequired: 'Please enter your DOB.',
  dobFormat: 'Please enter a date with format DD-MM-YYYY.',
  patientNricRequired: 'Please enter Patient NRIC/FIN/Passport (Last 4 Chars)',
  policyholderNricRequired: 'Please enter last 4 characters of your NRIC',
  otpRequired: 'Please enter the OTP.',
  // Ours: 001 §5 only describes the office's OTP as 6 digits.
  otpFormat: 'The OTP has 6 digits. Please enter all 6.',
  // Ours: the specification shows no wording for these.
  identityMismatch: 'The details you entered do not match the request. Please check and try again.',
  otpExpired: 'The OTP has expired. Please ask for a new one.',
  otpTooManyTries: 'The OTP was entered wrongly too many times. Please ask for a new one.',
  /** A link session that ended (revoked, locked, submitted, unknown): no login to go back to. */
  sessionEnded: 'This link session has ended. Please open the link in your email again.',
  sessionIdle: `This link session ended after ${LINK_ACCESS_POLICY.sessionIdleTimeoutMs / 60_000} minutes without activity. Please open the link in your email again.`,
} as const;

/** "12 minutes", "45 seconds", "1 minute": how long to wait, as a 429's message says it. */
export function waitText(seconds: number): string {
  const [count, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The PIN and identity refusals that depend on a count or a wait (ours, issue 25). */
export const LINK_REFUSALS = {
  /** A wrong PIN, and how many more tries it takes before it is void. */
  otpWrong: (triesLeft: number) =>
    `The OTP is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  /** Details that do not match, and how many more checks before the link locks. */
  identityMismatch: (triesLeft: number) =>
    `${LINK_MESSAGES.identityMismatch} ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before the link locks.`,
  otpTooManySends: (retryAfterSeconds: number) =>
    `Too many OTPs were sent. Please try again in ${waitText(retryAfterSeconds)}.`,
  /** The identity checks of one address (a hospital office behind one address) used up. */
  tooManyFromNetwork: (retryAfterSeconds: number) =>
    `Too many attempts from this network. Please try again in ${waitText(retryAfterSeconds)}.`,
};

/** Who can send a link's holder a new link (issue 25; ours). */
const NEW_LINK_FROM: Record<LinkRole, string> = {
  doctor: 'Please ask the policyholder to send the request to you again.',
  'business-office':
    'Please ask the policyholder or their insurance agent to send the business office a new link.',
  'remote-authoriser':
    'You can log in to the portal and authorise the request from your dashboard, or ask your insurance agent to send you a new link.',
};

/**
 * The attempt that locked a link, by its holder: who can send a new one. The policyholder resends
 * to the doctor; the policyholder or the agent to the office; the agent to the policyholder, who
 * can also authorise from the dashboard.
 */
export const LINK_LOCKED_MESSAGES = Object.fromEntries(
  LINK_ROLES.map((role) => [
    role,
    `This link is locked after too many attempts. ${NEW_LINK_FROM[role]}`,
  ]),
) as Record<LinkRole, string>;

/**
 * Why a genuine link no longer opens (issue 25): locked, expired, replaced by a newer link of the
 * same holder, the request cancelled, or the holder's step done (`statusText`: where the request
 * is now). An unknown or altered token keeps `LINK_MESSAGES.invalidLink`.
 */
export type LinkEndedReason = 'locked' | 'expired' | 'replaced' | 'cancelled' | 'done';

export function linkEndedMessage(
  reason: LinkEndedReason,
  role: LinkRole,
  statusText: string,
): string {
  switch (reason) {
    case 'locked':
      return LINK_LOCKED_MESSAGES[role];
    case 'expired':
      return `This link has expired. ${NEW_LINK_FROM[role]}`;
    case 'replaced':
      return 'This link was replaced by a newer one. Please open the link in the newest email about this request.';
    case 'cancelled':
      return 'This request was cancelled, so this link no longer works. Nothing more is needed from you.';
    case 'done':
      return `This link has been used: the request is now ${statusText}. Nothing more is needed from you through this link.`;
  }
}

const M = LINK_MESSAGES;

/** The last 4 characters of an NRIC/FIN/passport, as typed (compared case-insensitively). */
const nricLast4 = (required: string) =>
  singleLineText(required)
    .min(1, required)
    .max(TEXT_LIMITS.nricLastChars, required)
    .transform((value) => value.toUpperCase());

/** A date of birth: typed DD-MM-YYYY on screen, sent as the ISO date like every other date. */
const dob = requiredDateSchema(M.dobRequired, M.dobFormat);

/** The emailed link's token, as the screen read it from the link. */
export const linkTokenSchema = singleLineText().min(16).max(256);

/** What each role proves about the request before a PIN is sent (issue: link-holder access). */
export const linkIdentitySchemas = {
  /** The patient's date of birth and the last 4 characters of the patient's NRIC/FIN/passport. */
  doctor: z.object({ token: linkTokenSchema, dob, nric: nricLast4(M.patientNricRequired) }),
  /** The last 4 characters of the patient's NRIC/FIN/passport. */
  'business-office': z.object({ token: linkTokenSchema, nric: nricLast4(M.patientNricRequired) }),
  /** The last 4 characters of the policyholder's NRIC, and the date of birth if given (null: not). */
  'remote-authoriser': z.object({
    token: linkTokenSchema,
    identifier: nricLast4(M.policyholderNricRequired),
    dob: optionalDateSchema(M.dobFormat).optional(),
  }),
} as const satisfies Record<LinkRole, z.ZodType>;
export type LinkIdentityBody<R extends LinkRole> = z.input<(typeof linkIdentitySchemas)[R]>;

export const linkParamsSchema = z.object({
  role: linkRoleSchema,
  insurerCode: singleLineText().min(1).max(50),
  erefNo: singleLineText().min(1).max(50),
});
export type LinkParams = z.infer<typeof linkParamsSchema>;

/** The header the link check reads the emailed token from (kept out of URLs and their logs). */
export const LINK_TOKEN_HEADER = 'x-link-token';

/**
 * The link check's answer: the link is live for this request and role; or, `submitted`, its holder
 * submitted through it ("already submitted on … by …", `submittedLinkMessage`) and may only verify
 * again to download the LIA form.
 */
export const linkCheckResponseSchema = z.object({
  erefNo: z.string(),
  insurerCode: z.string(),
  role: linkRoleSchema,
  submitted: z.string().nullable().optional(),
});
export type LinkCheckResponse = z.infer<typeof linkCheckResponseSchema>;

/** Who a verified link session stands for (`GET /api/links/session`). */
export const linkHolderResponseSchema = z.object({
  role: linkRoleSchema,
  paId: z.string(),
  erefNo: z.string(),
  insurerCode: z.string(),
  stage: linkSessionStageSchema,
});
export type LinkHolderResponse = z.infer<typeof linkHolderResponseSchema>;

/** After the identity check: a session for this request and role, and where the PIN went. */
export const linkSessionResponseSchema = z.object({
  access_token: z.string(),
  role: linkRoleSchema,
  paId: z.string(),
  erefNo: z.string(),
  insurerCode: z.string(),
  stage: linkSessionStageSchema,
  /** The PIN in flight (`pinStateSchema`); each null when the session waits for no PIN. */
  pinSentTo: pinStateSchema.shape.pinSentTo.nullable(),
  pinSentAt: pinStateSchema.shape.pinSentAt.nullable(),
  resendAfterSeconds: pinStateSchema.shape.resendAfterSeconds.nullable(),
  expiresInSeconds: pinStateSchema.shape.expiresInSeconds.nullable(),
  /** A re-visit of a submitted link: the session may only download the LIA form (record 082). */
  readOnly: z.boolean().optional(),
});
export type LinkSessionResponse = z.infer<typeof linkSessionResponseSchema>;

export const otpBodySchema = z.object({
  authMethod: z.literal('email'),
  otp: oneTimePinSchema(M.otpRequired, M.otpFormat),
});
export type OtpBody = z.infer<typeof otpBodySchema>;

export const otpResendBodySchema = z.object({ authMethod: z.literal('email') });

export const otpResendResponseSchema = pinStateSchema;
export type OtpResendResponse = z.infer<typeof otpResendResponseSchema>;
