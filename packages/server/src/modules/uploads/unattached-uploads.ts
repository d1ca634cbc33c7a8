import { UPLOAD_LIMITS } from '@preauth/shared';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../core/audit/audit-log';
import type { AppDeps } from '../../core/http/context';
import { periodicJob, type PeriodicJob } from '../../core/jobs/periodic-job';
import type { FileStore } from '../../core/storage/file-store';
import { deleteUnattached } from './uploads.repository';

/** Uploads removed in one round; a full round is followed by another at once. */
const BATCH = 100;

/**
 * A partial file this old belongs to no upload in progress (a request has 120 s to arrive, see
 * SERVER_TIMEOUTS); its process died before removing it.
 */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/**
 * Removes up to `batch` uploads that were never attached to a request and arrived more than
 * `UPLOAD_LIMITS.unattachedLifetimeMs` before `now`: the rows (each audited `upload.removed`) in
 * one transaction, then their stored files. Safe with any number of processes: each takes rows
 * no other holds (`skip locked`), and a request attaching a letter at the same moment either
 * attaches it first (then it is kept) or finds it gone (then the request is refused as if the
 * letter had never been uploaded). A file that cannot be removed is reported to `onError` and
 * stays on the store without a row. Answers how many rows it removed.
 */
export async function removeUnattachedUploads(
  deps: AppDeps,
  store: FileStore,
  now: Date,
  onError: (error: unknown, uploadId: string) => void = () => {},
  batch = BATCH,
): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_LIMITS.unattachedLifetimeMs);
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await deleteUnattached(tx, before, batch);
    for (const row of rows) {
      await writeAudit(tx, {
        action: 'upload.removed',
        actorType: 'system',
        insurerId: row.insurerId,
        details: { uploadId: row.id, reason: 'never attached' },
        occurredAt: now,
      });
    }
    return rows;
  });
  for (const row of removed) {
    try {
      await store.delete(row.storageKey);
    } catch (error) {
      onError(error, row.id);
    }
  }
  return removed.length;
}

/**
 * Every `intervalMs`: the unattached uploads' removal (batch after batch while there are more),
 * and the removal of partial files a dead process left behind. Started beside the request timers.
 */
export function createUploadTimers(
  deps: AppDeps & { store: FileStore; logger?: Pick<FastifyBaseLogger, 'info' | 'error'> },
): PeriodicJob {
  return periodicJob(
    async () => {
      const now = deps.clock.now();
      const removed = await removeUnattachedUploads(deps, deps.store, now, (error, uploadId) =>
        deps.logger?.error({ err: error, uploadId }, 'removing an unattached upload failed'),
      );
      if (removed > 0) deps.logger?.info({ removed }, 'unattached uploads removed');
      if (removed === BATCH) return true;
      const partials = await deps.store.removeStalePartials(
        new Date(now.getTime() - STALE_PARTIAL_MS),
      );
      if (partials > 0) deps.logger?.info({ partials }, 'stale partial uploads removed');
      return false;
    },
    (error) => deps.logger?.error({ err: error }, 'unattached upload removal failed'),
  );
}
