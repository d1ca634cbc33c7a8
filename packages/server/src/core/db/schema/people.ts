import { USER_TYPES } from '@preauth/shared';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestamptz } from './columns';
import { doctors } from './providers';
import { insurerRef } from './reference';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);

export const policyholders = pgTable(
  'policyholders',
  {
    id: id(),
    insurerId: insurerRef(),
    clientNo: text('client_no').notNull(),
    name: text('name').notNull(),
    nric: text('nric').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    contactNo: text('contact_no').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('policyholders_insurer_client_uq').on(t.insurerId, t.clientNo)],
);

/** The life insured: the patient a request is for. */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    insurerId: insurerRef(),
    lifeAssuredClntNo: text('life_assured_clnt_no').notNull(),
    name: text('name').notNull(),
    nric: text('nric').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    email: text('email'),
    foreigner: boolean('foreigner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('patients_insurer_clnt_uq').on(t.insurerId, t.lifeAssuredClntNo)],
);

export const policyholderPatients = pgTable(
  'policyholder_patients',
  {
    policyholderId: uuid('policyholder_id')
      .notNull()
      .references(() => policyholders.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** SELF, SPOUSE, CHILD, PARENT, … as the insurer records it. */
    relationship: text('relationship').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyholderId, t.patientId] })],
);

/** Financial consultants (insurance agents); notified only. */
export const financialConsultants = pgTable('financial_consultants', {
  id: id(),
  insurerId: insurerRef(),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  email: text('email').notNull(),
  contactNo: text('contact_no').notNull(),
});

export const policies = pgTable(
  'policies',
  {
    id: id(),
    insurerId: insurerRef(),
    policyNo: text('policy_no').notNull(),
    policyName: text('policy_name').notNull(),
    policyholderId: uuid('policyholder_id')
      .notNull()
      .references(() => policyholders.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
  },
  (t) => [
    uniqueIndex('policies_insurer_no_uq').on(t.insurerId, t.policyNo),
    index('policies_policyholder_idx').on(t.policyholderId),
  ],
);

export const policyConsultants = pgTable(
  'policy_consultants',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => financialConsultants.id),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.consultantId] })],
);

export const riders = pgTable('riders', {
  id: id(),
  policyId: uuid('policy_id')
    .notNull()
    .references(() => policies.id),
  riderNo: text('rider_no').notNull(),
  riderName: text('rider_name').notNull(),
  consultantId: uuid('consultant_id').references(() => financialConsultants.id),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    insurerId: insurerRef(),
    /** Stored lower-case; login matches username or email. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    policyholderId: uuid('policyholder_id').references(() => policyholders.id),
    patientId: uuid('patient_id').references(() => patients.id),
    consultantId: uuid('consultant_id').references(() => financialConsultants.id),
    /** A doctor user's doctor record (its MCR number, its clinics): whose requests it sees. */
    doctorId: uuid('doctor_id').references(() => doctors.id),
    /**
     * Consecutive failed logins from any address, counted before the password is checked; a
     * successful login (or an out-of-band reset) sets it back to 0.
     */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** An address the account has not logged in from may not try before this (growing delays). */
    lockedUntil: timestamptz('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** HMAC-SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
