import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';
import { uploads } from '../../core/db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  values: typeof uploads.$inferInsert,
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('Upload insert returned no row');
  return row;
}

export async function findUpload(db: Database, uploadId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return row ?? null;
}

/** What one uploader stored since `hourAgo` and since `dayAgo`, with the oldest of each. */
export interface UploadUsage {
  filesInHour: number;
  oldestInHour: Date | null;
  bytesInDay: number;
  oldestInDay: Date | null;
}

export async function usageOf(
  db: Executor,
  uploaderId: string,
  hourAgo: Date,
  dayAgo: Date,
): Promise<UploadUsage> {
  const inHour = sql`${uploads.createdAt} > ${hourAgo}`;
  const [row] = await db
    .select({
      filesInHour: sql<number>`(count(*) filter (where ${inHour}))::int`,
      oldestInHour: sql<string | null>`min(${uploads.createdAt}) filter (where ${inHour})`,
      bytesInDay: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint`,
      oldestInDay: sql<string | null>`min(${uploads.createdAt})`,
    })
    .from(uploads)
    .where(and(eq(uploads.uploadedById, uploaderId), gt(uploads.createdAt, dayAgo)));
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    filesInHour: Number(row?.filesInHour ?? 0),
    oldestInHour: date(row?.oldestInHour),
    bytesInDay: Number(row?.bytesInDay ?? 0),
    oldestInDay: date(row?.oldestInDay),
  };
}

/**
 * Holds one uploader's uploads in line until the transaction ends, so parallel uploads are
 * counted one after another (on every server process: the lock is the database's).
 */
export async function lockUploader(tx: Executor, uploaderId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${uploaderId}`}, 0))`,
  );
}

/**
 * Deletes up to `limit` uploads never attached to a request and created before `before`, and
 * answers them. Rows another transaction holds (an attach in progress) are skipped, and the
 * attach's condition (`pa_id is null`) is checked again on the rows it takes.
 */
export async function deleteUnattached(
  tx: Executor,
  before: Date,
  limit: number,
): Promise<Pick<UploadRow, 'id' | 'insurerId' | 'storageKey'>[]> {
  const expired = tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.paId), lt(uploads.createdAt, before)))
    .orderBy(uploads.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .delete(uploads)
    .where(and(inArray(uploads.id, expired), isNull(uploads.paId)))
    .returning({ id: uploads.id, insurerId: uploads.insurerId, storageKey: uploads.storageKey });
}
