import { STATUS_CODES } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { createHospital, createRequestDetails } from '../../../../test/factories';
import {
  adjudicatorWorld,
  call,
  clock,
  db,
  loginAs,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';

interface Item {
  paId: string;
  erefNo: string;
  due: { dueAt: string; workingDaysLeft: number; overdue: boolean } | null;
  hold: { adjudicatorName: string; heldByMe: boolean; expiresAt: string } | null;
}

async function queue(world: AdjudicatorWorld, query = '', login = world.adjudicator) {
  const response = await call(login, 'GET', `/api/adjudication/queue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { list: Item[]; total: number; totalIsLowerBound: boolean };
}

const ids = (body: { list: Item[] }) => body.list.map((item) => item.paId);

/**
 * Inserts a copy of the row `id` of `table` for each row of the temp table `copies`, with the
 * columns in `set` computed from it (SQL over the row and `copies`).
 */
async function copyEach(table: string, id: string, set: Record<string, string>) {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
      where table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  const names = columns.map(({ name }) => `"${name}"`);
  const values = columns.map(({ name }) => set[name] ?? `"${table}"."${name}"`);
  await db.execute(
    sql.raw(`insert into "${table}" (${names.join(', ')})
      select ${values.join(', ')} from "${table}", copies where "${table}".id = '${id}'`),
  );
}

describe('GET /api/adjudication/queue', () => {
  it("lists the insurer's requests in Processing, earliest due first, with their deadlines", async () => {
    clock.set(sgt('2026-11-05T10:00')); // a Thursday
    const world = await adjudicatorWorld();
    await world.holidays('2026-11-09'); // Deepavali's Monday in lieu
    const panel = await world.hospital(true, 'Mount Panel Hospital');
    const later = await world.submitted(
      sgt('2026-11-04T15:00'),
      { patientName: 'Tan Jia Hui', policyholderName: 'Tan Wei Ming', clinicName: 'Chua Clinic' },
      {
        hospitalId: panel.id,
        hospitalCode: panel.code,
        totalBill: '12320.00',
        updatedTotalBill: '11000.00',
      },
    );
    const earlier = await world.submitted(sgt('2026-11-02T09:00'));
    await world.request({ statusCode: 'APP' });
    await (await adjudicatorWorld()).request();

    const body = await queue(world);

    expect(ids(body)).toEqual([earlier.id, later.id]);
    expect(body.total).toBe(2);
    // Due three working days after PRO began: Thursday 09:00, an hour ago.
    expect(body.list[0]!.due).toEqual({
      clock: 'standard',
      dueAt: sgt('2026-11-05T09:00').toISOString(),
      workingDaysLeft: -0.04,
      hoursLeft: -1,
      overdue: true,
    });
    // Wednesday 15:00 → Thursday, Friday, (weekend, Monday off) Tuesday 15:00.
    expect(body.list[1]).toEqual({
      paId: later.id,
      erefNo: later.erefNo,
      statusCode: 'PRO',
      patientName: 'Tan Jia Hui',
      policyHolderName: 'Tan Wei Ming',
      hospitalId: panel.id,
      hospitalName: 'Mount Panel Hospital',
      clinicName: 'Chua Clinic',
      patientNricMasked: `*****${later.patientNric.slice(-4)}`,
      policyNumber: later.policyNumber,
      isPanelHospital: true,
      totalRequested: '11000.00',
      receivedAt: sgt('2026-11-04T15:00').toISOString(),
      due: {
        clock: 'standard',
        dueAt: sgt('2026-11-10T15:00').toISOString(),
        workingDaysLeft: 2.21,
        hoursLeft: 125,
        overdue: false,
      },
      urgency: null,
      hold: null,
      decision: null,
    });
  });

  it('lists another status when asked, without a deadline', async () => {
    const world = await adjudicatorWorld();
    const pending = await world.request({ statusCode: 'PEN-AI' });
    await world.request();

    const body = await queue(world, '?statusCode=PEN-AI');

    expect(ids(body)).toEqual([pending.id]);
    expect(body.list[0]!.due).toBeNull();
  });

  it('filters by hospital and by panel or not', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const panel = await world.hospital(true);
    const atPanel = await world.submitted(
      sgt('2026-11-03T10:00'),
      {},
      { hospitalId: panel.id, hospitalCode: panel.code },
    );
    const elsewhere = await world.submitted(sgt('2026-11-03T11:00'));
    const notYetSubmitted = await world.request({ statusChangedAt: sgt('2026-11-03T12:00') });

    expect(ids(await queue(world, `?hospitalId=${panel.id}`))).toEqual([atPanel.id]);
    const atPanels = await queue(world, '?panel=true');
    expect(ids(atPanels)).toEqual([atPanel.id]);
    expect(atPanels.total).toBe(1);
    const elsewheres = await queue(world, '?panel=false');
    expect(ids(elsewheres)).toEqual([elsewhere.id, notYetSubmitted.id]);
    expect(elsewheres.total).toBe(2);
  });

  it('filters by who holds the case, and shows the hold', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const mine = await world.request({ statusChangedAt: sgt('2026-11-03T10:00') });
    const theirs = await world.request({ statusChangedAt: sgt('2026-11-03T11:00') });
    const nobodys = await world.request({ statusChangedAt: sgt('2026-11-03T12:00') });
    const expired = await world.request({ statusChangedAt: sgt('2026-11-03T13:00') });
    await db.insert(t.caseAssignments).values({
      paId: expired.id,
      adjudicatorId: world.colleague.user.id,
      takenAt: sgt('2026-11-05T09:00'),
      expiresAt: sgt('2026-11-05T09:30'),
    });
    await call(world.adjudicator, 'POST', `/api/adjudication/cases/${mine.id}/take`, {});
    await call(world.colleague, 'POST', `/api/adjudication/cases/${theirs.id}/take`, {});

    expect(ids(await queue(world, '?assignedTo=me'))).toEqual([mine.id]);
    expect(ids(await queue(world, `?assignedTo=${world.colleague.user.id}`))).toEqual([theirs.id]);
    expect(ids(await queue(world, '?assignedTo=nobody'))).toEqual([nobodys.id, expired.id]);
    const all = await queue(world, '', world.colleague);
    expect(
      all.list.map((item) => item.hold && [item.hold.adjudicatorName, item.hold.heldByMe]),
    ).toEqual([['Tan Mei Ling', false], ['Lim Wei Jie', true], null, null]);
    expect(all.list[0]!.hold!.expiresAt).toBe(
      new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    );
  });

  it('filters by due date in working days across a weekend and a holiday', async () => {
    clock.set(sgt('2026-11-05T10:00')); // Thursday
    const world = await adjudicatorWorld();
    await world.holidays('2026-11-09');
    const overdue = await world.request({ statusChangedAt: sgt('2026-11-02T09:59') }); // due Thu 09:59
    const dueToday = await world.request({ statusChangedAt: sgt('2026-11-02T23:00') }); // due Thu 23:00
    // Received on a Saturday: counts from Monday 2 00:00, due Thursday 5 00:00.
    const receivedSaturday = await world.request({ statusChangedAt: sgt('2026-10-31T11:00') });
    const dueTomorrow = await world.request({ statusChangedAt: sgt('2026-11-03T12:00') }); // Fri 12:00
    const dueTuesday = await world.request({ statusChangedAt: sgt('2026-11-04T08:00') }); // Tue 08:00

    expect(ids(await queue(world, '?due=overdue'))).toEqual([receivedSaturday.id, overdue.id]);
    expect(ids(await queue(world, '?due=today'))).toEqual([dueToday.id]);
    // Within one working day: until Friday 10:00.
    expect(ids(await queue(world, '?due=within&dueWithinDays=1'))).toEqual([dueToday.id]);
    // Within two: until Tuesday 10:00 (the weekend and Monday do not count).
    expect(ids(await queue(world, '?due=within&dueWithinDays=2'))).toEqual([
      dueToday.id,
      dueTomorrow.id,
      dueTuesday.id,
    ]);
  });

  it('pages like the dashboard list, the total on every page', async () => {
    const world = await adjudicatorWorld();
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await world.request({ statusChangedAt: new Date(Date.UTC(2026, 9, 1, i)) }));
    }

    const second = await queue(world, '?offset=2&limit=2');
    const past = await queue(world, '?offset=10&limit=2');

    expect(second).toMatchObject({ total: 5 });
    expect(ids(second)).toEqual([made[2]!.id, made[3]!.id]);
    expect(past).toEqual({ list: [], total: 5, totalIsLowerBound: false });
    expect((await queue(world)).list).toHaveLength(5);
  });

  it('counts a filtered list up to a bound past the page ("1,000+"), the whole status exactly', async () => {
    const world = await adjudicatorWorld();
    const first = await world.request({ statusCode: 'APP' });
    // 1,000 copies of it (a closed status: a patient may have any number), each its own reference.
    await db.execute(sql`
      create temp table copies as select gen_random_uuid() as id, copy from generate_series(1, 1000) copy`);
    await copyEach('pa_requests', first.id, { id: 'copies.id', eref_no: `eref_no || '-' || copy` });
    await db.execute(sql`drop table copies`);

    const firstPage = await queue(world, '?statusCode=APP&urgent=false');
    const nearTheBound = await queue(world, '?statusCode=APP&urgent=false&offset=980&limit=20');
    const whole = await queue(world, '?statusCode=APP');

    expect(firstPage).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(firstPage.list).toHaveLength(20);
    // Counted up to 2,000 from there: all 1,001, so the page after this one is known to exist.
    expect(nearTheBound).toMatchObject({ total: 1001, totalIsLowerBound: false });
    expect(whole).toMatchObject({ total: 1001, totalIsLowerBound: false });
  });

  it('answers 400 with the field for a bad filter', async () => {
    const world = await adjudicatorWorld();
    const cases = [
      [
        '?statusCode=APP&due=overdue',
        'due',
        'The due filter applies to requests in Processing only.',
      ],
      [
        '?due=within&dueWithinDays=11',
        'dueWithinDays',
        'Please choose between 1 and 10 working days.',
      ],
      ['?assignedTo=someone', 'assignedTo', "Please choose 'me', 'nobody' or an adjudicator."],
      ['?panel=yes', 'panel', undefined],
      ['?statusCode=XYZ', 'statusCode', undefined],
    ] as const;
    for (const [query, path, message] of cases) {
      const response = await call(world.adjudicator, 'GET', `/api/adjudication/queue${query}`);
      expect(response.statusCode, query).toBe(400);
      const [issue] = response.json().issues;
      expect(issue.path, query).toBe(path);
      if (message) expect(issue.message).toBe(message);
    }
  });

  it('is for adjudicators only', async () => {
    const world = await adjudicatorWorld();
    const holder = await loginAs(world.insurer.id, { userType: 'policy-holder' });
    expect((await call(holder, 'GET', '/api/adjudication/queue')).statusCode).toBe(403);
    expect((await call(holder, 'GET', '/api/adjudication/queue/counts')).statusCode).toBe(403);
  });
});

describe('GET /api/adjudication/queue/counts', () => {
  it("counts the insurer's requests per status and the overdue ones", async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    await world.request({ statusChangedAt: sgt('2026-11-02T09:00') }); // overdue
    await world.request({ statusChangedAt: sgt('2026-11-05T09:00') });
    await world.request({ statusCode: 'APP' });
    await (await adjudicatorWorld()).request({ statusChangedAt: sgt('2026-11-02T09:00') });

    const response = await call(world.adjudicator, 'GET', '/api/adjudication/queue/counts');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.overdue).toBe(1);
    expect(body.overdueIsLowerBound).toBe(false);
    expect(body.urgent).toBe(0);
    expect(body.statuses.filter((s: { total: number }) => s.total > 0)).toEqual([
      { statusCode: 'PRO', total: 2 },
      { statusCode: 'APP', total: 1 },
    ]);
    expect(body.statuses).toHaveLength(STATUS_CODES.length);
  });

  it('counts the overdue ones up to 1,000 ("1000+"), as the overdue list does', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const first = await world.request({ statusChangedAt: sgt('2026-11-02T09:00') }); // overdue
    // 1,000 copies of it, each with a copy of its patient (one open request per patient).
    await db.execute(sql`
      create temp table copies as
        select gen_random_uuid() as id, gen_random_uuid() as patient_id, copy
        from generate_series(1, 1000) copy`);
    await copyEach('patients', first.patientId, {
      id: 'copies.patient_id',
      life_assured_clnt_no: `life_assured_clnt_no || '-' || copy`,
    });
    await copyEach('pa_requests', first.id, {
      id: 'copies.id',
      patient_id: 'copies.patient_id',
      eref_no: `eref_no || '-' || copy`,
    });
    await db.execute(sql`drop table copies`);

    const counts = await call(world.adjudicator, 'GET', '/api/adjudication/queue/counts');

    expect(counts.json()).toMatchObject({ overdue: 1000, overdueIsLowerBound: true, urgent: 0 });
    expect(await queue(world, '?due=overdue')).toMatchObject({
      total: 1000,
      totalIsLowerBound: true,
    });
  });
});

describe('the hospital of a request', () => {
  it('is the latest submission’s', async () => {
    const world = await adjudicatorWorld();
    const first = await world.hospital(false);
    const second = await createHospital(db, world.insurer.id, { isPanel: true });
    const request = await world.submitted(
      sgt('2026-11-03T10:00'),
      {},
      { hospitalId: first.id, hospitalCode: first.code },
    );
    await createRequestDetails(db, request.id, {
      hospitalId: second.id,
      hospitalCode: second.code,
    });

    expect(ids(await queue(world, `?hospitalId=${second.id}`))).toEqual([request.id]);
    expect(ids(await queue(world, `?hospitalId=${first.id}`))).toEqual([]);
  });
});
