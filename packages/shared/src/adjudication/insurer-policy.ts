import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { ADJUDICATORS } from '../api/caller-sets';
import { DOCTOR_LIMITS } from '../doctor/doctor-messages';
import { OTP_POLICY, REQUEST_TIMINGS } from '../policy/flow-limits';
import { singleLineText } from '../text/text';
import { INSURER_CLOCK_POLICY } from './urgency';

/*
 * An insurer's policy as data (issue 23): its clocks, the doctor's response window, the fee caps,
 * the certificate's validity, the PIN policy and the contact details its emails give. Each
 * setting has bounds that keep it safe; the defaults are the constants the portal ran on before,
 * so an insurer that never changed its policy sees nothing change.
 */

/** Bounds of each setting; the messages below and the schema read them, nothing else copies them. */
export const INSURER_POLICY_BOUNDS = {
  decisionWorkingDays: INSURER_CLOCK_POLICY.decisionWorkingDays,
  urgentDecisionHours: INSURER_CLOCK_POLICY.urgentDecisionHours,
  /** At least a day to answer; at most a week, the spec's 3 days being the norm (001 §1). */
  responseWindowDays: { min: 1, max: 7 },
  /** The first row's cap never above the agreed price; a later row's never above the first's. */
  firstRowCapPercent: { min: 50, max: 100 },
  laterRowCapPercent: { min: 0, max: 100 },
  certificateValidityDays: { min: 1, max: 365 },
  /*
   * The PIN may only be tightened. A 6-digit PIN has 10^6 values: 5 tries in its life leave an
   * attacker a 1-in-200,000 chance per PIN (NIST SP 800-63B 5.1.3 asks for a limit on tries), 3
   * tries is the fewest a person typing on a phone can live with. The PIN's life stays within the
   * 10 minutes NIST allows an out-of-band secret, and at least 2 so an email can arrive. The
   * resend wait is at least 30 s (the spec's countdown is 60 s, 000 §9), and the sends an hour
   * at most the 5 the portal allows today.
   */
  pinMaxAttempts: { min: 3, max: OTP_POLICY.maxAttempts },
  pinLifetimeMinutes: { min: 2, max: OTP_POLICY.lifetimeMs / 60_000 },
  pinResendWaitSeconds: { min: 30, max: 300 },
  pinMaxSendsPerHour: { min: 1, max: OTP_POLICY.maxSendsPerHour },
  contactTextMax: 100,
} as const;

const B = INSURER_POLICY_BOUNDS;

