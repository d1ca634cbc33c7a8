import { z } from 'zod';
import { ADDITIONAL_INFO_FLAGS } from '../doctor/doctor-additional-info';
import { documentKindSchema } from '../doctor/doctor-documents';
import { requestClinicalDetailsSchema } from '../requests/request-detail';
import { STATUS_CODES } from '../requests/statuses';
import { decisionDueSchema, urgencySchema } from './urgency';
import { caseHoldSchema } from './case-assignment';
import { requestPolicySchema } from './insurer-policy';
import { straightThroughEvaluationSchema } from './decision-rules';
import { approvedFeeLineSchema, DECISION_OUTCOMES } from './decisions';

const money = z.string().nullable();
const clinical = requestClinicalDetailsSchema.shape;

/** The doctor's submission, section by section as the doctor's form has them (document 001 §3). */
export const caseSubmissionSchema = z.object({
  submittedAt: z.string(),
  admission: z.object({
    hospitalCode: z.string(),
    hospitalName: z.string().nullable(),
    admissionDate: z.string(),
    admissionCode: z.string(),
    admissionDesc: z.string().nullable(),
    daysurgery: z.boolean(),
    hospitalisationReason: z.string().nullable(),
  }),
  symptoms: z.object({
    onsetsymptomsType: z.string(),
    onsetsymptomsDate: z.string().nullable(),
    onsetsymptomsDuration: z.string().nullable(),
    onsetsymptomsDesc: z.string(),
  }),
  referral: z.object({
    paReferral: z.boolean(),
    referralDoctordetails: z.string().nullable(),
    referralLetterName: z.string().nullable(),
  }),
  diagnoses: clinical.diagnoses,
  comorbiditiesInd: z.boolean(),
  comorbidities: clinical.comorbidities,
  additionalInfo: z.object(
    Object.fromEntries(ADDITIONAL_INFO_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
      (typeof ADDITIONAL_INFO_FLAGS)[number],
      z.ZodBoolean
    >,
  ),
  wardTypes: clinical.wardTypes,
});
export type CaseSubmission = z.infer<typeof caseSubmissionSchema>;

/** One amount as the doctor entered it and as the business office set it (null before it did). */
const feePairSchema = z.object({ doctor: money, office: money });

/** A surgery fee beside its agreed price and cap (document 001 §4), with the doctor's justification. */
const cappedFeeSchema = feePairSchema.extend({
  agreedPrice: money,
  /** 100 % of the agreed price on the first surgery line, 80 % on later ones; null without one. */
  cap: money,
  justification: z.string().nullable(),
});

const otherFeeSchema = z.object({
  feesCode: z.string(),
  feesDescription: z.string().nullable(),
  feesAmount: z.string(),
});

/** The fees of the latest submission: the doctor's beside the business office's. */
export const caseFeesSchema = z.object({
  /** ISO timestamp of the business office's answer; null until it has answered. */
  officeUpdatedAt: z.string().nullable(),
  /** The office changed at least one amount (false when it confirmed the doctor's fees). */
  officeChanged: z.boolean(),
  surgeryLines: z.array(
    z.object({
      tospCode: z.string(),
      tospDescription: z.string().nullable(),
      surgeonfee: cappedFeeSchema,
      anaesthetistfee: cappedFeeSchema,
    }),
  ),
  doctorAttendancefee: feePairSchema,
  totalHospitalcharges: feePairSchema,
  totalBill: feePairSchema,
  otherFees: z.object({
    doctor: z.array(otherFeeSchema),
    office: z.array(otherFeeSchema).nullable(),
  }),
});
export type CaseFees = z.infer<typeof caseFeesSchema>;

export const caseUploadSchema = z.object({
  uploadId: z.string(),
  /** 'ep-letter' or 'referral-letter'. */
  purpose: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** The download route (`GET /api/uploads/{uploadId}`), which serves it as an attachment. */
  downloadPath: z.string(),
});

/**
 * A document the doctor attached to the latest submission, with its kind (issue 24). The download
 * route serves it inline with `?disposition=inline` (for the page's viewer), else as a download.
 */
export const caseAttachmentSchema = caseUploadSchema.omit({ purpose: true }).extend({
  kind: documentKindSchema,
});
export type CaseAttachment = z.infer<typeof caseAttachmentSchema>;

/**
 * The request's latest decision as its case shows it: what was decided, by whom (an adjudicator,
 * or the straight-through rules of a version) and when; an approval's amounts per fee, its total,
 * conditions and certificate code; a rejection's reason; an amendment's "what must change"; and
 * the reversal of an automatic approval, which returned the request to Processing.
 */
export const caseDecisionSchema = z.object({
  outcome: z.enum(DECISION_OUTCOMES),
  /** ISO timestamp. */
  decidedAt: z.string(),
  decidedBy: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('adjudicator'), name: z.string() }),
    z.object({ kind: z.literal('automatic'), ruleVersion: z.number().int() }),
  ]),
  /** A rejection's coded reason, its label as the insurer's list had it then. */
  reasonCode: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  /** The rejection's text for the policyholder, or the amendment's "what must change". */
  reasonText: z.string().nullable(),
  /** An approval's conditions or notes. */
  conditions: z.string().nullable(),
  /** The kinds of document an amendment request asked for; empty for other outcomes. */
  requiredDocumentKinds: z.array(documentKindSchema),
  /** An approval's amounts, in the order the case's fees list them; empty for other outcomes. */
  lines: z.array(approvedFeeLineSchema),
  /** An approval's total: the requested total bill less every reduction. */
  approvedTotal: z.string().nullable(),
  /** An approval's certificate code, checked by the public verification. */
  verificationCode: z.string().nullable(),
  /** The last day (ISO date, Singapore) its certificate is valid; null for other outcomes. */
  validUntil: z.string().nullable(),
  /** An adjudicator's reversal of an automatic approval; null otherwise. */
  reversal: z
    .object({ reversedAt: z.string(), reversedBy: z.string(), reason: z.string() })
    .nullable(),
});
export type CaseDecision = z.infer<typeof caseDecisionSchema>;

