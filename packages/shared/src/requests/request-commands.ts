import { z } from 'zod';
import { drawableText } from '../text/drawable-text';
import { multilineText, singleLineText } from '../text/text';
import { TEXT_LIMITS } from '../policy/limits';
import { requireUrgentReason, urgencyMarkFields } from '../adjudication/urgency';
import { notifiedPartiesSchema } from './notified-parties';
import { STATUS_CODES } from './statuses';

/** The new-request, resend, cancel and amend messages of specification 000 §5, word for word. */
export const REQUEST_MESSAGES = {
  selectPatient: 'Please select a patient.',
  enterEmail: 'Please enter a email.',
  emailInvalid: 'Email is not valid',
  selectPolicy: 'Please select a policy.',
  selectDoctor: 'Please select a doctor.',
  selectClinic: 'Please select a clinic.',
  chooseFile: 'Please choose a file.',
  resendEmailInvalid: 'Please enter a valid email.',
  cancelReasonRequired: 'Please add a reason for cancelling.',
  amendReasonRequired: 'Please add a reason for amending.',
  // The specification gives no wording for these; ours.
  acceptTerms: 'Please tick this box to continue.',
  mcrTooLong: `The MCR number has at most ${TEXT_LIMITS.mcrNo} characters.`,
  reasonTooLong: `Please keep the reason within ${TEXT_LIMITS.cancelOrAmendReason} characters.`,
  textTooLong: (max: number) => `This text is too long: at most ${max} characters.`,
  patientHasActiveRequest: 'This patient already has a request in progress.',
  selectPolicyholder: 'Please select a policyholder.',
} as const;
const M = REQUEST_MESSAGES;

const EMAIL_MAX = 254;

/** A required email address, trimmed and lower-cased, with the caller's two messages. */
export function emailSchema(requiredMessage: string, invalidMessage: string) {
  return singleLineText(requiredMessage)
    .min(1, requiredMessage)
    .max(EMAIL_MAX, invalidMessage)
    .pipe(z.email({ error: invalidMessage }))
    .transform((value) => value.toLowerCase());
}

/** Required text: the message for a missing value, trimmed, at most `max` characters. */
function requiredText(message: string, max: number, tooLong: string = M.textTooLong(max)) {
  return singleLineText(message).min(1, message).max(max, tooLong);
}

/** A name typed by hand that the LIA form and the certificate print (the doctor, the clinic). */
function printedName(message: string, max: number) {
  return drawableText(singleLineText(message)).min(1, message).max(max, M.textTooLong(max));
}

/** Optional text; empty becomes null. */
function optionalText(max: number, tooLong: string = M.textTooLong(max)) {
  return singleLineText()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);
}

/** An optional reference to a record chosen from a list (an id), or null when typed by hand. */
const optionalRef = singleLineText()
  .max(100)
  .nullish()
  .transform((value) => value || null);

const NAME_MAX = 200;

/** A value the form echoes from its reads; accepted (free of control characters), never believed. */
const echo = () => singleLineText();

/** An insurer's code, in a path or a payload. */
const insurerCode = () => singleLineText().min(1).max(50);

/**
 * `POST /api/insurers/{insurerCode}/requests`: the create-request payload of 000 §3, in its wire
 * names. The server trusts only the references in it (the patient's `lifeAssuredClntNo`, the
 * `policyNumber`, `policyRiderNumber`, `doctorId`, `clinicId`, `epLetter`) and the typed values
 * (emails, doctor and clinic when typed, the consents); the policyholder, patient, policy and
 * consultant snapshots it stores come from its own records, so the echoed names, NRICs and
 * consultant fields are accepted but never believed.
 */