type Bounds = { readonly min: number; readonly max: number };
const between = (label: string, { min, max }: Bounds, unit: string) => {
  const message = `${label} must be a whole number from ${min} to ${max} ${unit}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** The PIN policy: attempts, lifetime, resend wait and sends an hour, each within safe bounds. */
export const pinPolicySchema = z.strictObject({
  maxAttempts: between('The PIN attempts', B.pinMaxAttempts, 'tries'),
  lifetimeMinutes: between("The PIN's lifetime", B.pinLifetimeMinutes, 'minutes'),
  resendWaitSeconds: between('The wait before a new PIN', B.pinResendWaitSeconds, 'seconds'),
  maxSendsPerHour: between('The PINs sent an hour', B.pinMaxSendsPerHour, 'PINs'),
});
export type PinPolicy = z.infer<typeof pinPolicySchema>;

const contactText = (label: string) =>
  singleLineText()
    .min(1, `Please enter the ${label}.`)
    .max(B.contactTextMax, `Please keep the ${label} within ${B.contactTextMax} characters.`);

/** Whom the insurer's emails name for questions; null until the insurer sets it. */
export const insurerContactSchema = z.strictObject({
  name: contactText('contact name'),
  phone: contactText('contact phone number'),
  email: z.email({ error: 'Please enter a valid contact email address.' }).max(B.contactTextMax),
  hours: contactText('contact hours'),
});

export type InsurerContact = z.infer<typeof insurerContactSchema>;

export const FEE_CAP_MESSAGES = {
  laterAboveFirst: "A later row's cap may not be above the first row's.",
} as const;

export const feeCapsSchema = z
  .strictObject({
    firstRowPercent: between("The first row's cap", B.firstRowCapPercent, 'per cent'),
    laterRowPercent: between("A later row's cap", B.laterRowCapPercent, 'per cent'),
  })
  .refine((caps) => caps.laterRowPercent <= caps.firstRowPercent, {
    path: ['laterRowPercent'],
    message: FEE_CAP_MESSAGES.laterAboveFirst,
  });
/** The insurer's agreed-price caps in percent: the first surgery row's, then every later row's. */
export type FeeCaps = z.infer<typeof feeCapsSchema>;

export const insurerPolicySchema = z.strictObject({
  decisionWorkingDays: between('The decision clock', B.decisionWorkingDays, 'working days'),
  urgentDecisionHours: between('The urgent clock', B.urgentDecisionHours, 'hours'),
  responseWindowDays: between("The doctor's response window", B.responseWindowDays, 'days'),
  feeCaps: feeCapsSchema,
  certificateValidityDays: between("The certificate's validity", B.certificateValidityDays, 'days'),
  pin: pinPolicySchema,
  contact: insurerContactSchema.nullable(),
});
export type InsurerPolicy = z.infer<typeof insurerPolicySchema>;

/**
 * The parts of its insurer's policy a request's screens read (the doctor's form, the business
 * office, the policyholder's request and the case view): the doctor's response window, the
 * decision's working days (the screens' "1-3 working days", 001 §1) and the fee caps. Sent with
 * the request's data, so a screen never assumes the defaults.
 */
export const requestPolicySchema = z.strictObject({
  responseWindowDays: insurerPolicySchema.shape.responseWindowDays,
  decisionWorkingDays: insurerPolicySchema.shape.decisionWorkingDays,
  feeCaps: feeCapsSchema,
});
export type RequestPolicy = z.infer<typeof requestPolicySchema>;

/** A request's part of its insurer's policy (`requestPolicySchema`). */
export const requestPolicyOf = ({
  responseWindowDays,
  decisionWorkingDays,
  feeCaps,
}: InsurerPolicy): RequestPolicy => ({ responseWindowDays, decisionWorkingDays, feeCaps });

/** Today's constants: the policy of an insurer that never changed it. */
export const DEFAULT_INSURER_POLICY: InsurerPolicy = {
  ...INSURER_CLOCK_POLICY.defaults,
  responseWindowDays: REQUEST_TIMINGS.responseWindowDays,
  feeCaps: {
    firstRowPercent: DOCTOR_LIMITS.firstRowCapPercent,
    laterRowPercent: DOCTOR_LIMITS.laterRowCapPercent,
  },
  certificateValidityDays: 30,
  pin: {
    maxAttempts: OTP_POLICY.maxAttempts,
    lifetimeMinutes: OTP_POLICY.lifetimeMs / 60_000,
    resendWaitSeconds: OTP_POLICY.resendCountdownSeconds,
    maxSendsPerHour: OTP_POLICY.maxSendsPerHour,
  },
  contact: null,
};

export const getInsurerPolicy = defineContract({
  operationId: 'getInsurerPolicy',
  method: 'GET',
  path: '/api/adjudication/policy',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary: "The caller's insurer's policy: clocks, windows, fee caps, PIN policy, contact",
    response: { 200: insurerPolicySchema, ...errorResponses(401, 403) },
  },
});

export const putInsurerPolicy = defineContract({
  operationId: 'putInsurerPolicy',
  method: 'PUT',
  path: '/api/adjudication/policy',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary: "Change the insurer's policy, each setting within its bounds (audited)",
    body: insurerPolicySchema,
    response: { 200: insurerPolicySchema, ...errorResponses(400, 401, 403) },
  },
});
