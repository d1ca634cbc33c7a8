import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { claimHold } from './case-holds.repository';
import {
  adjudicatorWorld,
  auditOf,
  call,
  clock,
  db,
  sgt,
} from '../test-support/adjudication-worlds';

const take = (login: Parameters<typeof call>[0], paId: string, body: object = {}) =>
  call(login, 'POST', `/api/adjudication/cases/${paId}/take`, body);
const release = (login: Parameters<typeof call>[0], paId: string) =>
  call(login, 'POST', `/api/adjudication/cases/${paId}/release`, {});
const holdOf = async (paId: string) =>
  (await db.select().from(t.caseAssignments).where(eq(t.caseAssignments.paId, paId)))[0] ?? null;

describe('taking a case', () => {
  it('holds it for 30 minutes, renewed by taking it again, audited', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();

    const first = await take(world.adjudicator, request.id);
    clock.advance(10 * 60_000);
    const renewed = await take(world.adjudicator, request.id);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      adjudicatorId: world.adjudicator.user.id,
      adjudicatorName: 'Tan Mei Ling',
      takenAt: sgt('2026-11-05T10:00').toISOString(),
      expiresAt: sgt('2026-11-05T10:30').toISOString(),
      heldByMe: true,
    });
    expect(renewed.json().expiresAt).toBe(sgt('2026-11-05T10:40').toISOString());
    expect((await holdOf(request.id))?.expiresAt).toEqual(sgt('2026-11-05T10:40'));
    const audit = await auditOf(request.id, 'case.taken');
    expect(audit.map((entry) => entry.details)).toEqual([
      { renewed: false, expiresAt: sgt('2026-11-05T10:30').toISOString() },
      { renewed: true, expiresAt: sgt('2026-11-05T10:40').toISOString() },
    ]);
  });

  it('answers 409 naming who holds it and until when, and changes nothing', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();
    await take(world.colleague, request.id);

    const refused = await take(world.adjudicator, request.id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      detailMessage:
        'Lim Wei Jie is working on this case until 10:30. Take it over to work on it yourself.',
    });
    expect((await holdOf(request.id))?.adjudicatorId).toBe(world.colleague.user.id);
    expect(await auditOf(request.id, 'case.taken-over')).toEqual([]);
  });

  it('takes over another adjudicator’s hold when asked, audited with whose it was', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();
    await take(world.colleague, request.id);

    const taken = await take(world.adjudicator, request.id, { takeOver: true });

    expect(taken.statusCode).toBe(200);
    expect((await holdOf(request.id))?.adjudicatorId).toBe(world.adjudicator.user.id);
    const [entry] = await auditOf(request.id, 'case.taken-over');
    expect(entry).toMatchObject({
      actorId: world.adjudicator.user.id,
      details: { fromAdjudicatorId: world.colleague.user.id },
    });
  });

  it('takes a case whose hold has expired without taking it over', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();
    await db.insert(t.caseAssignments).values({
      paId: request.id,
      adjudicatorId: world.colleague.user.id,
      takenAt: sgt('2026-11-05T09:00'),
      expiresAt: sgt('2026-11-05T09:30'),
    });

    const taken = await take(world.adjudicator, request.id);

    expect(taken.statusCode).toBe(200);
    expect(await auditOf(request.id, 'case.taken-over')).toEqual([]);
  });

  it('lets exactly one of two adjudicators taking at once win', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();

    const answers = await Promise.all([
      take(world.adjudicator, request.id),
      take(world.colleague, request.id),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect((await holdOf(request.id))?.adjudicatorId).toBe(winner.adjudicatorId);
    expect(await auditOf(request.id, 'case.taken')).toHaveLength(1);
  });

  it('refuses a request outside Processing (409) and another insurer’s (404, audited)', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const approved = await world.request({ statusCode: 'APP' });
    const foreign = await (await adjudicatorWorld()).request();

    const notPro = await take(world.adjudicator, approved.id);
    const notMine = await take(world.adjudicator, foreign.id);
    const badBody = await take(world.adjudicator, approved.id, { takeOver: 'yes' });

    expect(notPro.statusCode).toBe(409);
    expect(notPro.json()).toMatchObject({ code: 'NOT_ALLOWED_IN_STATUS' });
    expect(notMine.statusCode).toBe(404);
    expect(await auditOf(foreign.id, 'request.access-denied')).toHaveLength(1);
    expect(badBody.statusCode).toBe(400);
    expect(await holdOf(approved.id)).toBeNull();
    expect(await holdOf(foreign.id)).toBeNull();
  });
});

describe('claimHold', () => {
  it('does not replace another adjudicator’s live hold unless taking over (the race’s loser)', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request();
    const at = sgt('2026-11-05T10:00');
    const hold = (adjudicatorId: string) => ({
      paId: request.id,
      adjudicatorId,
      takenAt: at,
      expiresAt: sgt('2026-11-05T10:30'),
    });
    await claimHold(db, hold(world.colleague.user.id), false);

    expect(await claimHold(db, hold(world.adjudicator.user.id), false)).toBe(false);
    expect((await holdOf(request.id))?.adjudicatorId).toBe(world.colleague.user.id);
    expect(await claimHold(db, hold(world.adjudicator.user.id), true)).toBe(true);
    expect((await holdOf(request.id))?.adjudicatorId).toBe(world.adjudicator.user.id);
  });
});

describe('releasing a case', () => {
  it('ends the caller’s hold, audited; another’s hold is 409', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();
    await take(world.colleague, request.id);

    const notMine = await release(world.adjudicator, request.id);
    const mine = await release(world.colleague, request.id);
    const nothing = await release(world.colleague, request.id);

    expect(notMine.statusCode).toBe(409);
    expect(mine.statusCode).toBe(204);
    expect(nothing.statusCode).toBe(204);
    expect(await holdOf(request.id)).toBeNull();
    expect(await auditOf(request.id, 'case.released')).toHaveLength(1);
  });
});