export const createRequestPayloadSchema = z
  .object({
    policyHolderId: echo().optional(),
    policyHolderName: echo().optional(),
    policyHolderNric: echo().optional(),
    policyHolderContactno: echo().optional(),
    policyHolderEmailaddress: echo().optional(),
    insurerCode: insurerCode(),

    patientName: requiredText(M.selectPatient, NAME_MAX),
    /** The patient's `enc_nric` reference (a full NRIC never reaches the browser). */
    patientNric: echo().optional(),
    policyholderPatientRelationship: echo().optional(),
    patientDob: echo().optional(),
    /** Identifies the patient among the policyholder's. */
    lifeAssuredClntNo: requiredText(M.selectPatient, 50),
    patientEmailaddress: emailSchema(M.enterEmail, M.emailInvalid),

    policyName: requiredText(M.selectPolicy, NAME_MAX),
    /** Identifies the policy among the patient's policies with this policyholder. */
    policyNumber: requiredText(M.selectPolicy, 50),
    policyRiderNumber: optionalText(50),
    policyRiderName: optionalText(NAME_MAX),

    fcName: echo().nullish(),
    fcGender: echo().nullish(),
    fcEmail: echo().nullish(),
    fcContactno: echo().nullish(),
    riderFcName: echo().nullish(),
    riderFcGender: echo().nullish(),
    riderFcEmail: echo().nullish(),
    riderFcContactno: echo().nullish(),

    doctorName: printedName(M.selectDoctor, TEXT_LIMITS.doctorOrClinicName),
    /** Set when the doctor was picked from the list; null when typed. */
    doctorId: optionalRef,
    doctorMcrno: optionalText(TEXT_LIMITS.mcrNo, M.mcrTooLong),
    clinicName: printedName(M.selectClinic, TEXT_LIMITS.doctorOrClinicName),
    clinicId: optionalRef,
    clinicCode: optionalText(50),
    clinicdoctorEmailaddress: emailSchema(M.enterEmail, M.emailInvalid),

    /** The Employment Pass letter's `uploadId`; required when the patient is a foreigner. */
    epLetter: optionalRef,
    /** Notify the financial consultant (000 §2.5 consent, optional). */
    fcNeedstobeNotified: z.boolean().default(false),
    riderFcNotifyFlag: z.boolean().default(false),
    hasRecommendedbyServiceprovider: z.boolean().default(false),
    /**
     * Who raises it: the policyholder (000 §3: always "policy-holder" on its form), an insurance
     * agent for a client, or the insured patient for themselves. The server records the caller's
     * own role; this echo is never believed.
     */
    creatorRole: z
      .enum(['policy-holder', 'insurance-agent', 'insured-patient'])
      .default('policy-holder'),
    /** Sent empty on create (000 §3). */
    clinicdoctorResendEmailaddress: echo().nullish(),
    /** Sent null on create (000 §3). */
    authCode: z.null().optional(),
    /** Ours (issue 22): the raiser marks the request urgent, saying why. */
    ...urgencyMarkFields,
  })
  .superRefine(requireUrgentReason);
export type CreateRequestPayload = z.input<typeof createRequestPayloadSchema>;
export type CreateRequestParsed = z.output<typeof createRequestPayloadSchema>;

const mustTick = z.boolean().refine((value) => value, { error: M.acceptTerms });

/**
 * The /create-request form: the payload plus what the form holds but does not send (000 §3:
 * "Dropped before sending: the three terms flags, the label fields, epLetterName and foreigner").
 * Parsing form values with `createRequestPayloadSchema` drops them, as it strips unknown keys.
 */
export const createRequestFormSchema = createRequestPayloadSchema
  .safeExtend({
    terms1: mustTick,
    terms2: mustTick,
    terms3: mustTick,
    foreigner: z.enum(['Y', 'N']),
    epLetterName: singleLineText().nullish(),
  })
  .superRefine((form, ctx) => {
    if (form.foreigner === 'Y' && !form.epLetter) {
      ctx.addIssue({ code: 'custom', path: ['epLetter'], message: M.chooseFile });
    }
  });
export type CreateRequestForm = z.input<typeof createRequestFormSchema>;

/**
 * What the create answers (000 §3); `fcNotifyFlag` adds `?fc=true` to the acknowledgement, and
 * `notified` says who was emailed.
 */
export const createRequestResponseSchema = z.object({
  erefNo: z.string(),
  fcNotifyFlag: z.boolean(),
  paId: z.string(),
  notified: notifiedPartiesSchema,
});
export type CreateRequestResponse = z.infer<typeof createRequestResponseSchema>;

/** `PUT /api/requests/{paId}/resend`. */
export const resendRequestBodySchema = z.object({
  doctorEmail: emailSchema(M.enterEmail, M.resendEmailInvalid),
});
export type ResendRequestBody = z.input<typeof resendRequestBodySchema>;

/**
 * `PUT /api/requests/{paId}/resend-office` and `…/resend-authorisation`: a new link to the address
 * the request already has (the hospital's office, the policyholder's account), so no field.
 */
export const resendLinkBodySchema = z.object({});
export type ResendLinkBody = z.input<typeof resendLinkBodySchema>;

const reason = (requiredMessage: string) =>
  multilineText(requiredMessage)
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.cancelOrAmendReason, M.reasonTooLong);

/** `PUT /api/requests/{paId}/cancel`. */
export const cancelRequestBodySchema = z.object({ cancelReason: reason(M.cancelReasonRequired) });
export type CancelRequestBody = z.input<typeof cancelRequestBodySchema>;

/** `PUT /api/requests/{paId}/amend`. */
export const amendRequestBodySchema = z.object({ amendReason: reason(M.amendReasonRequired) });
export type AmendRequestBody = z.input<typeof amendRequestBodySchema>;

/**
 * What resend, cancel and amend answer: the request's reference, its status after the change and
 * who was emailed about it.
 */
export const requestCommandResponseSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  notified: notifiedPartiesSchema,
});
export type RequestCommandResponse = z.infer<typeof requestCommandResponseSchema>;

/** An insurer-scoped path parameter pair. */
export const insurerRequestParamsSchema = z.object({
  insurerCode: insurerCode(),
  paId: z.uuid(),
});
export const requestParamsSchema = z.object({ paId: z.uuid() });
export const certificateQuerySchema = z.object({ paId: z.uuid() });
