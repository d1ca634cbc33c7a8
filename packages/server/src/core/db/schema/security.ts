import { LINK_ROLES } from '@preauth/shared';
import type { JWK } from 'jose';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { outbox } from './infrastructure';
import { policyholders, users } from './people';
import { insurerRef } from './reference';
import { paRequests } from './requests';

export const linkRoleEnum = pgEnum('link_role', LINK_ROLES);

/**
 * The per-recipient token in an emailed link (doctor, business office, remote authoriser). Bound
 * to one request and one role; stored as a hash; resend, cancel, submit and expiry revoke it;
 * too many failed identity checks lock it.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: id(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    role: linkRoleEnum('role').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Failed identity checks, counted before comparing; the limit locks the link for good. */
    identityFailures: integer('identity_failures').notNull().default(0),
    /**
     * Failed remote-authentication passwords (the remote authoriser's DOB + NRIC), counted apart:
     * a right identity check never forgives them (record 081).
     */
    passwordFailures: integer('password_failures').notNull().default(0),
    lockedAt: timestamptz('locked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('link_tokens_pa_idx').on(t.paId, t.role)],
);

/**
 * A session opened through a link after the identity check, bound to that link's request and
 * role; it lives no longer than its link (revoking the link ends it).
 */
export const linkSessions = pgTable(
  'link_sessions',
  {
    id: id(),
    linkTokenId: uuid('link_token_id')
      .notNull()
      .references(() => linkTokens.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'pin-required' until the emailed PIN is checked (when the role needs one), then 'verified'. */
    stage: text('stage').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('link_sessions_link_idx').on(t.linkTokenId)],
);

/** One-time PINs: only a hash is kept; attempts are counted before the comparison. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    /** 'link' (a link holder's PIN) or 'authorisation' (the policyholder's, per request). */
    purpose: text('purpose').notNull(),
    /** Whose PIN: the link token's id for a link holder; the newest PIN of a subject is the live one. */
    subjectId: uuid('subject_id').notNull(),
    paId: uuid('pa_id').references(() => paRequests.id),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    resendAvailableAt: timestamptz('resend_available_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    /** The outbox message that carries the PIN: whether it went, or could not (issue 25). */
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_subject_idx').on(t.subjectId, t.purpose, t.createdAt)],
);

/**
 * Singpass logins under way (OpenID Connect round trips), one per authorisation attempt: the
 * state (kept as its SHA-256 only), nonce and PKCE verifier, for one request, its policyholder and
 * the principal that started it (a login session's user, or a link session), single use and
 * short-lived (`AUTHORISATION_POLICY.singpassLoginLifetimeMs`). In FAPI 2.0 mode also the login's
 * own DPoP key pair (a private JWK): the pushed request binds the code to it and the token
 * request must prove it again.
 */
export const oidcStates = pgTable(
  'oidc_states',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    dpopKey: jsonb('dpop_key').$type<JWK>(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    policyholderId: uuid('policyholder_id')
      .notNull()
      .references(() => policyholders.id),
    /** 'user' (a login session's user id) or 'link' (a link session's id). */
    principalKind: text('principal_kind').notNull(),
    principalId: uuid('principal_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('oidc_states_expires_idx').on(t.expiresAt)],
);

/**
 * Failed logins of one account name from one address, in a fixed window. Keyed by an HMAC of the
 * name and the address, so neither is stored, and kept for names that match no account too, so an
 * unknown name is throttled exactly as a known one.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    /** Counted before the password is checked; a success deletes the row. */
    failures: integer('failures').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
  },
  (t) => [index('login_attempts_window_idx').on(t.windowStartedAt)],
);

/**
 * The addresses (HMAC of the address, an IPv6 one by its /64) each account last logged in from:
 * their tries skip the account's delays and ceiling, so an attack from elsewhere does not lock the
 * owner out.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: timestamptz('last_login_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.addressHash] }),
    index('login_known_addresses_last_login_idx').on(t.lastLoginAt),
  ],
);

/**
 * What lets a policyholder submit the authorisation declaration of one request: a PIN verified by
 * email or SMS, or a completed Singpass login (`method` EMAIL, SMS or SP). The submit takes one
 * younger than `AUTHORISATION_POLICY.proofLifetimeMs` for that request, person and method, and
 * uses it up in its own transaction.
 */
export const authorisationProofs = pgTable(
  'authorisation_proofs',
  {
    id: id(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    policyholderId: uuid('policyholder_id')
      .notNull()
      .references(() => policyholders.id),
    method: text('method').notNull(),
    verifiedAt: timestamptz('verified_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    index('authorisation_proofs_lookup_idx').on(t.paId, t.policyholderId, t.method, t.verifiedAt),
  ],
);

/**
 * A logged-in policyholder's wrong remote-authentication passwords (000 §2.2, §2.8 REM) for one
 * request: its own budget, apart from the remote authoriser's link (`link_tokens`). Locked after
 * the limit for that request only; the PIN and Singpass methods stay usable.
 */
export const remotePasswordAttempts = pgTable(
  'remote_password_attempts',
  {
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    failures: integer('failures').notNull().default(0),
    lockedAt: timestamptz('locked_at'),
  },
  (t) => [primaryKey({ columns: [t.paId, t.userId] })],
);

/**
 * The authorisation methods each insurer offers per user type (000 §7 "auth modes, query
 * userType"): data the insurer configures, answered in `position` order.
 */
export const insurerAuthModes = pgTable(
  'insurer_auth_modes',
  {
    insurerId: insurerRef(),
    userType: text('user_type').notNull(),
    authCode: text('auth_code').notNull(),
    authDesc: text('auth_desc').notNull(),
    validflag: boolean('validflag').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.insurerId, t.userType, t.authCode] })],
);
