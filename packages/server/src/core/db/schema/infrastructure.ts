import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { actorTypeEnum, paRequests } from './requests';
import { insurerRef } from './reference';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    insurerId: insurerRef(),
    paId: uuid('pa_id').references(() => paRequests.id),
    /** 'ep-letter' or 'referral-letter'. */
    purpose: text('purpose').notNull(),
    uploadedByType: actorTypeEnum('uploaded_by_type').notNull(),
    uploadedById: text('uploaded_by_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Generated name in the upload store; never derived from the user's file name. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_pa_idx').on(t.paId),
    // An uploader's files of the last hour and day (the upload rate and quota).
    index('uploads_uploader_created_idx').on(t.uploadedById, t.createdAt),
    // The old uploads no request took (their removal after a day).
    index('uploads_unattached_created_idx')
      .on(t.createdAt)
      .where(sql`${t.paId} is null`),
  ],
);

/** Notifications written in the transaction that causes them; a worker delivers them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paId: uuid('pa_id').references(() => paRequests.id),
    /** Which notification, e.g. 'doctor-link' or 'discard-notice'. */
    kind: text('kind').notNull(),
    /** 'email', or 'sms' (subject and html empty; the text is the message). */
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * Strings of the body that are secrets (an emailed link with its token, a PIN); once the
     * message is sent or given up, the worker replaces them in html and text and clears this.
     */
    secrets: text('secrets').array(),
    /**
     * What to attach, by reference only (a kind and an id, never the content or personal data):
     * the worker asks the kind's renderer for the file when it sends (docs/decisions/078-the-approval-delivered-and-its-void-notices.md).
     */
    attachments: jsonb('attachments').$type<{ kind: string; ref: string }[]>(),
    /** 'pending', 'sent' or 'failed' (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * A message worth nothing after this (a PIN's email or SMS, at the PIN's end): claimed before
     * the others, and failed instead of sent once past it (record 081).
     */
    expiresAt: timestamptz('expires_at'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Append-only: a trigger refuses UPDATE and DELETE. Never holds an NRIC, OTP or token.
 * Tamper-evident: each insurer's entries (and those of no insurer) form a hash chain, filled in by
 * the `audit_log_chain` trigger on insert (migration 0026, docs/decisions/070).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: createdAt(),
    insurerId: uuid('insurer_id'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    paId: uuid('pa_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    details: jsonb('details'),
    /** The entry's place in its chain, from 1; set by the trigger. */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    /** The previous entry's hash (null for a chain's first); set by the trigger. */
    prevHash: text('prev_hash'),
    /** sha256 of the entry's content and `prevHash` (`audit_log_entry_hash`); set by the trigger. */
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_pa_idx').on(t.paId, t.occurredAt),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt),
    // One entry per place in a chain: a forked chain is refused even if the lock were missed.
    uniqueIndex('audit_log_chain_idx').on(
      sql`coalesce(insurer_id, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.chainSeq,
    ),
  ],
);

/** The local mailbox (`/dev/mailbox`) used when no SMTP server is configured. */
export const mailboxMessages = pgTable('mailbox_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  channel: text('channel').notNull().default('email'),
  sender: text('sender').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** The files an email of the local mailbox carried (a rendered certificate), to open from the page. */
export const mailboxAttachments = pgTable(
  'mailbox_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    /** 0-based, in the email's order. */
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The file, base64: a development mailbox, so no blob store. */
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('mailbox_attachments_message_idx').on(t.messageId, t.position)],
);

/**
 * The first answer of each state-changing call sent with an `Idempotency-Key`
 * (`core/http/idempotency.ts`): written in the call's own transaction, so a key has an answer
 * exactly when its change happened.
 */
export const idempotentCalls = pgTable(
  'idempotent_calls',
  {
    /** Whose key: `user:{userId}` or `link:{linkTokenId}`. */
    owner: text('owner').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The fingerprint of the route, its parameters and its parsed body. */
    bodyHash: text('body_hash').notNull(),
    /** The answer's body; null only inside the call's own transaction. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.idempotencyKey] }),
    // The old keys, for their removal.
    index('idempotent_calls_created_idx').on(t.createdAt),
  ],
);
