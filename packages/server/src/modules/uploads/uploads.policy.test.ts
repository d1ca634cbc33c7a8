import { UPLOAD_LIMITS, UPLOAD_TEXTS, type UserType } from '@preauth/shared';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createUpload } from '../../../test/upload-factories';
import {
  PDF,
  PNG,
  clock,
  db,
  expectNothingStored,
  filePart,
  loggedIn,
  rowsOf,
  storedFiles,
  upload,
  type Session,
} from './uploads.test-support';

const HOUR_MS = 60 * 60 * 1000;

/** Rows as if `session`'s user had uploaded files of these sizes `agoMs` before now. */
async function earlierUploads(session: Session, sizes: number[], agoMs: number) {
  for (const sizeBytes of sizes) {
    await createUpload(db, {
      insurerId: session.insurerId,
      uploadedById: session.user.id,
      sizeBytes,
      createdAt: new Date(clock.now().getTime() - agoMs),
    });
  }
}

describe('who may upload', () => {
  // A logged-in doctor uploads its requests' referral letters (doctor-login.test.ts).
  it.each<UserType>(['insurance-agent', 'insurer-adjudicator', 'insured-patient'])(
    'refuses a logged-in %s with 403, storing nothing',
    async (userType) => {
      const session = await loggedIn({ userType });
      await expectNothingStored(session, async () => {
        const response = await upload(session, filePart(PDF));
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      });
    },
  );
});

describe('rate and quota per uploader', () => {
  it(`stores ${UPLOAD_LIMITS.perUploaderPerHour} files an hour, then answers 429 until the oldest is an hour old`, async () => {
    const session = await loggedIn();
    await earlierUploads(session, [1000], HOUR_MS - 60_000);
    await earlierUploads(session, Array(UPLOAD_LIMITS.perUploaderPerHour - 2).fill(1000), 1000);
    // Another uploader's files are not counted.
    const other = await loggedIn({ insurerId: session.insurerId });
    await earlierUploads(other, Array(UPLOAD_LIMITS.perUploaderPerHour).fill(1000), 1000);

    expect((await upload(session, filePart(PDF))).statusCode).toBe(200);
    const before = await rowsOf(session.insurerId);
    const files = await storedFiles();
    const refused = await upload(session, filePart(PDF));

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      detailMessage: UPLOAD_TEXTS.tooManyUploads,
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect(await rowsOf(session.insurerId)).toHaveLength(before.length);
    expect(await storedFiles()).toEqual(files);

    clock.advance(60_000);
    expect((await upload(session, filePart(PDF))).statusCode).toBe(200);
  });

  it(`refuses a file that would pass ${UPLOAD_LIMITS.bytesPerUploaderPerDay / 1024 / 1024} MB in 24 hours, and takes it once the oldest leaves the day`, async () => {
    const session = await loggedIn();
    const room = PDF.length - 1;
    await earlierUploads(
      session,
      [UPLOAD_LIMITS.bytesPerUploaderPerDay - room - 1000],
      24 * HOUR_MS - 60_000,
    );
    await earlierUploads(session, [1000], 2 * HOUR_MS);
    const files = await storedFiles();

    const refused = await upload(session, filePart(PDF));

    expect(refused.statusCode).toBe(429);
    expect(refused.json().detailMessage).toBe(UPLOAD_TEXTS.tooManyUploads);
    expect(refused.headers['retry-after']).toBe('60');
    expect(await rowsOf(session.insurerId)).toHaveLength(2);
    expect(await storedFiles()).toEqual(files);

    clock.advance(60_000);
    expect((await upload(session, filePart(PDF))).statusCode).toBe(200);
  });

  it('refuses before reading the file once the day is used up to the byte', async () => {
    const session = await loggedIn();
    await earlierUploads(session, [UPLOAD_LIMITS.bytesPerUploaderPerDay], HOUR_MS * 2);

    const refused = await upload(session, filePart(PNG, 'scan.png'));

    expect(refused.statusCode).toBe(429);
    expect(await rowsOf(session.insurerId)).toHaveLength(1);
  });

  it('lets parallel uploads past neither limit: the last file of the hour is stored once', async () => {
    const session = await loggedIn();
    await earlierUploads(session, Array(UPLOAD_LIMITS.perUploaderPerHour - 1).fill(1000), 1000);

    const before = await storedFiles();

    const answers = await Promise.all([
      upload(session, filePart(PDF)),
      upload(session, filePart(PDF)),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const rows = await rowsOf(session.insurerId);
    expect(rows).toHaveLength(UPLOAD_LIMITS.perUploaderPerHour);
    // The refused one's file went with it: one file more, the accepted upload's.
    const [accepted] = answers.filter((a) => a.statusCode === 200);
    const { uploadId } = accepted!.json<{ uploadId: string }[]>()[0]!;
    const row = rows.find((r) => r.id === uploadId);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    expect(added).toEqual([expect.stringMatching(new RegExp(`/${row!.storageKey}$`))]);
  });

  it(`takes ${UPLOAD_LIMITS.concurrentPerUploader} uploads of one uploader at once; another waits its turn (429)`, async () => {
    const session = await loggedIn();
    const body = filePart(PDF);
    const split = body.payload.length - 50;
    const streams = Array.from({ length: UPLOAD_LIMITS.concurrentPerUploader }, () => {
      const stream = new PassThrough();
      stream.write(body.payload.subarray(0, split));
      return stream;
    });
    const running = streams.map((payload) =>
      session.server.inject({
        method: 'POST',
        url: `/api/insurers/${session.insurerCode}/uploads`,
        headers: { ...body.headers, authorization: session.authorization },
        payload,
      }),
    );
    await expect
      .poll(async () => (await storedFiles()).filter((f) => f.includes('/partial/')).length)
      .toBe(UPLOAD_LIMITS.concurrentPerUploader);

    const third = await upload(session, filePart(PDF));
    const elsewhere = await upload(await loggedIn(), filePart(PDF));

    expect(third.statusCode).toBe(429);
    expect(third.json().detailMessage).toBe(UPLOAD_TEXTS.tooManyAtOnce);
    expect(elsewhere.statusCode).toBe(200);
    for (const stream of streams) stream.end(body.payload.subarray(split));
    expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await upload(session, filePart(PDF))).statusCode).toBe(200);
  });
});
