import { UPLOAD_LIMITS } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPolicyholder, createRequest } from '../../../test/factories';
import * as t from '../../core/db/schema';
import { createLocalFileStore } from '../../core/storage/file-store';
import { createUploadTimers, removeUnattachedUploads } from './unattached-uploads';
import {
  PDF,
  clock,
  db,
  env,
  filePart,
  loggedIn,
  rowsOf,
  storedFiles,
  upload,
  uploadsDir,
  type Session,
} from './uploads.test-support';

const store = createLocalFileStore(uploadsDir);
const MINUTE_MS = 60_000;

/** Uploads a letter through the API; answers its row. */
async function uploaded(session: Session) {
  const response = await upload(session, filePart(PDF));
  expect(response.statusCode).toBe(200);
  const [{ uploadId }] = response.json<{ uploadId: string }[]>() as [{ uploadId: string }];
  const [row] = await db.select().from(t.uploads).where(eq(t.uploads.id, uploadId));
  return row!;
}

const fileOf = (storageKey: string) => path.join(uploadsDir, storageKey.slice(0, 2), storageKey);

/** The `upload.removed` audit entries of these uploads. */
async function removals(uploadIds: string[]) {
  const entries = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'upload.removed'));
  return entries.filter((entry) =>
    uploadIds.includes((entry.details as { uploadId: string }).uploadId),
  );
}

describe('removing uploads never attached to a request', () => {
  it('removes a day-old unattached upload with its file, keeping younger and attached ones', async () => {
    const session = await loggedIn();
    const old = await uploaded(session);
    const attached = await uploaded(session);
    const holder = await createPolicyholder(db, session.insurerId);
    const request = await createRequest(db, {
      insurerId: session.insurerId,
      policyholderId: holder.id,
      epLetterUploadId: attached.id,
    });
    await db.update(t.uploads).set({ paId: request.id }).where(eq(t.uploads.id, attached.id));
    clock.advance(UPLOAD_LIMITS.unattachedLifetimeMs - 10 * MINUTE_MS);
    // A new login: the first one's session has ended by now.
    const young = await uploaded(await loggedIn({ insurerId: session.insurerId }));
    clock.advance(10 * MINUTE_MS + 1);

    await removeUnattachedUploads(env, store, clock.now());

    expect((await rowsOf(session.insurerId)).map((row) => row.id).sort()).toEqual(
      [attached.id, young.id].sort(),
    );
    const files = await storedFiles();
    expect(files).not.toContain(fileOf(old.storageKey));
    expect(files).toContain(fileOf(attached.storageKey));
    expect(files).toContain(fileOf(young.storageKey));
    const [entry] = await removals([old.id]);
    expect(entry).toMatchObject({
      actorType: 'system',
      insurerId: session.insurerId,
      details: { uploadId: old.id, reason: 'never attached' },
    });
  });

  it('removes each upload once when several processes sweep at the same time', async () => {
    const session = await loggedIn();
    const rows = [];
    for (let i = 0; i < 5; i += 1) rows.push(await uploaded(session));
    clock.advance(UPLOAD_LIMITS.unattachedLifetimeMs + 1);

    // Other tests' uploads may go too: the sweep is the whole database's.
    await Promise.all([
      removeUnattachedUploads(env, store, clock.now(), undefined, 2),
      removeUnattachedUploads(env, store, clock.now(), undefined, 2),
      removeUnattachedUploads(env, store, clock.now(), undefined, 2),
    ]);
    while ((await removeUnattachedUploads(env, store, clock.now(), undefined, 2)) > 0);

    expect(await rowsOf(session.insurerId)).toEqual([]);
    // One removal each: no upload was taken by two sweeps.
    const entries = await removals(rows.map((row) => row.id));
    expect(entries.map((entry) => (entry.details as { uploadId: string }).uploadId).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
    const files = await storedFiles();
    for (const row of rows) expect(files).not.toContain(fileOf(row.storageKey));
  });

  it('runs as a periodic job that also clears partial files a dead process left', async () => {
    const session = await loggedIn();
    const old = await uploaded(session);
    clock.advance(UPLOAD_LIMITS.unattachedLifetimeMs + 1);
    const partials = path.join(uploadsDir, 'partial');
    await mkdir(partials, { recursive: true });
    const stale = path.join(partials, `${'a'.repeat(32)}.deadbeef`);
    const fresh = path.join(partials, `${'b'.repeat(32)}.cafebabe`);
    await writeFile(stale, '%PDF-1.7 half');
    await writeFile(fresh, '%PDF-1.7 arriving');
    const at = (msAgo: number) => new Date(clock.now().getTime() - msAgo);
    await utimes(stale, at(2 * 60 * MINUTE_MS), at(2 * 60 * MINUTE_MS));
    await utimes(fresh, at(MINUTE_MS), at(MINUTE_MS));
    const job = createUploadTimers({ ...env, store });

    job.start(60_000);
    await expect.poll(async () => (await storedFiles()).includes(stale)).toBe(false);
    await job.stop();

    expect(await rowsOf(session.insurerId)).toEqual([]);
    const files = await storedFiles();
    expect(files).not.toContain(fileOf(old.storageKey));
    expect(files).toContain(fresh);
  });
});
