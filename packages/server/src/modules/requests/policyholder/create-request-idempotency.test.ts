import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import {
  createVia,
  db,
  outboxOf,
  policyholderWorld,
  requestRow,
  type World,
} from '../test-support/request-worlds';

const REUSED =
  'This Idempotency-Key was already used with different details, and the first request stands as it was sent. Check it before sending again; to make another request, use a new key.';

const sendWithKey = (world: World, key: string, payload: unknown = world.payload()) =>
  createVia(world.login, world.insurer.code, payload, { 'idempotency-key': key });

const requestsOfInsurer = (insurerId: string) =>
  db.select().from(t.paRequests).where(eq(t.paRequests.insurerId, insurerId));

function expectReused(response: Awaited<ReturnType<typeof createVia>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', detailMessage: REUSED });
}

/** A second patient of the world's policyholder, with a policy: the form's payload for it. */
const secondPatientPayload = async (world: World) =>
  (await world.familyMember('Tan Jia Wei', 'CHILD')).payload();

describe('POST /api/insurers/:insurerCode/requests with an Idempotency-Key', () => {
  it('replays the first answer for the same body, also when it differs only in spacing, case of the emails or key order', async () => {
    const world = await policyholderWorld();
    const first = await sendWithKey(world, 'same-body');
    const { doctorName, ...rest } = world.payload({
      clinicdoctorEmailaddress: '  DR.CHUA@clinic.example.sg ',
    });

    const retry = await sendWithKey(world, 'same-body', { ...rest, doctorName: ` ${doctorName} ` });

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // Who was emailed is read back from the outbox for the replay.
    expect(retry.json().notified).toEqual(['doctor', 'insurer']);
    expect(await requestsOfInsurer(world.insurer.id)).toHaveLength(1);
  });

  it('refuses the same key with another body with 422, leaving the first request and its emails as they were', async () => {
    const world = await policyholderWorld();
    const first = await sendWithKey(world, 'changed-body');
    const { paId } = first.json<{ paId: string }>();
    const before = { row: await requestRow(paId), outbox: await outboxOf(paId) };

    const changed = await sendWithKey(
      world,
      'changed-body',
      world.payload({ clinicdoctorEmailaddress: 'another.doctor@clinic.example.sg' }),
    );

    expectReused(changed);
    expect(await requestsOfInsurer(world.insurer.id)).toHaveLength(1);
    expect({ row: await requestRow(paId), outbox: await outboxOf(paId) }).toEqual(before);
  });

  it('refuses the key with another patient too, before looking at the patient', async () => {
    const world = await policyholderWorld();
    await sendWithKey(world, 'other-patient');

    const other = await sendWithKey(world, 'other-patient', await secondPatientPayload(world));

    expectReused(other);
    expect(await requestsOfInsurer(world.insurer.id)).toHaveLength(1);
  });

  it("keeps each user's keys apart: another policyholder's same key creates its own request", async () => {
    const world = await policyholderWorld();
    const neighbour = await policyholderWorld();

    const mine = await sendWithKey(world, 'shared-key');
    const theirs = await sendWithKey(neighbour, 'shared-key');

    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().paId).not.toBe(mine.json().paId);
  });

  it('keeps no key for a create that was refused: the corrected body with the same key creates', async () => {
    const world = await policyholderWorld();

    const refused = await sendWithKey(world, 'corrected', world.payload({ doctorName: '' }));
    const corrected = await sendWithKey(world, 'corrected');

    expect(refused.statusCode).toBe(400);
    expect(corrected.statusCode).toBe(201);
  });

  describe('sent concurrently', () => {
    it('the same key with two bodies for one patient: one request, the other send 422', async () => {
      const world = await policyholderWorld();
      const bodies = [
        world.payload(),
        world.payload({ clinicdoctorEmailaddress: 'another.doctor@clinic.example.sg' }),
      ];

      const responses = await Promise.all(bodies.map((body) => sendWithKey(world, 'race-1', body)));

      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      expectReused(responses.find((r) => r.statusCode === 422)!);
      const rows = await requestsOfInsurer(world.insurer.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(responses.find((r) => r.statusCode === 201)!.json().paId);
    });

    it('the same key for two patients (the key index decides): one request, the other 422', async () => {
      const world = await policyholderWorld();
      const bodies = [world.payload(), await secondPatientPayload(world)];

      const responses = await Promise.all(bodies.map((body) => sendWithKey(world, 'race-2', body)));

      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      expect(await requestsOfInsurer(world.insurer.id)).toHaveLength(1);
    });

    it('the same key and body sent three times: one request, three equal answers', async () => {
      const world = await policyholderWorld();

      const responses = await Promise.all([1, 2, 3].map(() => sendWithKey(world, 'race-3')));

      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(responses.map((r) => r.body)).size).toBe(1);
      expect(await requestsOfInsurer(world.insurer.id)).toHaveLength(1);
    });
  });

  it('a request kept before bodies were fingerprinted replays whatever the body, as before', async () => {
    const world = await policyholderWorld();
    const first = await sendWithKey(world, 'legacy');
    const { paId } = first.json<{ paId: string }>();
    await db
      .update(t.paRequests)
      .set({ idempotencyBodyHash: null })
      .where(eq(t.paRequests.id, paId));

    const retry = await sendWithKey(
      world,
      'legacy',
      world.payload({ clinicdoctorEmailaddress: 'another.doctor@clinic.example.sg' }),
    );

    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('stores the body hash beside the key, and neither without a key', async () => {
    const world = await policyholderWorld();
    const keyed = (await sendWithKey(world, 'stored')).json<{ paId: string }>();
    const other = await policyholderWorld();
    const plain = (await createVia(other.login, other.insurer.code, other.payload())).json<{
      paId: string;
    }>();

    expect(await requestRow(keyed.paId)).toMatchObject({
      idempotencyKey: 'stored',
      idempotencyBodyHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await requestRow(plain.paId)).toMatchObject({
      idempotencyKey: null,
      idempotencyBodyHash: null,
    });
  });
});
