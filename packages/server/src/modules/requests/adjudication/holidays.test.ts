import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../../core/db/schema';
import { adjudicatorWorld, call, db, loginAs } from '../test-support/adjudication-worlds';

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
