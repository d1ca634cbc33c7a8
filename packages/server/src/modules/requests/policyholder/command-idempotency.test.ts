import { describe, expect, it } from 'vitest';
import {
  auditOf,
  command,
  historyOf,
  outboxOf,
  policyholderWorld,
  requestRow,
  submitAtPanelHospital,
} from '../test-support/request-worlds';

const KEY = { 'idempotency-key': 'a6f1c1de-3f0e-4d2b-9a53-5c1e8f0b7d21' };
const doctorEmail = 'new.doctor@clinic.example.sg';
const reason = { cancelReason: 'The operation is no longer needed.' };

const mailOf = async (paId: string, kind: string) =>
  (await outboxOf(paId)).filter((message) => message.kind === kind);

describe('Idempotency-Key on the policyholder commands', () => {
  it('answers a resend sent twice with one key with the first answer, and emails the doctor once', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'SUB' });

    const first = await command(world.login, request.id, 'resend', { doctorEmail }, KEY);
    // Without the key this would be a second resend, refused for coming within 60 s (429).
    const again = await command(world.login, request.id, 'resend', { doctorEmail }, KEY);

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await mailOf(request.id, 'doctor-link')).toHaveLength(1);
    expect(await auditOf(request.id, 'request.resend')).toHaveLength(1);
    expect((await requestRow(request.id))?.version).toBe(2);
  });

  it('lets two concurrent cancels with one key both see the one cancellation', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO' });
    await submitAtPanelHospital(world, request.id);

    const responses = await Promise.all([
      command(world.login, request.id, 'cancel', reason, KEY),
      command(world.login, request.id, 'cancel', reason, KEY),
    ]);

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses[1]!.json()).toEqual(responses[0]!.json());
    expect(responses[0]!.json()).toMatchObject({ paId: request.id, statusCode: 'CAN' });
    expect((await historyOf(request.id)).map((h) => h.statusCode)).toEqual(['CAN']);
    expect(await auditOf(request.id, 'request.cancel')).toHaveLength(1);
    expect(await mailOf(request.id, 'discard-notice')).toHaveLength(1);
  });

  it('answers a cancel sent again after it succeeded with its answer, not "cannot be cancelled"', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'SUB' });

    const first = await command(world.login, request.id, 'cancel', reason, KEY);
    const again = await command(world.login, request.id, 'cancel', reason, KEY);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await historyOf(request.id)).map((h) => h.statusCode)).toEqual(['CAN']);
  });

  it('refuses the same key with another body, or for another request, with 422, and the first call stands', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'SUB' });
    const other = await world.requestForNewPatient({ statusCode: 'SUB' });
    await command(world.login, request.id, 'resend', { doctorEmail }, KEY);

    const otherBody = await command(
      world.login,
      request.id,
      'resend',
      { doctorEmail: 'someone.else@clinic.example.sg' },
      KEY,
    );
    const otherRequest = await command(world.login, other.id, 'cancel', reason, KEY);

    for (const refused of [otherBody, otherRequest]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await requestRow(request.id)).toMatchObject({ resendEmailAddress: doctorEmail });
    expect(await requestRow(other.id)).toMatchObject({ statusCode: 'SUB', version: 1 });
    expect(await mailOf(request.id, 'doctor-link')).toHaveLength(1);
  });

  it("keeps each policyholder's keys apart", async () => {
    const [one, two] = [await policyholderWorld(), await policyholderWorld()];
    const [mine, theirs] = [
      await one.request({ statusCode: 'SUB' }),
      await two.request({ statusCode: 'SUB' }),
    ];

    await command(one.login, mine.id, 'cancel', reason, KEY);
    const response = await command(two.login, theirs.id, 'cancel', reason, KEY);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paId: theirs.id, statusCode: 'CAN' });
  });

  it('keeps no answer for a refused call: the same key is free once the request allows it', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'APP' });

    const refused = await command(world.login, request.id, 'cancel', reason, KEY);
    expect(refused.statusCode).toBe(409);
    const other = await world.requestForNewPatient({ statusCode: 'SUB' });
    const response = await command(world.login, other.id, 'cancel', reason, KEY);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paId: other.id, statusCode: 'CAN' });
  });
});
