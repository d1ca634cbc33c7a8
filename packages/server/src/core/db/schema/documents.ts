import { DOCUMENT_KINDS } from '@preauth/shared';
import { index, integer, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { uploads } from './infrastructure';
import { paDetails } from './requests';

/** The kinds of document a doctor attaches and an amendment request may ask for (issue 24). */
export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);

/**
 * The documents attached to a doctor's submission, in the doctor's order: each an upload the
 * doctor made for the request (purpose 'referral-letter', tied to the request at upload), with its
 * kind. The patient-diagnosis step's referral letter stays on `pa_details.referral_letter_upload_id`.
 */
export const paDetailAttachments = pgTable(
  'pa_detail_attachments',
  {
    id: id(),
    detailId: uuid('detail_id')
      .notNull()
      .references(() => paDetails.id),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    kind: documentKindEnum('kind').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('pa_detail_attachments_detail_upload_uq').on(t.detailId, t.uploadId),
    index('pa_detail_attachments_upload_idx').on(t.uploadId),
  ],
);
