import type { LifecycleEvent, NotifiedParty } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { insurerRef } from './reference';
import { paRequests, statusCodeEnum } from './requests';

/**
 * The request event stream: one row per change of a request, creation included, written by the
 * transition engine in the change's own transaction. Ids are taken under one transaction lock
 * (core/events/event-stream.ts), so they commit in order and a consumer's position is an id.
 */
export const requestEvents = pgTable('request_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paId: uuid('pa_id')
    .notNull()
    .references(() => paRequests.id),
  insurerId: insurerRef(),
  /** 'create' or a LifecycleEvent. */
  event: text('event').$type<LifecycleEvent | 'create'>().notNull(),
  /** Null on create. */
  fromStatus: statusCodeEnum('from_status'),
  toStatus: statusCodeEnum('to_status').notNull(),
  /** Who made the change, as the audit names it (a user type, a link role, or 'system'). */
  actorType: text('actor_type').notNull(),
  /** The user, or the link token a link holder acted through; null for the system. */
  actorId: text('actor_id'),
  /** The call's address and request id, when a call made the change. */
  ip: text('ip'),
  callRequestId: text('call_request_id'),
  occurredAt: timestamptz('occurred_at').notNull(),
  /** The request's version after the change. */
  version: integer('version').notNull(),
  /** Who the event's notifications reach (the command's `notified` answer). */
  notified: jsonb('notified')
    .$type<NotifiedParty[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /**
   * What was true at the event that consumers read later (a created request's urgency), and what
   * each consumer decided in the change's transaction, under its name (the notifications' plan).
   */
  facts: jsonb('facts').$type<Record<string, unknown>>(),
});

/**
 * Each consumer's place in the stream: the last event it handled (its writes and this row commit
 * together), and the failure it is retrying when the next event failed.
 */
export const eventConsumerPositions = pgTable('event_consumer_positions', {
  consumer: text('consumer').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Not before this time is the failing event tried again. */
  retryAt: timestamptz('retry_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
