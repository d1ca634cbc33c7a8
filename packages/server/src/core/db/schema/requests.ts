import { OPEN_STATUSES, STATUS_CODES } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz } from './columns';
import { financialConsultants, patients, policies, policyholders, riders, users } from './people';
import { clinics, doctors, hospitals } from './providers';
import { insurerRef } from './reference';

/** The columns the queue's search by text reads, in `search_text`. */
const SEARCHED_COLUMNS = ['eref_no', 'patient_name', 'policy_holder_name', 'policy_number'];

export const statusCodeEnum = pgEnum('status_code', STATUS_CODES);

/**
 * An open status (literals: an index's predicate takes no parameters, and a statement must say it
 * in the same words to use an index over open requests).
 */
export const openStatus = (status: AnyPgColumn) =>
  sql`${status} in (${sql.raw(OPEN_STATUSES.map((s) => `'${s}'`).join(','))})`;

export const actorTypeEnum = pgEnum('actor_type', [
  'policy-holder',
  'insured-patient',
  'insurance-agent',
  'doctor',
  'business-office',
  'insurer-adjudicator',
  'system',
]);

/** Numbers the readable reference `erefNo`; the link a doctor gets carries a random token instead. */
export const erefNoSequence = pgSequence('pa_eref_seq', { startWith: 1 });

/**
 * A pre-authorisation request (`paId`). Policyholder, patient, policy and consultant fields are
 * snapshots taken at creation, so the request reads the same after the master data changes.
 */
