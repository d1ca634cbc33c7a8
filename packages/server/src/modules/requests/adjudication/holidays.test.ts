import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import {
  adjudicatorWorld,
  app,
  call,
  clock,
  db,
  loginAs,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';
import { HOLIDAY_CACHE_TTL_MS } from './holiday-calendar';

/** A second server process on the same database and clock, with its own holiday dates. */
const otherProcess = (await createTestApp({ db, clock })).app;

const holidayAudit = (insurerId: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.insurerId, insurerId)))
    .then((rows) => rows.filter((row) => row.action.startsWith('holiday.')));

describe('the insurer holiday routes', () => {
  it("lists a year's holidays in date order, the insurer's own only", async () => {
    const world = await adjudicatorWorld();
    const other = await adjudicatorWorld();
    await world.holidays('2026-12-25', '2026-11-09', '2027-01-01');
    await other.holidays('2026-10-01');

    const response = await call(world.adjudicator, 'GET', '/api/adjudication/holidays?year=2026');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      year: 2026,
      holidays: [
        { date: '2026-11-09', name: 'Public holiday', observed: false },
        { date: '2026-12-25', name: 'Public holiday', observed: false },
      ],
    });
  });

  it('adds a holiday, corrects it, removes it, each audited with what it was', async () => {
    const world = await adjudicatorWorld();
    const url = '/api/adjudication/holidays/2027-05-20';

    const added = await call(world.adjudicator, 'PUT', url, { name: 'Vesak Day' });
    const corrected = await call(world.adjudicator, 'PUT', url, {
      name: 'Vesak Day (gazetted)',
      observed: false,
    });
    const removed = await call(world.adjudicator, 'DELETE', url);
    const again = await call(world.adjudicator, 'DELETE', url);

    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ date: '2027-05-20', name: 'Vesak Day', observed: false });
    expect(corrected.json().name).toBe('Vesak Day (gazetted)');
    expect(removed.statusCode).toBe(204);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'NOT_FOUND',
      detailMessage: 'There is no holiday on that date.',
    });
    const audit = await holidayAudit(world.insurer.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['holiday.added', world.adjudicator.user.id],
      ['holiday.corrected', world.adjudicator.user.id],
      ['holiday.removed', world.adjudicator.user.id],
    ]);
    expect(audit[1]!.details).toEqual({
      before: { date: '2027-05-20', name: 'Vesak Day', observed: false },
      after: { date: '2027-05-20', name: 'Vesak Day (gazetted)', observed: false },
    });
  });

  it('answers 400 with the field and writes nothing for bad input', async () => {
    const world = await adjudicatorWorld();
    const cases = [
      ['/api/adjudication/holidays/2026-02-30', { name: 'X' }, 'date'],
      ['/api/adjudication/holidays/2026-06-01', { name: '  ' }, 'name'],
      ['/api/adjudication/holidays/2026-06-01', { name: 'X', extra: 1 }, ''],
      // A day off in lieu on a Saturday.
      ['/api/adjudication/holidays/2026-06-06', { name: 'X', observed: true }, 'observed'],
    ] as const;
    for (const [url, body, path] of cases) {
      const response = await call(world.adjudicator, 'PUT', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().issues?.[0]?.path ?? '', JSON.stringify(body)).toBe(path);
    }
    const badYear = await call(world.adjudicator, 'GET', '/api/adjudication/holidays?year=99');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().issues).toEqual([
      { path: 'year', message: 'Please choose a year between 2000 and 2100.' },
    ]);
    expect(
      await db
        .select()
        .from(t.insurerHolidays)
        .where(eq(t.insurerHolidays.insurerId, world.insurer.id)),
    ).toEqual([]);
    expect(await holidayAudit(world.insurer.id)).toEqual([]);
  });

  it("changes only the caller's insurer's table", async () => {
    const world = await adjudicatorWorld();
    const other = await adjudicatorWorld();
    await other.holidays('2026-12-24');

    expect(
      (await call(world.adjudicator, 'DELETE', '/api/adjudication/holidays/2026-12-24')).statusCode,
    ).toBe(404);
    await call(world.adjudicator, 'PUT', '/api/adjudication/holidays/2026-12-24', { name: 'Mine' });

    const theirs = await call(other.adjudicator, 'GET', '/api/adjudication/holidays?year=2026');
    expect(theirs.json().holidays).toEqual([
      { date: '2026-12-24', name: 'Public holiday', observed: false },
    ]);
  });

  it('is for adjudicators only', async () => {
    const world = await adjudicatorWorld();
    const holder = await loginAs(world.insurer.id, { userType: 'policy-holder' });
    const response = await call(holder, 'GET', '/api/adjudication/holidays?year=2026');
    expect(response.statusCode).toBe(403);
  });
});

describe("the queue's deadlines after a change to the holiday table", () => {
  /** The due date of the queue's first request, as `server` answers it. */
  const firstDueAt = async (server: typeof app, world: AdjudicatorWorld) => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/adjudication/queue',
      headers: { authorization: world.adjudicator.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().list[0].due.dueAt as string;
  };

  it('moves at once on the process that made it, and on another within the TTL', async () => {
    clock.set(sgt('2026-11-05T10:00')); // a Thursday
    const world = await adjudicatorWorld();
    // Wednesday 15:00 + 3 working days: Monday 15:00, or Tuesday with Monday off.
    await world.submitted(sgt('2026-11-04T15:00'));
    const monday = sgt('2026-11-09T15:00').toISOString();
    const tuesday = sgt('2026-11-10T15:00').toISOString();
    expect(await firstDueAt(app, world)).toBe(monday);
    expect(await firstDueAt(otherProcess, world)).toBe(monday);

    const url = '/api/adjudication/holidays/2026-11-09';
    expect((await call(world.adjudicator, 'PUT', url, { name: 'Deepavali' })).statusCode).toBe(200);

    expect(await firstDueAt(app, world)).toBe(tuesday);
    // The other process keeps the dates it read until its copy runs out.
    clock.advance(HOLIDAY_CACHE_TTL_MS - 1);
    expect(await firstDueAt(otherProcess, world)).toBe(monday);
    clock.advance(1);
    expect(await firstDueAt(otherProcess, world)).toBe(tuesday);

    const removed = await otherProcess.inject({
      method: 'DELETE',
      url,
      headers: { authorization: world.adjudicator.authorization },
    });
    expect(removed.statusCode).toBe(204);
    expect(await firstDueAt(otherProcess, world)).toBe(monday);
    clock.advance(HOLIDAY_CACHE_TTL_MS);
    expect(await firstDueAt(app, world)).toBe(monday);
  });
});
