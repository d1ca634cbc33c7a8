import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPolicyholder, createRequest } from '../../../test/factories';
import * as t from '../../core/db/schema';
import { PDF, app, db, download, filePart, loggedIn, upload } from './uploads.test-support';

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

  it("answers 404 for another user's upload, in the same insurer or another, and audits it", async () => {
    const { session, uploadId } = await uploaded();
    const colleague = await loggedIn({ insurerId: session.insurerId });
    const stranger = await loggedIn();

    for (const other of [colleague, stranger]) {
      const response = await download(other, uploadId);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');

      const entries = await db
        .select()
        .from(t.auditLog)
        .where(
          and(eq(t.auditLog.actorId, other.user.id), eq(t.auditLog.action, 'upload.access-denied')),
        );
      expect(entries).toHaveLength(1);
      // The upload id only: nothing of the file or the request it may belong to.
      expect(entries[0]).toMatchObject({
        insurerId: other.insurerId,
        actorType: 'policy-holder',
        paId: null,
        details: { uploadId },
      });
    }
    const downloads = await db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'upload.downloaded'));
    const ofThisUpload = (entry: (typeof downloads)[number]) =>
      (entry.details as { uploadId?: string } | null)?.uploadId === uploadId;
    expect(downloads.filter(ofThisUpload)).toEqual([]);
  });

  it('lets the policyholder of the request the upload is attached to download it', async () => {
    const { session, uploadId } = await uploaded();
    const holder = await createPolicyholder(db, session.insurerId);
    const request = await createRequest(db, {
      insurerId: session.insurerId,
      policyholderId: holder.id,
      epLetterUploadId: uploadId,
    });
    const sameHolder = await loggedIn({ insurerId: session.insurerId, policyholderId: holder.id });
    const otherHolder = await createPolicyholder(db, session.insurerId);
    const stranger = await loggedIn({
      insurerId: session.insurerId,
      policyholderId: otherHolder.id,
    });

    // Until it is attached, only the uploader may have it.
    expect((await download(sameHolder, uploadId)).statusCode).toBe(404);
    await db.update(t.uploads).set({ paId: request.id }).where(eq(t.uploads.id, uploadId));

    const response = await download(sameHolder, uploadId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect((await download(stranger, uploadId)).statusCode).toBe(404);
    // The download of an attached upload is on its request, for the person's access report.
    const downloads = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.actorId, sameHolder.user.id), eq(t.auditLog.action, 'upload.downloaded')),
      );
    expect(downloads.map((entry) => entry.paId)).toEqual([request.id]);
  });

  it("lets the request's insurer's adjudicator view it in the page or download it, sandboxed and never sniffed", async () => {
    const { session, uploadId } = await uploaded();
    const holder = await createPolicyholder(db, session.insurerId);
    const request = await createRequest(db, {
      insurerId: session.insurerId,
      policyholderId: holder.id,
    });
    await db.update(t.uploads).set({ paId: request.id }).where(eq(t.uploads.id, uploadId));
    const adjudicator = await loggedIn({
      insurerId: session.insurerId,
      userType: 'insurer-adjudicator',
    });
    const otherInsurers = await loggedIn({ userType: 'insurer-adjudicator' });

    const inline = await download(adjudicator, uploadId, '?disposition=inline');
    const saved = await download(adjudicator, uploadId);

    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload).toEqual(PDF);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="/);
    for (const response of [inline, saved]) {
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
      });
    }
    expect((await download(otherInsurers, uploadId, '?disposition=inline')).statusCode).toBe(404);
  });

  it('never names a type the content check did not accept: such a file is a download of bytes', async () => {
    const { session, uploadId } = await uploaded();
    await db.update(t.uploads).set({ contentType: 'text/html' }).where(eq(t.uploads.id, uploadId));

    const response = await download(session, uploadId, '?disposition=inline');

    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('answers 404 for an upload that does not exist, with nothing to audit', async () => {
    const session = await loggedIn();
    const response = await download(session, randomUUID());
    expect(response.statusCode).toBe(404);
    const entries = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.actorId, session.user.id), eq(t.auditLog.action, 'upload.access-denied')),
      );
    expect(entries).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { uploadId } = await uploaded();
    const response = await app.inject({ method: 'GET', url: `/api/uploads/${uploadId}` });
    expect(response.statusCode).toBe(401);
  });
});