export const paRequests = pgTable(
  'pa_requests',
  {
    id: id(),
    insurerId: insurerRef(),
    erefNo: text('eref_no').notNull().unique(),
    statusCode: statusCodeEnum('status_code').notNull(),
    /** When the current status began; the response windows are computed from it. */
    statusChangedAt: timestamptz('status_changed_at').notNull().defaultNow(),
    /** Bumped by every transition; a transition applies only to the version it read. */
    version: integer('version').notNull().default(1),
    creatorRole: actorTypeEnum('creator_role').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 of the create's parsed body, kept with its Idempotency-Key: the key sent again with
     * another body is refused. Null for requests created before it was kept (or without a key).
     */
    idempotencyBodyHash: text('idempotency_body_hash'),

    policyholderId: uuid('policyholder_id')
      .notNull()
      .references(() => policyholders.id),
    policyholderName: text('policy_holder_name').notNull(),
    policyholderNric: text('policy_holder_nric').notNull(),
    /** The NRIC's last 4 characters, stored for the queue's search (indexed, unlike a suffix). */
    policyholderNricLast4: text('policy_holder_nric_last4').generatedAlwaysAs(
      sql`right(policy_holder_nric, 4)`,
    ),
    policyholderPhone: text('policy_holder_contactno').notNull(),
    policyholderEmail: text('policy_holder_emailaddress').notNull(),

    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    patientName: text('patient_name').notNull(),
    patientNric: text('patient_nric').notNull(),
    patientNricLast4: text('patient_nric_last4').generatedAlwaysAs(sql`right(patient_nric, 4)`),
    patientDateOfBirth: date('patient_dob', { mode: 'string' }).notNull(),
    patientEmail: text('patient_emailaddress').notNull(),
    relationship: text('relationship').notNull(),
    foreigner: boolean('foreigner').notNull(),

    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    policyName: text('policy_name').notNull(),
    policyNumber: text('policy_number').notNull(),
    /**
     * What the queue's search by text reads (migration 0044): the reference, both names and the
     * policy number, lowercased, joined by a control character no input may hold (so no match
     * spans two of them). One LIKE per candidate instead of four ILIKEs, each lowercasing both
     * sides, and one trigram index per scope instead of four.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`lower(${SEARCHED_COLUMNS.join(" || E'\\x1f' || ")})`),
    ),
    riderId: uuid('rider_id').references(() => riders.id),
    riderName: text('policy_rider_name'),
    riderNumber: text('policy_rider_number'),
    consultantId: uuid('consultant_id').references(() => financialConsultants.id),
    riderConsultantId: uuid('rider_consultant_id').references(() => financialConsultants.id),
    consultantsNotified: boolean('fc_notify_flag').notNull().default(false),
    riderConsultantsNotified: boolean('rider_fc_notify_flag').notNull().default(false),
    recommendedByServiceProvider: boolean('recommended_by_service_provider')
      .notNull()
      .default(false),

    doctorId: uuid('doctor_id').references(() => doctors.id),
    doctorName: text('doctor_name').notNull(),
    doctorMcrNumber: text('doctor_mcrno'),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    clinicName: text('clinic_name').notNull(),
    clinicCode: text('clinic_code'),
    doctorEmail: text('clinicdoctor_emailaddress').notNull(),
    /** The latest address the request was resent to, if any. */
    resendEmailAddress: text('resend_email_address'),
    /** The hospital of the doctor's latest submission (the queue's hospital and panel filters). */
    hospitalId: uuid('hospital_id').references(() => hospitals.id),
    /** That hospital's name, kept by a trigger (migration 0040) for the queue's sort. */
    hospitalName: text('hospital_name'),
    /** The latest submission's total bill, the office's if it changed it (a trigger, 0040). */
    totalRequested: money('total_requested'),

    epLetterUploadId: uuid('ep_letter_upload_id'),
    authCode: text('auth_code'),
    cancelReason: text('cancel_reason'),
    amendReason: text('amend_reason'),
    rejectReason: text('reject_reason'),
    decidedAt: timestamptz('decided_at'),
    /**
     * The start (status_changed_at) of the stay in Processing whose overdue alert the insurer was
     * emailed: a request back in Processing later is alerted again once overdue.
     */
    overdueAlertFor: timestamptz('overdue_alert_for'),

    /**
     * Urgent now: marked urgent (by the raiser or the doctor) and not downgraded by the insurer.
     * The mark (why, by whom, when) stays after a downgrade, beside the downgrade's own.
     */
    urgent: boolean('urgent').notNull().default(false),
    urgentReason: text('urgent_reason'),
    urgentMarkedBy: actorTypeEnum('urgent_marked_by'),
    urgentMarkedAt: timestamptz('urgent_marked_at'),
    downgradedAt: timestamptz('downgraded_at'),
    downgradedBy: uuid('downgraded_by').references(() => users.id),
    downgradeReason: text('downgrade_reason'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pa_requests_idempotency_uq')
      .on(t.createdByUserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The dashboard list's order (createdOn, erefNo as the tie-break), so a page reads its index
    // entries instead of sorting all the caller's requests; insurerId is in the key so counting a
    // policyholder's requests is an index-only scan, and the id so a page's rows are found from
    // the index alone, however deep the page. Ascending on purpose: scanned backwards it gives
    // ORDER BY … DESC (nulls first), which a DESC NULLS LAST index cannot.
    // The status and patient name after the (unique) id change no order: a page filtered by them
    // tests each entry from the index alone, so PostgreSQL reads the policyholder's entries
    // rather than the whole insurer's by its created index (migration 0041).
    index('pa_requests_policyholder_created_idx').on(
      t.policyholderId,
      t.insurerId,
      t.createdAt,
      t.erefNo,
      t.id,
      t.statusCode,
      t.patientName,
    ),
    index('pa_requests_insurer_created_idx').on(t.insurerId, t.createdAt, t.erefNo, t.id),
    // The insured patient's list (issue 26), in the same order as the policyholder's.
    index('pa_requests_patient_created_idx').on(
      t.patientId,
      t.insurerId,
      t.createdAt,
      t.erefNo,
      t.id,
    ),
    index('pa_requests_policyholder_status_idx').on(t.policyholderId, t.statusCode, t.createdAt),
    // The adjudication queue's order (a status, urgent ones first, when the status began, erefNo
    // as the tie-break): each clock's decision is due a fixed time after PRO began, so within
    // urgent and within standard the earliest due first. Also serves the urgent filter and count.
    // The id last (erefNo is unique, so the order is the same): a filtered count (Overdue, held
    // by nobody) reads this index alone, the holds joined by the id (migration 0043).
    index('pa_requests_insurer_status_idx').on(
      t.insurerId,
      t.statusCode,
      t.urgent.desc(),
      t.statusChangedAt,
      t.erefNo,
      t.id,
    ),
    // The queue by amount (largest first) and by hospital name (then as due), each in its order.
    index('pa_requests_insurer_status_amount_idx').on(
      t.insurerId,
      t.statusCode,
      t.totalRequested.desc().nullsLast(),
      t.erefNo,
    ),
    index('pa_requests_insurer_status_hospital_idx').on(
      t.insurerId,
      t.statusCode,
      t.hospitalName,
      t.urgent.desc(),
      t.statusChangedAt,
      t.erefNo,
    ),
    // The queue filtered by hospital, in the same order.
    index('pa_requests_hospital_status_idx').on(
      t.hospitalId,
      t.insurerId,
      t.statusCode,
      t.urgent.desc(),
      t.statusChangedAt,
      t.erefNo,
    ),
    // The queue newest first (decided lists, and the "received" order): status, then when it began.
    index('pa_requests_insurer_status_changed_idx').on(
      t.insurerId,
      t.statusCode,
      t.statusChangedAt,
      t.erefNo,
    ),
    // The queue's search by NRIC/FIN: its last 4 characters, then the full number as a filter.
    index('pa_requests_patient_nric_last4_idx').on(t.insurerId, t.patientNricLast4),
    index('pa_requests_policyholder_nric_last4_idx').on(t.insurerId, t.policyholderNricLast4),
    check('pa_requests_urgent_marked_ck', sql`not ${t.urgent} or ${t.urgentMarkedAt} is not null`),
    // The list's "contains" filters (ILIKE '%text%') cannot use a b-tree; trigrams serve them
    // (pg_trgm, loaded on PGlite too: core/db/database.ts).
    index('pa_requests_patient_name_trgm_idx').using('gin', t.patientName.op('gin_trgm_ops')),
    index('pa_requests_eref_no_trgm_idx').using('gin', t.erefNo.op('gin_trgm_ops')),
    index('pa_requests_created_by_name_trgm_idx').using('gin', t.createdByName.op('gin_trgm_ops')),
    // The queue's search: its text in any status, and over open requests, where a tenth of all
    // names hold "mei".
    index('pa_requests_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('pa_requests_open_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(openStatus(t.statusCode)),
    // An agent's list matches the policy's or the rider's consultant: one index for each side of
    // the OR, in the same order as the ones above.
    index('pa_requests_consultant_idx').on(t.consultantId, t.insurerId, t.createdAt, t.erefNo),
    index('pa_requests_rider_consultant_idx').on(
      t.riderConsultantId,
      t.insurerId,
      t.createdAt,
      t.erefNo,
    ),
    // At most one open request per patient; the server checks it too, with a clear message.
    uniqueIndex('pa_requests_one_active_per_patient_uq')
      .on(t.patientId)
      .where(openStatus(t.statusCode)),
  ],
);

export const paStatusHistory = pgTable(
  'pa_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    statusCode: statusCodeEnum('status_code').notNull(),
    actorType: actorTypeEnum('actor_type').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('pa_status_history_pa_idx').on(t.paId, t.createdAt)],
);

/** One row per doctor submission (`padetailId`); `updated*` fees come from the business office or an insurer's amendment request. */
export const paDetails = pgTable(
  'pa_details',
  {
    id: id(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    /** The hospital of the doctor's latest submission (the queue's hospital and panel filters). */
    hospitalId: uuid('hospital_id').references(() => hospitals.id),
    hospitalCode: text('hospital_code').notNull(),
    admissionDate: date('admission_date', { mode: 'string' }).notNull(),
    admissionCode: text('admission_code').notNull(),
    businessOfficeEmail: text('bo_emailaddress'),
    dischargeDate: date('discharge_date', { mode: 'string' }),
    causeOfInjury: text('causeof_injury'),
    daySurgery: boolean('daysurgery').notNull(),
    hospitalisationReason: text('hospitalisation_reason'),
    onsetSymptomsType: text('onsetsymptoms_type').notNull(),
    onsetSymptomsDate: date('onsetsymptoms_date', { mode: 'string' }),
    onsetSymptomsDuration: text('onsetsymptoms_duration'),
    onsetSymptomsDescription: text('onsetsymptoms_desc').notNull(),
    referred: boolean('pa_referral').notNull(),
    referralDoctorDetails: text('referral_doctordetails'),
    referralLetterUploadId: uuid('referral_letter_upload_id'),
    hasComorbidities: boolean('comorbidities_ind').notNull(),
    noAdditionalInfo: boolean('na_for_addlinfo').notNull().default(false),
    additionalInfoClinicalTrial: boolean('addlinfo_clinicaltrial').notNull().default(false),
    additionalInfoAlcoholDrug: boolean('addlinfo_alcholdrug').notNull().default(false),
    additionalInfoStdHiv: boolean('addlinfo_stdhiv').notNull().default(false),
    additionalInfoMentalDisorder: boolean('addlinfo_mentaldisorder').notNull().default(false),
    additionalInfoRoutineCheckup: boolean('addlinfo_routinecheckkup').notNull().default(false),
    additionalInfoElectiveProcedure: boolean('addlinfo_electiveprocedure').notNull().default(false),
    additionalInfoGenetic: boolean('addlinfo_genetic').notNull().default(false),
    additionalInfoSelfInflicted: boolean('addlinfo_selfinflicted').notNull().default(false),
    attendanceFee: money('doctor_attendancefee'),
    hospitalCharges: money('total_hospitalcharges'),
    totalBill: money('total_bill'),
    updatedAttendanceFee: money('updated_doctor_attendancefee'),
    updatedHospitalCharges: money('updated_total_hospitalcharges'),
    updatedTotalBill: money('updated_total_bill'),
    /** Who changed the fees (`updated*`, the business office's link token) and when. */
    updatedAt: timestamptz('updated_at'),
    updatedByRole: text('updated_by_role'),
    updatedById: uuid('updated_by_id'),
    submittedAt: createdAt(),
  },
  (t) => [index('pa_details_pa_idx').on(t.paId, t.submittedAt)],
);

const detailId = () =>
  uuid('detail_id')
    .notNull()
    .references(() => paDetails.id);

export const paDiagnoses = pgTable('pa_diagnoses', {
  id: id(),
  detailId: detailId(),
  position: integer('position').notNull(),
  icdCode: text('icd_code').notNull(),
  firstConsultDate: date('first_consult_date', { mode: 'string' }).notNull(),
  diagnosisDate: date('diagnosis_date', { mode: 'string' }).notNull(),
});

export const paWardRows = pgTable('pa_ward_rows', {
  id: id(),
  detailId: detailId(),
  position: integer('position').notNull(),
  wardTypeCode: text('wardtype_code').notNull(),
  lengthOfStay: integer('length_stay').notNull(),
});

export const paSurgeryRows = pgTable('pa_surgery_rows', {
  id: id(),
  detailId: detailId(),
  position: integer('position').notNull(),
  tospCode: text('tosp_code').notNull(),
  surgeonFee: money('surgeonfee').notNull(),
  surgeonFeeJustification: text('surgeonfee_justification'),
  anaesthetistFee: money('anaesthetistfee'),
  anaesthetistFeeJustification: text('anaesthetistfee_justification'),
  agreedSurgeonFee: money('surgery_agreed_price'),
  agreedAnaesthetistFee: money('anaesthetic_agreed_price'),
  updatedSurgeonFee: money('updated_surgeonfee'),
  updatedAnaesthetistFee: money('updated_anaesthetistfee'),
});

export const paComorbidities = pgTable('pa_comorbidities', {
  id: id(),
  detailId: detailId(),
  position: integer('position').notNull(),
  comorbidityCode: text('comorbidity_code').notNull(),
  description: text('comorbidity_desc').notNull(),
  since: date('comorbidity_date', { mode: 'string' }).notNull(),
  doctor: text('comorbidity_doctor_clinic').notNull(),
  clinic: text('comorbidity_clinic_name').notNull(),
});

export const paOtherFees = pgTable('pa_other_fees', {
  id: id(),
  detailId: detailId(),
  position: integer('position').notNull(),
  feeCode: text('fees_code').notNull(),
  amount: money('fees_amount').notNull(),
  updatedAmount: money('updated_fees_amount'),
  /**
   * 'doctor', or 'business-office' for the office's list of other fees, kept beside the doctor's
   * rows: once the office has submitted, its rows are the request's other fees.
   */
  enteredBy: text('entered_by').notNull().default('doctor'),
});
