import { CERTIFICATE_FILE_NAME } from '../policy/limits';

/**
 * The doctor's submission as a PDF, the "LIA form" (document 001 §2 doctor acknowledgement, §7
 * "GET request download (PDF)"): saved under the same name as the certificate, request-{paId}.pdf.
 */
export const LIA_FORM_FILE_NAME = CERTIFICATE_FILE_NAME;

export const LIA_FORM_TEXTS = {
  title: 'Pre-Authorisation Request – LIA Form',
  /** Ours: the specification shows no wording for a download before the doctor submitted. */
  notSubmitted: 'The LIA form is available once the doctor has submitted the request.',
  /** Every fee and total is labelled so (001 §2 review-submit, §9). */
  gstInclusive: 'inclusive of GST',
  /** Ours: the note above the fees once the business office has changed at least one. */
  officeAdjusted: "The hospital's business office adjusted the fees below on",
  /** Ours: the note above the fees when the business office confirmed them unchanged. */
  officeConfirmed: "The hospital's business office confirmed the fees below, unchanged, on",
} as const;

/**
 * The principal doctor's declaration (001 §2 "Doctor declaration"): the title as quoted; the text
 * is ours, saying what the specification says it states.
 */
export const DOCTOR_DECLARATION = {
  title: "PRINCIPAL DOCTOR'S DECLARATION",
  text:
    'I declare that the information given in this form is true and complete to the best of my ' +
    'knowledge, and that I have personally examined the patient. I consent to the release of ' +
    'this information to the insurer and, should a dispute arise, to a dispute-resolution body.',
} as const;
