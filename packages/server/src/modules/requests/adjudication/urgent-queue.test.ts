import { describe, expect, it } from 'vitest';
import {
  adjudicatorWorld,
  app,
  call,
  clock,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';

interface Item {
  paId: string;
  due: { clock: string; dueAt: string; hoursLeft: number; overdue: boolean } | null;
  urgency: { urgent: boolean; reason: string; markedBy: string } | null;
}

async function queue(world: AdjudicatorWorld, query = '') {
  const response = await call(world.adjudicator, 'GET', `/api/adjudication/queue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { list: Item[]; total: number };
}

const ids = (body: { list: Item[] }) => body.list.map((item) => item.paId);

async function counts(world: AdjudicatorWorld) {
  const response = await call(world.adjudicator, 'GET', '/api/adjudication/queue/counts');
  expect(response.statusCode).toBe(200);
  return response.json() as { overdue: number; urgent: number };
}

describe('urgent requests in the work queue', () => {
  it('come first, due 72 calendar hours after Processing, with the hours left, counted apart', async () => {
    clock.set(sgt('2026-11-09T10:00')); // a Monday
    const world = await adjudicatorWorld();
    const oldStandard = await world.request({ statusChangedAt: sgt('2026-11-02T09:00') });
    // Friday 16:00 + 72 hours (the weekend counts) = Monday 16:00: six hours left.
    const urgent = await world.urgent(sgt('2026-11-06T16:00'));
    // Thursday 09:00 + 72 hours = Sunday 09:00: overdue by 25 hours.
    const lateUrgent = await world.urgent(sgt('2026-11-05T09:00'), 'Bleeding, surgery needed');

    const body = await queue(world);

    expect(ids(body)).toEqual([lateUrgent.id, urgent.id, oldStandard.id]);
    expect(body.list[0]).toMatchObject({
      due: { clock: 'urgent', dueAt: sgt('2026-11-08T09:00').toISOString(), hoursLeft: -25 },
      urgency: { urgent: true, reason: 'Bleeding, surgery needed', markedBy: 'policy-holder' },
    });
    expect(body.list[1]!.due).toMatchObject({ hoursLeft: 6, overdue: false });
    expect(body.list[2]).toMatchObject({ due: { clock: 'standard' }, urgency: null });
    expect(ids(await queue(world, '?urgent=true'))).toEqual([lateUrgent.id, urgent.id]);
    expect(ids(await queue(world, '?urgent=false'))).toEqual([oldStandard.id]);
    expect(await counts(world)).toMatchObject({ overdue: 2, urgent: 2 });
  });

  it("filter by due date on each request's own clock", async () => {
    clock.set(sgt('2026-11-09T10:00'));
    const world = await adjudicatorWorld();
    const overdue = await world.urgent(sgt('2026-11-06T09:00')); // due Monday 09:00
    const dueToday = await world.urgent(sgt('2026-11-06T20:00')); // due Monday 20:00
    const dueTomorrow = await world.urgent(sgt('2026-11-07T12:00')); // due Tuesday 12:00
    const standardToday = await world.request({ statusChangedAt: sgt('2026-11-04T15:00') });

    expect(ids(await queue(world, '?due=overdue'))).toEqual([overdue.id]);
    expect(ids(await queue(world, '?due=today'))).toEqual([dueToday.id, standardToday.id]);
    expect(ids(await queue(world, '?due=within&dueWithinDays=1'))).toEqual([
      dueToday.id,
      standardToday.id,
    ]);
    expect(ids(await queue(world, '?due=within&dueWithinDays=2&urgent=true'))).toEqual([
      dueToday.id,
      dueTomorrow.id,
    ]);
  });

  it("run on each insurer's own clocks", async () => {
    clock.set(sgt('2026-11-09T10:00'));
    const world = await adjudicatorWorld({ decisionWorkingDays: 2, urgentDecisionHours: 48 });
    const standard = await world.request({ statusChangedAt: sgt('2026-11-05T11:00') });
    const urgent = await world.urgent(sgt('2026-11-07T12:00'));

    const body = await queue(world);

    expect(ids(body)).toEqual([urgent.id, standard.id]);
    // 48 hours after Saturday 12:00; two working days after Thursday 11:00.
    expect(body.list[0]!.due).toMatchObject({ dueAt: sgt('2026-11-09T12:00').toISOString() });
    expect(body.list[0]!.due!.hoursLeft).toBe(2);
    expect(body.list[1]!.due).toMatchObject({
      dueAt: sgt('2026-11-09T11:00').toISOString(),
      hoursLeft: 1,
    });
    expect(ids(await queue(world, '?due=today'))).toEqual([urgent.id, standard.id]);
  });
});

describe('POST /api/adjudication/cases/{paId}/downgrade-urgency', () => {
  const downgrade = (
    world: AdjudicatorWorld,
    paId: string,
    reason: unknown = 'Elective surgery, booked in a month',
  ) =>
    call(world.adjudicator, 'POST', `/api/adjudication/cases/${paId}/downgrade-urgency`, {
      reason,
    });

  it('treats the request as standard from when it reached Processing, audited', async () => {
    clock.set(sgt('2026-11-09T10:00'));
    const world = await adjudicatorWorld();
    const standard = await world.request({ statusChangedAt: sgt('2026-11-04T09:00') });
    const urgent = await world.urgent(sgt('2026-11-06T16:00'));

    const response = await downgrade(world, urgent.id);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      paId: urgent.id,
      urgency: {
        urgent: false,
        reason: 'Admission for suspected appendicitis tomorrow',
        downgradedAt: clock.now().toISOString(),
        downgradeReason: 'Elective surgery, booked in a month',
      },
    });
    const body = await queue(world);
    // Friday 16:00 + 3 working days = Wednesday 16:00, after the standard one's Tuesday 09:00.
    expect(ids(body)).toEqual([standard.id, urgent.id]);
    expect(body.list[1]!.due).toMatchObject({
      clock: 'standard',
      dueAt: sgt('2026-11-11T16:00').toISOString(),
    });
    expect(await counts(world)).toMatchObject({ urgent: 0 });
    const view = await call(world.adjudicator, 'GET', `/api/adjudication/cases/${urgent.id}`);
    expect(view.json().urgency).toMatchObject({ urgent: false, markedBy: 'policy-holder' });
    expect(view.json().audit.entries.map((entry: { action: string }) => entry.action)).toContain(
      'request.urgency-downgraded',
    );
  });

  it('answers 409 when the request is not urgent or already downgraded', async () => {
    const world = await adjudicatorWorld();
    const standard = await world.request();
    const urgent = await world.urgent(clock.now());

    const notUrgent = await downgrade(world, standard.id);
    expect(notUrgent.statusCode).toBe(409);
    expect(notUrgent.json().detailMessage).toBe('This request is not marked urgent.');
    expect((await downgrade(world, urgent.id)).statusCode).toBe(200);
    const twice = await downgrade(world, urgent.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detailMessage).toBe('This request is already treated as standard.');
  });

  it("answers a retry with the same Idempotency-Key its first answer, and refuses another insurer's adjudicator", async () => {
    const world = await adjudicatorWorld();
    const other = await adjudicatorWorld();
    const urgent = await world.urgent(clock.now());

    const withKey = (key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/adjudication/cases/${urgent.id}/downgrade-urgency`,
        headers: { authorization: world.adjudicator.authorization, 'idempotency-key': key },
        payload: { reason: 'Not urgent' },
      });
    const refused = await downgrade(other, urgent.id);
    expect(refused.statusCode).toBe(404);
    const first = await withKey('downgrade-1');
    const again = await withKey('downgrade-1');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await withKey('downgrade-2')).statusCode).toBe(409);
  });

  it('answers 400 with the message for a missing or long reason, and changes nothing', async () => {
    const world = await adjudicatorWorld();
    const urgent = await world.urgent(clock.now());

    const empty = await downgrade(world, urgent.id, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0]).toMatchObject({
      path: 'reason',
      message: 'Please say why this request is treated as standard.',
    });
    const long = await downgrade(world, urgent.id, 'x'.repeat(201));
    expect(long.json().issues[0].message).toBe('Please keep the reason within 200 characters.');
    expect(await counts(world)).toMatchObject({ urgent: 1 });
  });
});
