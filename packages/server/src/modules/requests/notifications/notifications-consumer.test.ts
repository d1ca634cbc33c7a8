import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventConsumers } from '../../../core/events/event-consumers';
import { checkLink } from '../test-support/link-worlds';
import { failingWrites } from '../test-support/failing-writes';
import {
  app,
  clock,
  command,
  createVia,
  db,
  liveLink,
  outboxOf,
  policyholderWorld,
  requestRow,
  tokenInLink,
  tokensOf,
} from '../test-support/request-worlds';

// The notifications as a consumer of the request events (docs/decisions/074): here as a web
// process beside workers runs them, not settled with the call but by a worker's drain after it.
const deps = { db, clock };
let worker: ReturnType<typeof createEventConsumers>;
beforeAll(() => {
  worker = createEventConsumers(deps, { settleWithTheCall: false });
});
// The embedded default again, for whatever runs after.
afterAll(() => createEventConsumers(deps));

const doctorAddress = (erefNo: string, insurerCode: string) =>
  `/api/links/doctor/${insurerCode}/${erefNo}`;

async function createdInWorkerMode() {
  const world = await policyholderWorld();
  const response = await createVia(world.login, world.insurer.code, world.payload());
  expect(response.statusCode).toBe(201);
  const created = response.json<{ paId: string; erefNo: string; notified: string[] }>();
  return { world, created, address: doctorAddress(created.erefNo, world.insurer.code) };
}

const kindsOf = async (paId: string) =>
  (await outboxOf(paId)).map((email) => [email.kind, email.recipient]);

describe('the request notifications in worker mode', () => {
  it('are decided with the change and sent by the drain after it, once', async () => {
    const { created, address } = await createdInWorkerMode();

    // The answer names who will be told; nothing is queued or issued yet.
    expect(created.notified).toEqual(['doctor', 'insurer']);
    expect(await outboxOf(created.paId)).toEqual([]);
    expect(await tokensOf(created.paId)).toEqual([]);

    await worker.drainOnce();

    expect(await kindsOf(created.paId)).toEqual([
      ['doctor-link', 'dr.chua@clinic.example.sg'],
      ['insurer-copy', 'preauth@insurer.example.sg'],
    ]);
    const [doctorEmail] = await outboxOf(created.paId);
    expect(doctorEmail!.createdAt).toEqual((await requestRow(created.paId))!.createdAt);
    const token = tokenInLink(doctorEmail!.text);
    expect((await checkLink({ app }, address, token)).statusCode).toBe(200);

    await worker.drainOnce();

    expect(await outboxOf(created.paId)).toHaveLength(2);
    expect(await tokensOf(created.paId)).toHaveLength(1);
  });

  it('roll back with a failing consumer and are sent once by its retry', async () => {
    const { created } = await createdInWorkerMode();

    await failingWrites(db, 'link_tokens', created.paId, () => worker.drainOnce());

    expect(await outboxOf(created.paId)).toEqual([]);
    expect(await tokensOf(created.paId)).toEqual([]);

    // Not before its retry time.
    await worker.drainOnce();
    expect(await outboxOf(created.paId)).toEqual([]);

    clock.advance(1000);
    await worker.drainOnce();
    await worker.drainOnce();

    expect(await kindsOf(created.paId)).toEqual([
      ['doctor-link', 'dr.chua@clinic.example.sg'],
      ['insurer-copy', 'preauth@insurer.example.sg'],
    ]);
    expect(await tokensOf(created.paId)).toHaveLength(1);
  });

  it("keep an event's link through that event and end it with the next", async () => {
    const { world, created, address } = await createdInWorkerMode();
    await worker.drainOnce();
    const first = tokenInLink((await outboxOf(created.paId))[0]!.text);
    expect(await liveLink(first)).not.toBeNull();

    clock.advance(60_000);
    const resent = await command(world.login, created.paId, 'resend', {
      doctorEmail: 'new.doctor@clinic.example.sg',
    });
    expect(resent.json().notified).toEqual(['doctor', 'insurer']);

    // Before the worker ends it, the request's change already does: the old link opens nothing.
    const [issued] = await tokensOf(created.paId);
    expect(issued!.revokedAt).toBeNull();
    expect((await checkLink({ app }, address, first)).statusCode).toBe(404);

    await worker.drainOnce();

    const [old, current] = await tokensOf(created.paId);
    expect(old!.revokedAt).toEqual(clock.now());
    expect(current!.revokedAt).toBeNull();
    const second = tokenInLink((await outboxOf(created.paId))[2]!.text);
    expect((await checkLink({ app }, address, second)).statusCode).toBe(200);
  });
});