/** One field of a submission that changed: its name, and its value before and after. */
export const submissionChangeSchema = z.object({
  /** Its stable key (`surgery.1.surgeonfee`, `otherFee.CONS`, `admissionDate`, …). */
  field: z.string(),
  /** Its name on screen (`SUBMISSION_FIELD_LABELS`). */
  label: z.string(),
  /** A money amount (shown formatted) or a text ready to show. */
  kind: z.enum(['money', 'text']),
  /** Null where the field was empty or absent (a row or an other fee added or removed). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type SubmissionChange = z.infer<typeof submissionChangeSchema>;

/**
 * A doctor's submission in the case's history: when and by whom; what changed from the
 * submission before it (the fees that counted then, the business office's where it answered,
 * and the clinical fields; empty for the first); and the business office's answer on it, with the
 * fees it changed (empty when it confirmed the doctor's), null when it has not answered.
 */
export const caseHistorySubmissionSchema = z.object({
  kind: z.literal('submission'),
  /** 1 for the first submission. */
  number: z.number().int().positive(),
  submittedAt: z.string(),
  /** The doctor's name. */
  submittedBy: z.string(),
  changes: z.array(submissionChangeSchema),
  office: z
    .object({ answeredAt: z.string().nullable(), changes: z.array(submissionChangeSchema) })
    .nullable(),
});

/** A decision in the case's history: what, who, when and why. */
export const caseHistoryDecisionSchema = caseDecisionSchema
  .pick({
    outcome: true,
    decidedAt: true,
    decidedBy: true,
    reasonCode: true,
    reasonLabel: true,
    reasonText: true,
    approvedTotal: true,
    reversal: true,
  })
  .extend({ kind: z.literal('decision') });

/**
 * A policyholder's amend in the case's history: when, the reason given for that amend (null for
 * an amend made before each was kept), and whether it withdrew an approval (amended at APP).
 */
export const caseHistoryAmendSchema = z.object({
  kind: z.literal('amend'),
  amendedAt: z.string(),
  reason: z.string().nullable(),
  approvalWithdrawn: z.boolean(),
});

/** The case's submissions, decisions and policyholder's amends, oldest first. */
export const caseHistoryEntrySchema = z.discriminatedUnion('kind', [
  caseHistorySubmissionSchema,
  caseHistoryDecisionSchema,
  caseHistoryAmendSchema,
]);
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;

/** The case's audit in pages, newest first: the case view carries the first, the rest on demand. */
export const CASE_AUDIT_PAGE = {
  /** Entries of the case view's page and of a page asked for without `limit`. */
  size: 50,
  /** The most entries one call may ask for. */
  maxLimit: 100,
} as const;

export const CASE_AUDIT_MESSAGES = {
  offset: 'Please give an offset of 0 or more.',
  limit: `Please ask for between 1 and ${CASE_AUDIT_PAGE.maxLimit} entries.`,
} as const;

/** `GET /api/adjudication/cases/{paId}/audit?offset=&limit=`: which entries, newest first. */
export const caseAuditQuerySchema = z.object({
  offset: z.coerce
    .number({ error: CASE_AUDIT_MESSAGES.offset })
    .int({ error: CASE_AUDIT_MESSAGES.offset })
    .min(0, { error: CASE_AUDIT_MESSAGES.offset })
    .default(0),
  limit: z.coerce
    .number({ error: CASE_AUDIT_MESSAGES.limit })
    .int({ error: CASE_AUDIT_MESSAGES.limit })
    .min(1, { error: CASE_AUDIT_MESSAGES.limit })
    .max(CASE_AUDIT_PAGE.maxLimit, { error: CASE_AUDIT_MESSAGES.limit })
    .default(CASE_AUDIT_PAGE.size),
});
export type CaseAuditQuery = z.input<typeof caseAuditQuerySchema>;
export type CaseAuditParams = z.output<typeof caseAuditQuerySchema>;

export const caseAuditEntrySchema = z.object({
  /** The entry's own number in the audit log: the same entry on two pages has the same id. */
  id: z.number().int(),
  occurredAt: z.string(),
  action: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  /** The user's name when a logged-in user acted; null for a link holder or the system. */
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type CaseAuditEntry = z.infer<typeof caseAuditEntrySchema>;

/**
 * One page of the request's audit log, newest first, and how many entries it holds in all: the
 * case view's `audit` (the latest page) and `GET /api/adjudication/cases/{paId}/audit`. Opening
 * the case adds an entry at the top, so a later page may repeat an entry of the one before it
 * (same `id`); none is skipped.
 */
export const caseAuditPageSchema = z.object({
  entries: z.array(caseAuditEntrySchema),
  total: z.number().int(),
});
export type CaseAuditPage = z.infer<typeof caseAuditPageSchema>;

/**
 * `GET /api/adjudication/cases/{paId}`: everything the request holds, for the insurer's
 * adjudicator (its own insurer's requests only). NRICs are given whole: the insurer holds them.
 */
export const caseViewSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  insurerCode: z.string(),
  statusCode: z.enum(STATUS_CODES),
  /** ISO timestamp: when the request entered its current status. */
  statusSince: z.string(),
  createdOn: z.string(),
  createdBy: z.string(),
  creatorRole: z.string(),
  due: decisionDueSchema.nullable(),
  /** Null unless the request was marked urgent. */
  urgency: urgencySchema.nullable(),
  hold: caseHoldSchema.nullable(),
  /**
   * The straight-through rules' evaluation of the latest submission (its failed rules first on
   * the case page); null when none was made (no rule set, or it reached Processing before one).
   */
  straightThrough: straightThroughEvaluationSchema.nullable(),
  /** The insurer's response window and the fee caps the surgery fees' caps are computed by. */
  requestPolicy: requestPolicySchema,
  policyholder: z.object({
    policyholderId: z.string(),
    name: z.string(),
    nric: z.string(),
    contactNo: z.string(),
    emailAddress: z.string(),
  }),
  patient: z.object({
    patientId: z.string(),
    name: z.string(),
    nric: z.string(),
    dateOfBirth: z.string(),
    emailAddress: z.string(),
    relationship: z.string(),
    foreigner: z.boolean(),
  }),
  policy: z.object({
    policyId: z.string(),
    policyName: z.string(),
    policyNumber: z.string(),
    riderId: z.string().nullable(),
    riderName: z.string().nullable(),
    riderNumber: z.string().nullable(),
    fcNotifyFlag: z.boolean(),
    riderFcNotifyFlag: z.boolean(),
  }),
  doctor: z.object({
    doctorId: z.string().nullable(),
    doctorName: z.string(),
    doctorMcrno: z.string().nullable(),
    clinicId: z.string().nullable(),
    clinicName: z.string(),
    clinicCode: z.string().nullable(),
    /** Where the doctor's emails go now (the latest resend's address, else the request's). */
    emailAddress: z.string(),
  }),
  hospital: z
    .object({
      hospitalId: z.string().nullable(),
      hospitalName: z.string().nullable(),
      isPanel: z.boolean(),
      businessOfficeEmail: z.string().nullable(),
    })
    .nullable(),
  reasons: z.object({
    cancelReason: z.string().nullable(),
    amendReason: z.string().nullable(),
    rejectReason: z.string().nullable(),
  }),
  /** The latest decision, a reversed automatic approval included; null before any. */
  decision: caseDecisionSchema.nullable(),
  /** Every submission and decision, oldest first, with what changed between submissions. */
  history: z.array(caseHistoryEntrySchema),
  /** Null until the doctor has submitted. */
  submission: caseSubmissionSchema.nullable(),
  fees: caseFeesSchema.nullable(),
  uploads: z.array(caseUploadSchema),
  /** The documents attached to the latest submission, in the doctor's order. */
  attachments: z.array(caseAttachmentSchema),
  /** Oldest first, with who moved it. */
  statuses: z.array(
    z.object({ statusCode: z.enum(STATUS_CODES), createdOn: z.string(), actorType: z.string() }),
  ),
  /** The latest page of the request's audit log, newest first: who saw and changed what. */
  audit: caseAuditPageSchema,
});
export type CaseView = z.infer<typeof caseViewSchema>;
