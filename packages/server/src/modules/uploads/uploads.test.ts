import { MESSAGES, UPLOAD_LIMITS, UPLOAD_TEXTS } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInsurer, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import * as t from '../../core/db/schema';

const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, db } = await createTestApp({ config: { dataDir } });
const uploadsDir = path.join(dataDir, 'uploads');

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  randomBytes(2000),
  Buffer.from([0xff, 0xd9]),
]);
// Larger than one stream chunk, so hashing and the type check see several.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(300_000),
]);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, so the test controls every byte and header. */
function multipart(parts: Part[]) {
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

const filePart = (content: Buffer | string, filename = 'ep-letter.pdf', contentType?: string) =>
  multipart([{ name: 'file', filename, contentType, content }]);

async function loggedIn(options: { insurerId?: string } = {}) {
  const insurer = options.insurerId ? { id: options.insurerId, code: '' } : await createInsurer(db);
  const user = await createUser(db, { insurerId: insurer.id });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.email, password: user.password },
  });
  const { access_token, userInfo } = login.json<{
    access_token: string;
    userInfo: { insurerCode: string };
  }>();
  return {
    user,
    insurerId: insurer.id,
    insurerCode: userInfo.insurerCode,
    authorization: `Bearer ${access_token}`,
  };
}

type Session = Awaited<ReturnType<typeof loggedIn>>;

function upload(
  session: Session,
  body: ReturnType<typeof multipart>,
  options: { insurerCode?: string; query?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/insurers/${options.insurerCode ?? session.insurerCode}/uploads${options.query ?? ''}`,
    headers: { ...body.headers, authorization: session.authorization },
    payload: body.payload,
  });
}

function download(session: Session, uploadId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/uploads/${uploadId}`,
    headers: { authorization: session.authorization },
  });
}

const rowsOf = (insurerId: string) =>
  db.select().from(t.uploads).where(eq(t.uploads.insurerId, insurerId));

