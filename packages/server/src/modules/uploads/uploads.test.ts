import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInsurer } from '../../../test/factories';
import * as t from '../../core/db/schema';
import {
  JPEG,
  PDF,
  PNG,
  app,
  db,
  download,
  expectNothingStored,
  filePart,
  loggedIn,
  multipart,
  rowsOf,
  sha256,
  storedFiles,
  upload,
  uploadsDir,
} from './uploads.test-support';

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

  it('decides the type by content, whatever the declared type says', async () => {
    const session = await loggedIn();

    const response = await upload(session, filePart(PNG, 'scan.png', 'application/pdf'));

    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(session.insurerId);
    expect(row?.contentType).toBe('image/png');
  });

  it.each([
    ['PNG bytes named x.pdf', PNG, 'x.pdf'],
    ['a PDF named letter.png', PDF, 'letter.png'],
    ['a JPEG named without an extension', JPEG, 'scan'],
    ['a PDF whose name hides .exe behind a right-to-left override', PDF, 'scan\u202Efdp.exe'],
  ])('refuses %s with 415, storing nothing', async (_t, bytes, name) => {
    const session = await loggedIn();
    await expectNothingStored(session, async () => {
      const response = await upload(session, filePart(bytes, name));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detailMessage: UPLOAD_TEXTS.nameMismatch,
      });
    });
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

  it("keeps the policyholder's purpose, asked for or not, and refuses the doctor's with 403", async () => {
    const session = await loggedIn();

    expect((await upload(session, filePart(PDF))).statusCode).toBe(200);
    expect((await upload(session, filePart(PDF), { query: '?purpose=ep-letter' })).statusCode).toBe(
      200,
    );
    const refused = await upload(session, filePart(PDF), { query: '?purpose=referral-letter' });

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      detailMessage: UPLOAD_TEXTS.purposeNotAllowed,
    });
    const rows = await rowsOf(session.insurerId);
    expect(rows.map((row) => row.purpose)).toEqual(['ep-letter', 'ep-letter']);
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
        detailMessage: UPLOAD_TEXTS.tooLarge,
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

  it('refuses a form cut off before its end with 400, storing nothing', async () => {
    const session = await loggedIn();
    const whole = filePart(PDF);
    const cut = { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 200) };
    await expectNothingStored(session, async () => {
      const response = await upload(session, cut);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        detailMessage: UPLOAD_TEXTS.incomplete,
      });
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
      ['..\\..\\letter.pdf', 'letter.pdf'],
      ['in\u202Evoice.pdf', 'invoice.pdf'],
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
