import { eq } from 'drizzle-orm';
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
