import { DOCTOR_MESSAGES } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDoctor, createRequest } from '../../../../test/factories';
import { pdfFile } from '../../../../test/pdf-files';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  doctorWorld,
  loggedInDoctor,
  submissionOf,
  submit,
  type DoctorWorld,
  type LoggedInDoctor,
} from '../test-support/doctor-worlds';

// The doctor's form under the login (record 084): the routes the emailed link's session calls
// accept a logged-in doctor for a request of its scope, with the same status and window checks,
// and no other doctor's request.
const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-doctor-login-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const env = await createTestApp({ config: { dataDir } });
const { app, db, clock } = env;
await seedReferenceData(db);
const PDF = await pdfFile();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A request waiting for the doctor, and its doctor logged in. */
async function doctorAndRequest() {
  const world = await doctorWorld(env);
  const doctor = await loggedInDoctor(env, world);
  return { world, doctor };
}

const read = (doctor: LoggedInDoctor, paId: string, what: 'params' | 'draft') =>
  app.inject({
    method: 'GET',
    url: `/api/doctor-input/${paId}/${what}`,
    headers: { authorization: doctor.authorization },
  });

const saveDraft = (doctor: LoggedInDoctor, world: DoctorWorld) =>
  app.inject({
    method: 'POST',
    url: '/api/doctor-input/draft',
    headers: { authorization: doctor.authorization },
    payload: {
      paId: world.request.id,
      insurerCode: world.insurer.code,
      draftJson: { hospitalCode: 'H1', currentStep: 'patient-diagnosis' },
      version: 0,
    },
  });

const submitAs = (doctor: LoggedInDoctor, world: DoctorWorld) =>
  submit(env, { ...world, bearer: doctor.token }, submissionOf(world));

function upload(doctor: LoggedInDoctor, world: DoctorWorld, query: string) {
  const boundary = 'doctor-login-boundary';
  return app.inject({
    method: 'POST',
    url: `/api/insurers/${world.insurer.code}/uploads${query}`,
    headers: {
      authorization: doctor.authorization,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="referral.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const statusOf = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0]!.statusCode;

describe('a logged-in doctor on a request waiting for it', () => {
  it('reads the params, saves a draft and submits, as through the link, with no PIN', async () => {
    const { world, doctor } = await doctorAndRequest();

    const params = await read(doctor, world.request.id, 'params');
    expect(params.statusCode).toBe(200);
    expect(params.json()).toMatchObject({ paId: world.request.id, statusCode: 'SUB' });
    expect((await saveDraft(doctor, world)).json()).toMatchObject({ version: 1 });
    expect((await read(doctor, world.request.id, 'draft')).json()).toMatchObject({ version: 1 });

    const submitted = await submitAs(doctor, world);

    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ statusCode: 'PRO', isNonPanel: true });
    expect(await statusOf(world.request.id)).toBe('PRO');
    // What its acknowledgement reads again on a reload: where the submission went.
    expect((await read(doctor, world.request.id, 'params')).json()).toMatchObject({
      statusCode: 'PRO',
      isNonPanel: true,
    });
    // The LIA form of what it submitted.
    const lia = await app.inject({
      method: 'GET',
      url: `/api/requests/lia-form?paId=${world.request.id}`,
      headers: { authorization: doctor.authorization },
    });
    expect(lia.statusCode).toBe(200);
    expect(lia.headers['content-type']).toBe('application/pdf');
  });

  it('uploads a referral letter for the request, which then belongs to it', async () => {
    const { world, doctor } = await doctorAndRequest();

    const response = await upload(
      doctor,
      world,
      `?purpose=referral-letter&paId=${world.request.id}`,
    );

    expect(response.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(t.uploads)
      .where(eq(t.uploads.insurerId, world.insurer.id));
    expect(row).toMatchObject({
      paId: world.request.id,
      purpose: 'referral-letter',
      uploadedByType: 'doctor',
      uploadedById: doctor.user.id,
    });
  });

  it('must name the request an upload is for', async () => {
    const { world, doctor } = await doctorAndRequest();

    const response = await upload(doctor, world, '?purpose=referral-letter');

    expect(response.statusCode).toBe(400);
    expect(response.json().detailMessage).toBe('Please say which request the document is for.');
  });
});

describe('the lifecycle checks under the login', () => {
  it('refuse a second submit: the request has moved on', async () => {
    const { world, doctor } = await doctorAndRequest();
    await submitAs(doctor, world);

    const again = await saveDraft(doctor, world);

    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_ALLOWED_IN_STATUS');
  });

  it('refuse a save, an upload and a submit once the response window has ended', async () => {
    const world = await doctorWorld(env);
    const windowEnd = new Date(world.request.statusChangedAt.getTime() + 3 * DAY_MS);
    clock.advance(3 * DAY_MS + 1000);
    // Logged in after the window ended; the expiry sweep has not run yet.
    const doctor = await loggedInDoctor(env, world);

    const saved = await saveDraft(doctor, world);
    const uploaded = await upload(doctor, world, `?paId=${world.request.id}`);
    const submitted = await submitAs(doctor, world);

    for (const response of [saved, uploaded, submitted]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().detailMessage).toBe(DOCTOR_MESSAGES.windowEnded(windowEnd));
    }
    expect(await statusOf(world.request.id)).toBe('SUB');
  });
});

describe("another doctor's request", () => {
  it('is not found by any doctor route, and nothing changes', async () => {
    const mine = await doctorAndRequest();
    const otherDoctor = await createDoctor(db, mine.world.insurer.id);
    // At the logged-in doctor's own clinic, of the same insurer, but naming another doctor.
    const request = await createRequest(db, {
      insurerId: mine.world.insurer.id,
      doctorId: otherDoctor.id,
      doctorMcrNumber: otherDoctor.mcrNo,
      clinicId: mine.doctor.clinic.id,
      createdAt: clock.now(),
    });
    const theirs = { ...mine.world, request };
    // And a request of another insurer.
    const elsewhere = await doctorWorld(env);

    for (const world of [theirs, elsewhere]) {
      expect((await read(mine.doctor, world.request.id, 'params')).statusCode).toBe(404);
      expect((await read(mine.doctor, world.request.id, 'draft')).statusCode).toBe(404);
      expect((await saveDraft(mine.doctor, world)).statusCode).toBe(404);
      expect((await submitAs(mine.doctor, world)).statusCode).toBe(404);
      const uploaded = await upload(mine.doctor, theirs, `?paId=${world.request.id}`);
      expect(uploaded.statusCode).toBe(404);
      expect(await statusOf(world.request.id)).toBe('SUB');
    }
    expect(
      await db.select().from(t.uploads).where(eq(t.uploads.insurerId, mine.world.insurer.id)),
    ).toEqual([]);
  });
});
