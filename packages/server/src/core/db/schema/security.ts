import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './people';
import { paRequests } from './requests';

export const linkRoleEnum = pgEnum('link_role', ['doctor', 'business-office']);

/**
 * The per-recipient token in an emailed doctor or business-office link. Bound to one request and
 * one role; stored as a hash; resend, cancel and expiry revoke it.
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
    createdAt: createdAt(),
  },
  (t) => [index('link_tokens_pa_idx').on(t.paId, t.role)],
);

/** Sessions opened through a link: first after the identity check, then after the email OTP. */
export const linkSessions = pgTable('link_sessions', {
  id: id(),
  linkTokenId: uuid('link_token_id')
    .notNull()
    .references(() => linkTokens.id),
  tokenHash: text('token_hash').notNull().unique(),
  /** 'identity-verified' until the OTP is checked, then 'otp-verified'. */
  stage: text('stage').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  createdAt: createdAt(),
});

/** One-time PINs: only a hash is kept; attempts are counted before the comparison. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    /** 'policyholder-authorise', 'doctor-link' or 'business-office-link'. */
    purpose: text('purpose').notNull(),
    /** What the OTP unlocks: a user session or link session id, with the request. */
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
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_subject_idx').on(t.subjectId, t.purpose, t.createdAt)],
);

/** OpenID Connect round trips to Singpass: state, nonce and PKCE verifier, single use. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  paId: uuid('pa_id')
    .notNull()
    .references(() => paRequests.id),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: createdAt(),
});
