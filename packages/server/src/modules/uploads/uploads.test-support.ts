// The uploads module's test server and fixtures, shared by its upload and download tests.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserType } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { createInsurer } from '../../../test/factories';
import { pdfFile } from '../../../test/pdf-files';
import { loggedInUser } from '../../../test/sessions';
import { createTestApp } from '../../../test/test-app';
import * as t from '../../core/db/schema';
export const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
export const env = await createTestApp({ config: { dataDir } });
export const { app, db, clock } = env;
export const uploadsDir = path.join(dataDir, 'uploads');

/** A real one-page PDF. */
export const PDF = await pdfFile();
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  randomBytes(2000),
  Buffer.from([0xff, 0xd9]),
]);
// Larger than one stream chunk, so hashing and the type check see several.
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(300_000),
]);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, so the test controls every byte and header. */
export function multipart(parts: Part[]) {
  const boundary = `----preauth-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const filePart = (
  content: Buffer | string,
  filename = 'ep-letter.pdf',
  contentType?: string,
) => multipart([{ name: 'file', filename, contentType, content }]);

/**
 * A logged-in user (a policyholder unless `userType` says) on `server` (default: the disk-backed
 * app above), which later calls use.
 */
export async function loggedIn(
  options: {
    insurerId?: string;
    policyholderId?: string;
    userType?: UserType;
    server?: typeof app;
  } = {},
) {
  const server = options.server ?? app;
  const insurerId = options.insurerId ?? (await createInsurer(db)).id;
  const { user, authorization, insurerCode } = await loggedInUser(server, db, insurerId, {
    policyholderId: options.policyholderId,
    userType: options.userType,
  });
  return { server, user, insurerId, insurerCode, authorization };
}

export type Session = Awaited<ReturnType<typeof loggedIn>>;

/** Whoever calls: a logged-in user, or a link session (its bearer token and its insurer). */
export type Caller = Pick<Session, 'server' | 'insurerCode' | 'authorization'>;

export function upload(
  session: Caller,
  body: ReturnType<typeof multipart>,
  options: { insurerCode?: string; query?: string } = {},
) {
  return session.server.inject({
    method: 'POST',
    url: `/api/insurers/${options.insurerCode ?? session.insurerCode}/uploads${options.query ?? ''}`,
    headers: { ...body.headers, authorization: session.authorization },
    payload: body.payload,
  });
}

export function download(session: Caller, uploadId: string, query = '') {
  return session.server.inject({
    method: 'GET',
    url: `/api/uploads/${uploadId}${query}`,
    headers: { authorization: session.authorization },
  });
}

export const rowsOf = (insurerId: string) =>
  db.select().from(t.uploads).where(eq(t.uploads.insurerId, insurerId));

/** Every file under the upload folder, temporary ones included. */
export async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Runs `act` and checks it left no row for the insurer and no file (finished or partial). */
export async function expectNothingStored(session: Session, act: () => Promise<void>) {
  const before = await storedFiles();
  await act();
  expect(await storedFiles()).toEqual(before);
  expect(await rowsOf(session.insurerId)).toEqual([]);
}
