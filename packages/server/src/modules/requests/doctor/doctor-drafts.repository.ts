import type { DoctorDraftJson } from '@preauth/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const drafts = t.paDrafts;

export interface StoredDraft {
  draftJson: DoctorDraftJson;
  version: number;
  updatedAt: Date;
}

const columns = {
  draftJson: drafts.draftJson,
  version: drafts.version,
  updatedAt: drafts.updatedAt,
};

export async function findDraft(db: Executor, paId: string): Promise<StoredDraft | null> {
  const [row] = await db.select(columns).from(drafts).where(eq(drafts.paId, paId));
  return (row as StoredDraft | undefined) ?? null;
}

/**
 * Stores the draft as the version after `loadedVersion` (0: there was none), only if the stored
 * one is still `loadedVersion`; null when another save came first, which is then left as it is.
 */
export async function saveDraftIfCurrent(
  tx: Executor,
  paId: string,
  draftJson: DoctorDraftJson,
  loadedVersion: number,
  now: Date,
): Promise<StoredDraft | null> {
  const [row] =
    loadedVersion === 0
      ? await tx
          .insert(drafts)
          .values({ paId, draftJson, version: 1, updatedAt: now })
          .onConflictDoNothing()
          .returning(columns)
      : await tx
          .update(drafts)
          .set({ draftJson, version: sql`${drafts.version} + 1`, updatedAt: now })
          .where(and(eq(drafts.paId, paId), eq(drafts.version, loadedVersion)))
          .returning(columns);
  return (row as StoredDraft | undefined) ?? null;
}

/**
 * Keeps the form the doctor submitted as the draft's next version, whatever was saved before, so
 * a later amendment (AME-REQ, AMEND) opens on it; an older page's save is then stale (409).
 */
export async function keepSubmittedForm(
  tx: Executor,
  paId: string,
  draftJson: DoctorDraftJson,
  now: Date,
): Promise<void> {
  await tx
    .insert(drafts)
    .values({ paId, draftJson, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: drafts.paId,
      set: { draftJson, version: sql`${drafts.version} + 1`, updatedAt: now },
    });
}
