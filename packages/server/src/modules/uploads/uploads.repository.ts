import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';
import { paRequests, uploads } from '../../core/db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  values: typeof uploads.$inferInsert,
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('Upload insert returned no row');
  return row;
}

/** The upload, with the policyholder of the request it is attached to (null while unattached). */
export async function findUpload(
  db: Database,
  uploadId: string,
): Promise<{ upload: UploadRow; requestPolicyholderId: string | null } | null> {
  const [row] = await db
    .select({ upload: uploads, requestPolicyholderId: paRequests.policyholderId })
    .from(uploads)
    .leftJoin(
      paRequests,
      and(eq(paRequests.id, uploads.paId), eq(paRequests.insurerId, uploads.insurerId)),
    )
    .where(eq(uploads.id, uploadId))
    .limit(1);
  return row ?? null;
}
