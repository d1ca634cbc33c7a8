import { UPLOAD_TEXTS } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { EICAR, startClamd } from '../../../test/clamd';
import { pdfFile, pdfName } from '../../../test/pdf-files';
import { createTestApp } from '../../../test/test-app';
import * as t from '../../core/db/schema';
import { JPEG, PDF, PNG, filePart, loggedIn, rowsOf, upload } from './uploads.test-support';

// Uploads scanned by a real clamd (CLAMD_SOCKET), which holds one signature: the EICAR string.
// It scans streams of at most 1 MB here, so a larger file gets clamd's size-limit error.
const clamd = await startClamd({ streamMaxBytes: 1024 * 1024 });
afterAll(() => clamd.stop());
const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-clamd-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app: server, db } = await createTestApp({ config: { dataDir, clamd: clamd.config } });

async function filesStored(dir = dataDir): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

const pdfWithEicar = await pdfFile(({ context, page }) =>
  page.set(pdfName('Contents'), context.register(context.stream(EICAR))),
);
const jpegWithEicar = Buffer.concat([JPEG, Buffer.from(EICAR)]);

describe('uploads scanned by clamd', () => {
  it.each([
    ['PDF', PDF, 'letter.pdf'],
    ['PNG', PNG, 'scan.png'],
  ])('stores a clean %s', async (_t, bytes, name) => {
    const session = await loggedIn({ server });

    const response = await upload(session, filePart(bytes, name));

    expect(response.statusCode).toBe(200);
    expect(await rowsOf(session.insurerId)).toHaveLength(1);
  });

  it.each([
    ['a PDF carrying the EICAR test string', pdfWithEicar, 'letter.pdf'],
    ['a JPEG carrying it after its image', jpegWithEicar, 'scan.jpg'],
  ])('refuses %s with 400, stores nothing and audits the signature', async (_t, bytes, name) => {
    const session = await loggedIn({ server });
    const before = await filesStored();

    const response = await upload(session, filePart(bytes, name));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      detailMessage: UPLOAD_TEXTS.virusFound,
    });
    expect(await rowsOf(session.insurerId)).toEqual([]);
    expect(await filesStored()).toEqual(before);
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.actorId, session.user.id), eq(t.auditLog.action, 'upload.virus-found')),
      );
    expect(entry?.details).toEqual({
      purpose: 'ep-letter',
      signature: expect.stringMatching(/^Test\.EICAR/),
    });
  });

  it('refuses with 503 a file clamd gives no verdict on (over its stream limit)', async () => {
    const session = await loggedIn({ server });
    const large = Buffer.concat([PNG, PNG, PNG, PNG]);
    const before = await filesStored();

    const response = await upload(session, filePart(large, 'scan.png'));

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      detailMessage: UPLOAD_TEXTS.scanUnavailable,
    });
    expect(await rowsOf(session.insurerId)).toEqual([]);
    expect(await filesStored()).toEqual(before);
  });

  it('refuses with 503, storing nothing, while clamd is down', async () => {
    // A clamd of its own to stop: the file's other tests need theirs, in whatever order they run.
    const stopping = await startClamd();
    const downDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-clamd-down-'));
    onTestFinished(() => rm(downDir, { recursive: true, force: true }));
    const { app: downServer } = await createTestApp({
      config: { dataDir: downDir, clamd: stopping.config },
    });
    const session = await loggedIn({ server: downServer });
    await stopping.stop();

    const response = await upload(session, filePart(PDF, 'letter.pdf'));

    expect(response.statusCode).toBe(503);
    expect(response.json().detailMessage).toBe(UPLOAD_TEXTS.scanUnavailable);
    expect(await rowsOf(session.insurerId)).toEqual([]);
    expect(await filesStored(downDir)).toEqual([]);
  });
});
