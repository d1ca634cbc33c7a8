import { pathOf, contracts, type CaseAttachment, type DocumentKind } from '@preauth/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** One document of a submission as written: the upload and its kind, in the doctor's order. */
export interface AttachmentRow {
  uploadId: string;
  kind: DocumentKind;
}

/**
 * The uploads the request's doctor made for it, by id: what a submission may attach (its
 * documents and its referral letter).
 */
export async function doctorUploadsOf(
  db: Executor,
  paId: string,
  uploadIds: readonly string[],
): Promise<Map<string, { fileName: string; contentType: string; sizeBytes: number }>> {
  if (uploadIds.length === 0) return new Map();
  const u = t.uploads;
  const rows = await db
    .select({
      id: u.id,
      fileName: u.fileName,
      contentType: u.contentType,
      sizeBytes: u.sizeBytes,
    })
    .from(u)
    .where(
      and(
        inArray(u.id, [...uploadIds]),
        eq(u.paId, paId),
        // The doctor's link session uploads with this one purpose (record 008).
        eq(u.purpose, 'referral-letter'),
      ),
    );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** Writes a submission's documents, in the submit's transaction. */
export async function insertAttachments(
  tx: Executor,
  detailId: string,
  attachments: readonly AttachmentRow[],
): Promise<void> {
  if (attachments.length === 0) return;
  await tx
    .insert(t.paDetailAttachments)
    .values(attachments.map((row, position) => ({ ...row, detailId, position })));
}

/** The documents of the request's latest submission, with their files' names and sizes. */
export async function latestAttachments(db: Executor, paId: string): Promise<CaseAttachment[]> {
  const d = t.paDetails;
  const a = t.paDetailAttachments;
  const u = t.uploads;
  const latest = db
    .select({ id: d.id })
    .from(d)
    .where(eq(d.paId, paId))
    .orderBy(desc(d.submittedAt), desc(d.id))
    .limit(1);
  const rows = await db
    .select({
      uploadId: u.id,
      kind: a.kind,
      fileName: u.fileName,
      contentType: u.contentType,
      sizeBytes: u.sizeBytes,
      uploadedAt: u.createdAt,
    })
    .from(a)
    .innerJoin(u, eq(u.id, a.uploadId))
    .where(eq(a.detailId, latest))
    .orderBy(asc(a.position));
  return rows.map((row) => ({
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadPath: pathOf(contracts.downloadUpload.path, { uploadId: row.uploadId }),
  }));
}
