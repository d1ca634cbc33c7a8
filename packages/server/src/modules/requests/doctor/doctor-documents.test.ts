import {
  DOCTOR_MESSAGES,
  DOCUMENT_MESSAGES as M,
  UPLOAD_LIMITS,
  UPLOAD_TEXTS,
  type DocumentKind,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUpload } from '../../../../test/upload-factories';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  doctorForm,
  doctorWorld,
  submissionOf,
  submit,
  type DoctorWorld,
} from '../test-support/doctor-worlds';

// The documents a doctor attaches (issue 24): uploads the doctor made for the request, each with
// its kind; an amendment request's kinds must all be there before the doctor can submit again.
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

/** The request back with the doctor on the insurer's amendment request naming `kinds`. */
async function amendmentWorld(kinds: DocumentKind[]) {
  const world = await doctorWorld(env, { statusCode: 'AME-REQ' });
  await db.insert(t.paDecisions).values({
    paId: world.request.id,
    outcome: 'request-amendment',
    decidedAt: new Date('2026-11-25T03:00:00Z'),
    reasonText: 'Please attach the histology report of the biopsy.',
    requiredDocumentKinds: kinds,
  });
  return world;
}

/** An upload the request's doctor made through the link (purpose referral-letter). */
const doctorUpload = (world: DoctorWorld, values: Partial<typeof t.uploads.$inferInsert> = {}) =>
  createUpload(db, {
    insurerId: world.insurer.id,
    uploadedById: world.link.id,
    uploadedByType: 'doctor',
    paId: world.request.id,
    purpose: 'referral-letter',
    fileName: 'histology.pdf',
    ...values,
  });

const withDocuments = (
  world: DoctorWorld,
  attachments: { uploadId: string; kind: DocumentKind }[],
) => submissionOf(world, doctorForm(world, { attachments }));

const paramsOf = (world: DoctorWorld) =>
  app.inject({
    method: 'GET',
    url: `/api/doctor-input/${world.request.id}/params`,
    headers: { authorization: `Bearer ${world.bearer}` },
  });

const attachmentsOf = (paId: string) =>
  db
    .select({ uploadId: t.paDetailAttachments.uploadId, kind: t.paDetailAttachments.kind })
    .from(t.paDetailAttachments)
    .innerJoin(t.paDetails, eq(t.paDetails.id, t.paDetailAttachments.detailId))
    .where(eq(t.paDetails.paId, paId))
    .orderBy(t.paDetailAttachments.position);

describe("the doctor's params", () => {
  it('carry what must change and the documents asked for on an amendment request', async () => {
    const world = await amendmentWorld(['histology', 'imaging']);

    const response = await paramsOf(world);

    expect(response.json().amendment).toEqual({
      changesRequired: 'Please attach the histology report of the biopsy.',
      requiredDocumentKinds: ['histology', 'imaging'],
      policyholderReason: null,
    });
  });

  it("carry the policyholder's reason once the policyholder amended", async () => {
    const world = await doctorWorld(env, { statusCode: 'AMEND' });
    await db
      .update(t.paRequests)
      .set({ amendReason: 'The admission date moved to next week.' })
      .where(eq(t.paRequests.id, world.request.id));

    const response = await paramsOf(world);

    expect(response.json().amendment).toEqual({
      changesRequired: null,
      requiredDocumentKinds: [],
      policyholderReason: 'The admission date moved to next week.',
    });
  });

  it('carry nothing on a first submission', async () => {
    const world = await doctorWorld(env);
    expect((await paramsOf(world)).json().amendment).toBeNull();
  });
});

describe('a submit on an amendment request naming documents', () => {
  it('is refused with a field message while a kind asked for is missing, and writes nothing', async () => {
    const world = await amendmentWorld(['histology']);
    const imaging = await doctorUpload(world, { fileName: 'scan.png', contentType: 'image/png' });

    const response = await submit(
      env,
      world,
      withDocuments(world, [{ uploadId: imaging.id, kind: 'imaging' }]),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detailMessage: DOCTOR_MESSAGES.submissionRefused,
      issues: [{ path: 'attachments', message: M.missingKinds(['histology']) }],
    });
    expect(await attachmentsOf(world.request.id)).toEqual([]);
  });

  it('goes through with the kind attached, and keeps each document with its kind', async () => {
    const world = await amendmentWorld(['histology']);
    const histology = await doctorUpload(world);
    const imaging = await doctorUpload(world, { fileName: 'scan.jpg', contentType: 'image/jpeg' });

    const response = await submit(
      env,
      world,
      withDocuments(world, [
        { uploadId: histology.id, kind: 'histology' },
        { uploadId: imaging.id, kind: 'imaging' },
      ]),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().statusCode).toBe('PRO');
    expect(await attachmentsOf(world.request.id)).toEqual([
      { uploadId: histology.id, kind: 'histology' },
      { uploadId: imaging.id, kind: 'imaging' },
    ]);
  });

  it('counts the referral letter as a referral letter', async () => {
    const world = await amendmentWorld(['referral-letter']);
    const letter = await doctorUpload(world, { fileName: 'referral.pdf' });

    const response = await submit(
      env,
      world,
      submissionOf(
        world,
        doctorForm(world, {
          paReferral: 'true',
          referralDoctordetails: 'Dr Tan, Bedok Clinic',
          referralLetter: letter.id,
        }),
      ),
    );

    expect(response.statusCode).toBe(200);
  });
});

describe('a document the doctor may not attach', () => {
  it.each<[string, (world: DoctorWorld, other: DoctorWorld) => Promise<{ id: string }>]>([
    ["another request's upload", (_, other) => doctorUpload(other)],
    [
      "the policyholder's upload of this request",
      (world) =>
        createUpload(db, {
          insurerId: world.insurer.id,
          uploadedById: world.request.policyholderId,
          paId: world.request.id,
        }),
    ],
    [
      'a file over the size limit',
      (world) => doctorUpload(world, { sizeBytes: UPLOAD_LIMITS.maxBytes + 1 }),
    ],
    [
      'a file stored as HTML',
      (world) => doctorUpload(world, { fileName: 'page.html', contentType: 'text/html' }),
    ],
  ])('%s: 400 naming the document', async (_, uploadOf) => {
    const world = await doctorWorld(env);
    const upload = await uploadOf(world, await doctorWorld(env));

    const response = await submit(
      env,
      world,
      withDocuments(world, [{ uploadId: upload.id, kind: 'other' }]),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'attachments.0.uploadId', message: M.notYourUpload },
    ]);
  });

  it('is refused without its kind, without a file, or twice', async () => {
    const world = await doctorWorld(env);
    const upload = await doctorUpload(world);
    const payload = withDocuments(world, [{ uploadId: upload.id, kind: 'other' }]);

    const noKind = await submit(env, world, {
      ...payload,
      attachments: [{ uploadId: upload.id, kind: '' }],
    });
    const noFile = await submit(env, world, {
      ...payload,
      attachments: [{ uploadId: '', kind: 'other' }],
    });
    const twice = await submit(env, world, {
      ...payload,
      attachments: [
        { uploadId: upload.id, kind: 'other' },
        { uploadId: upload.id, kind: 'histology' },
      ],
    });

    expect(noKind.json().issues).toEqual([{ path: 'attachments.0.kind', message: M.selectKind }]);
    expect(noFile.json().issues).toEqual([
      { path: 'attachments.0.uploadId', message: UPLOAD_TEXTS.noFile },
    ]);
    expect(twice.json().issues).toEqual([
      { path: 'attachments.1.uploadId', message: M.sameFileTwice },
    ]);
  });
});
