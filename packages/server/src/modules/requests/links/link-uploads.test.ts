import { UPLOAD_TEXTS, type LinkRole } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../../../../test/pdf-files';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { linkHolderWorld, verifiedLinkSession } from '../test-support/link-worlds';

// The upload route for link holders: the doctor's referral letter (001 §5) through the verified
// link session, belonging to the link's request at once.
const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-link-uploads-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const env = await createTestApp({ config: { dataDir } });
const { app, db } = env;
const PDF = await pdfFile();

/** A verified link session of `role` for a new request. */
async function linkSession(role: LinkRole) {
  const world = await linkHolderWorld(env, role);
  return { world, bearer: `Bearer ${await verifiedLinkSession(env, world)}` };
}

function uploadAs(bearer: string, insurerCode: string, query = '') {
  const boundary = 'link-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="referral.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/insurers/${insurerCode}/uploads${query}`,
    headers: {
      authorization: bearer,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

const downloadAs = (bearer: string, uploadId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/uploads/${uploadId}`,
    headers: { authorization: bearer },
  });

const uploadsOf = (insurerId: string) =>
  db.select().from(t.uploads).where(eq(t.uploads.insurerId, insurerId));

describe("the doctor's referral letter through the link session", () => {
  it("is stored for the link's request, and the doctor may download it", async () => {
    const { world, bearer } = await linkSession('doctor');

    const response = await uploadAs(bearer, world.insurer.code);

    expect(response.statusCode).toBe(200);
    const [row] = await uploadsOf(world.insurer.id);
    expect(row).toMatchObject({
      paId: world.request.id,
      purpose: 'referral-letter',
      uploadedByType: 'doctor',
      uploadedById: world.link.id,
      fileName: 'referral.pdf',
    });
    const [created] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'upload.created'), eq(t.auditLog.actorId, world.link.id)));
    expect(created).toMatchObject({ actorType: 'doctor', paId: world.request.id });
    const got = await downloadAs(bearer, row!.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
  });

  it("is 404 to another request's doctor, and the attempt is audited with the upload id", async () => {
    const { world, bearer } = await linkSession('doctor');
    const [{ uploadId }] = (await uploadAs(bearer, world.insurer.code)).json<
      { uploadId: string }[]
    >() as [{ uploadId: string }];
    const other = await linkSession('doctor');

    expect((await downloadAs(other.bearer, uploadId)).statusCode).toBe(404);

    const denied = await db
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.action, 'upload.access-denied'),
          eq(t.auditLog.actorId, other.world.link.id),
        ),
      );
    expect(denied.map((entry) => entry.details)).toEqual([{ uploadId }]);
  });

  it("refuses the doctor an Employment Pass letter (403) and another insurer's path (404)", async () => {
    const { world, bearer } = await linkSession('doctor');

    const purpose = await uploadAs(bearer, world.insurer.code, '?purpose=ep-letter');
    const elsewhere = await uploadAs(bearer, 'NOSUCH');

    expect(purpose.statusCode).toBe(403);
    expect(purpose.json().detailMessage).toBe(UPLOAD_TEXTS.purposeNotAllowed);
    expect(elsewhere.statusCode).toBe(404);
    expect(await uploadsOf(world.insurer.id)).toEqual([]);
  });

  it.each<LinkRole>(['business-office', 'remote-authoriser'])(
    "refuses the %s's link session with 403",
    async (role) => {
      const { world, bearer } = await linkSession(role);

      const response = await uploadAs(bearer, world.insurer.code);

      expect(response.statusCode).toBe(403);
      expect(await uploadsOf(world.insurer.id)).toEqual([]);
    },
  );
});