/** Every file under the upload folder, temporary ones included. */
async function storedFiles(): Promise<string[]> {
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
async function expectNothingStored(session: Session, act: () => Promise<void>) {
  const before = await storedFiles();
  await act();
  expect(await storedFiles()).toEqual(before);
  expect(await rowsOf(session.insurerId)).toEqual([]);
}

describe('POST /api/insurers/:insurerCode/uploads', () => {
  it.each([
    ['PDF', PDF, 'ep-letter.pdf', 'application/pdf'],
    ['JPEG', JPEG, 'ep-letter.jpg', 'image/jpeg'],
    ['PNG', PNG, 'ep-letter.png', 'image/png'],
  ])(
    'stores a %s with its checksum and size, readable back unchanged',
    async (_t, bytes, name, type) => {
      const session = await loggedIn();

      const response = await upload(session, filePart(bytes, name, type));

      expect(response.statusCode).toBe(200);
      const [first] = response.json<{ uploadId: string; fileName: string }[]>();
      expect(first).toEqual({ uploadId: expect.any(String), fileName: name });

      const [row] = await rowsOf(session.insurerId);
      expect(row).toMatchObject({
        id: first?.uploadId,
        insurerId: session.insurerId,
        paId: null,
        purpose: 'ep-letter',
        uploadedByType: 'policy-holder',
        uploadedById: session.user.id,
        fileName: name,
        contentType: type,
        sizeBytes: bytes.length,
        sha256: sha256(bytes),
      });
      // Stored under the random key, not the user's name, byte for byte.
      expect(row?.storageKey).toMatch(/^[0-9a-f]{32}$/);
      const onDisk = path.join(uploadsDir, row!.storageKey.slice(0, 2), row!.storageKey);
      expect((await readFile(onDisk)).equals(bytes)).toBe(true);

      const got = await download(session, first!.uploadId);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['content-length']).toBe(String(bytes.length));
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('decides the type by content, whatever the name and declared type say', async () => {
    const session = await loggedIn();

    const response = await upload(session, filePart(PNG, 'scan.pdf', 'application/pdf'));

    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(session.insurerId);
    expect(row?.contentType).toBe('image/png');
  });

  it('records the upload in the audit log without the file name', async () => {
    const session = await loggedIn();

    const response = await upload(session, filePart(PDF, 'Tan Ah Kow EP.pdf'));

    const [{ uploadId }] = response.json<{ uploadId: string }[]>() as [{ uploadId: string }];
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.actorId, session.user.id), eq(t.auditLog.action, 'upload.created')));
    expect(entry).toMatchObject({
      insurerId: session.insurerId,
      actorType: 'policy-holder',
      details: {
        uploadId,
        purpose: 'ep-letter',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        sha256: sha256(PDF),
      },
    });
    expect(JSON.stringify(entry)).not.toContain('Tan Ah Kow');
  });

  it('keeps the purpose given in the query', async () => {
    const session = await loggedIn();

    const response = await upload(session, filePart(PDF), { query: '?purpose=referral-letter' });

    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(session.insurerId);
    expect(row?.purpose).toBe('referral-letter');
  });

  it('refuses an unknown purpose', async () => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(PDF), { query: '?purpose=selfie' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const session = await loggedIn();
    const bytes = Buffer.alloc(UPLOAD_LIMITS.maxBytes, 0x20);
    PDF.copy(bytes);

    const response = await upload(session, filePart(bytes));

    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(session.insurerId);
    expect(row).toMatchObject({ sizeBytes: UPLOAD_LIMITS.maxBytes, sha256: sha256(bytes) });
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const session = await loggedIn();
    const bytes = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 0x20);
    PDF.copy(bytes);

    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(bytes));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        detailMessage: MESSAGES.uploadTooLarge,
      });
    });
  });

  it.each([
    ['a Windows executable', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), randomBytes(500)])],
    ['a text file', Buffer.from('Employment Pass: approved. Honest.\n')],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PDF signature not at the start', Buffer.from(' %PDF-1.7\n')],
  ])('refuses %s named letter.pdf and declared application/pdf with 415', async (_t, bytes) => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(bytes, 'letter.pdf', 'application/pdf'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detailMessage: UPLOAD_TEXTS.unsupportedType,
      });
    });
  });

  it('refuses a large file of the wrong type with 415 and stores nothing', async () => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(randomBytes(2_000_000), 'letter.pdf'));
      expect(response.statusCode).toBe(415);
    });
  });

  it('refuses an empty file with 400', async () => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(Buffer.alloc(0)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        detailMessage: UPLOAD_TEXTS.emptyFile,
      });
    });
  });

  it.each([
    ['only a text field', multipart([{ name: 'purpose', content: 'ep-letter' }])],
    [
      'the file in another field',
      multipart([{ name: 'document', filename: 'a.pdf', content: PDF }]),
    ],
    ['no parts at all', multipart([])],
  ])('refuses a form with %s with 400', async (_t, body) => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', detailMessage: UPLOAD_TEXTS.noFile });
    });
  });

  it('refuses a body that is not multipart with 415', async () => {
    const session = await loggedIn();
    const response = await app.inject({
      method: 'POST',
      url: `/api/insurers/${session.insurerCode}/uploads`,
      headers: { authorization: session.authorization },
      payload: { file: PDF.toString('base64') },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detailMessage: UPLOAD_TEXTS.notMultipart,
    });
  });

  it('answers 401 without a session', async () => {
    const insurer = await createInsurer(db);
    const body = filePart(PDF);
    const before = await storedFiles();

    const response = await app.inject({
      method: 'POST',
      url: `/api/insurers/${insurer.code}/uploads`,
      headers: body.headers,
      payload: body.payload,
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(insurer.id)).toEqual([]);
  });

  it("answers 404 for another insurer's code, as for one that does not exist", async () => {
    const session = await loggedIn();
    const other = await createInsurer(db);

    await expectNothingStored(session, async () => {
      for (const code of [other.code, 'NOSUCH']) {
        const response = await upload(session, filePart(PDF), { insurerCode: code });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    });
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it('keeps only a safe file name: no folders, no control characters, at most 255', async () => {
    const session = await loggedIn();
    const cases: [string, string][] = [
      ['../../../../etc/passwd.pdf', 'passwd.pdf'],
      ['..', 'upload'],
      ['scan\u202Efdp.exe', 'scanfdp.exe'],
      [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
      ['Tan Ah Kow – 名字.pdf', 'Tan Ah Kow – 名字.pdf'],
    ];
    for (const [sent, kept] of cases) {
      const before = await storedFiles();
      const response = await upload(session, filePart(PDF, sent));
      expect(response.statusCode).toBe(200);
      const [first] = response.json<{ uploadId: string; fileName: string }[]>();
      expect(first?.fileName).toBe(kept);
      // The one new file is inside the upload folder, named by its key.
      const added = (await storedFiles()).filter((f) => !before.includes(f));
      expect(added).toHaveLength(1);
      expect(path.relative(uploadsDir, added[0]!)).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    }
  });
});

describe('GET /api/uploads/:uploadId', () => {
  async function uploaded() {
    const session = await loggedIn();
    const response = await upload(session, filePart(PDF, 'Tan Ah Kow – 名字 (EP).pdf'));
    const [first] = response.json<{ uploadId: string }[]>();
    return { session, uploadId: first!.uploadId };
  }

  it('names the download safely, with the exact name in filename*', async () => {
    const { session, uploadId } = await uploaded();

    const response = await download(session, uploadId);

    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tan Ah Kow _ __ (EP).pdf"; filename*=UTF-8''Tan%20Ah%20Kow%20%E2%80%93%20%E5%90%8D%E5%AD%97%20%28EP%29.pdf`,
    );
  });

  it('records the download in the audit log', async () => {
    const { session, uploadId } = await uploaded();

    await download(session, uploadId);

    const entries = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.actorId, session.user.id), eq(t.auditLog.action, 'upload.downloaded')),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toEqual({ uploadId });
  });

  it("answers 404 for another user's upload, in the same insurer or another", async () => {
    const { session, uploadId } = await uploaded();
    const colleague = await loggedIn({ insurerId: session.insurerId });
    const stranger = await loggedIn();

    for (const other of [colleague, stranger]) {
      const response = await download(other, uploadId);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 404 for an upload that does not exist', async () => {
    const session = await loggedIn();
    const response = await download(session, randomUUID());
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { uploadId } = await uploaded();
    const response = await app.inject({ method: 'GET', url: `/api/uploads/${uploadId}` });
    expect(response.statusCode).toBe(401);
  });
});
