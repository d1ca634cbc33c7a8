import { UPLOAD_LIMITS } from '@preauth/shared';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp } from '../../../test/test-app';
import type { Session } from './uploads.test-support';
import { PDF, PNG, download, filePart, loggedIn, rowsOf, upload } from './uploads.test-support';

// The uploads endpoints with S3_BUCKET set: a real S3-protocol server on 127.0.0.1.
const s3 = await startS3Server();
afterAll(() => s3.close());
const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-s3-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app: server } = await createTestApp({ config: { dataDir, s3: s3.config } });

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
const puts = () => s3.requests.filter((r) => r.method === 'PUT').length;

/** Runs `act` and checks nothing reached the bucket and no row was written. */
async function expectNothingStored(session: Session, act: () => Promise<void>) {
  const [keysBefore, putsBefore] = [await s3.objectKeys(), puts()];
  await act();
  expect(puts()).toBe(putsBefore);
  expect(await s3.objectKeys()).toEqual(keysBefore);
  expect(await rowsOf(session.insurerId)).toEqual([]);
}

describe('uploads kept in S3', () => {
  it('stores the file in the bucket under its generated key and serves it back', async () => {
    const session = await loggedIn({ server });

    const response = await upload(session, filePart(PNG, 'Tan Ah Kow EP.png', 'image/png'));

    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(session.insurerId);
    expect(await s3.objectKeys()).toContain(row!.storageKey);
    expect(await filesUnder(dataDir)).toEqual([]);
    const [first] = response.json<{ uploadId: string }[]>();
    const downloaded = await download(session, first!.uploadId);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('image/png');
    expect(downloaded.rawPayload.equals(PNG)).toBe(true);
  });

  it('sends nothing to the bucket for a file over 10 MB', async () => {
    const session = await loggedIn({ server });
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1 - PDF.length)]);

    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(tooLarge));
      expect(response.statusCode).toBe(413);
    });
  });

  it('sends nothing to the bucket for a file that is not a PDF, JPEG or PNG', async () => {
    const session = await loggedIn({ server });

    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart('MZ not a document', 'ep-letter.pdf'));
      expect(response.statusCode).toBe(415);
    });
  });
});
