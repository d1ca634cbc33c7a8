import { integer, pgTable, primaryKey, smallint, index, text, uuid } from 'drizzle-orm/pg-core';
import { statusCodeEnum } from './requests';

/**
 * How many requests each patient of each policyholder has in each status under each patient name
 * the requests carry, kept by triggers on pa_requests (migrations 0013 and 0041) in the writing
 * transaction, so it is always exact. A policyholder's or patient's list total, unfiltered or
 * filtered by status and/or patient name, sums a handful of these rows per patient instead of
 * counting every matching request (20,000 for a large policyholder). A row whose requests all
 * moved on stays with a total of 0.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    insurerId: uuid('insurer_id').notNull(),
    policyholderId: uuid('policyholder_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    statusCode: statusCodeEnum('status_code').notNull(),
    patientName: text('patient_name').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_counts_pk',
      columns: [t.insurerId, t.policyholderId, t.patientId, t.statusCode, t.patientName],
    }),
    index('request_counts_patient_idx').on(t.patientId, t.insurerId),
  ],
);

/**
 * How many requests of each insurer are in each status, kept by a trigger on pa_requests
 * (migration 0040) in the writing transaction. Each (insurer, status) is split over 16 shards by
 * request id, so two writers of one insurer rarely wait on the same row; a total sums at most 16
 * rows. Serves the unfiltered totals over a whole insurer: the adjudicator's list, the queue of a
 * status and the queue's counts, which counted up to every request of the insurer before.
 */
export const requestStatusCounts = pgTable(
  'request_status_counts',
  {
    insurerId: uuid('insurer_id').notNull(),
    statusCode: statusCodeEnum('status_code').notNull(),
    shard: smallint('shard').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.insurerId, t.statusCode, t.shard] })],
);
