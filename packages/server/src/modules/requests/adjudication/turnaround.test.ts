import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import {
  adjudicatorWorld,
  call,
  clock,
  db,
  loginAs,
  sgt,
} from '../test-support/adjudication-worlds';
import { decided, expired, turnaroundOf as turnaround } from '../test-support/turnaround-worlds';
import { percentile } from './turnaround-figures';

/**
 * Two weeks, Monday 2 to Sunday 15 November 2026, Monday 9 November a holiday (Deepavali's day in
 * lieu). Working days from all information received to the decision:
 * A 1.00, B 2.50, C 2.96 (3.96 without the holiday: Thursday 10:00 to Wednesday 09:00), D 4.25
 * (5.25), E 0.25, F 1.00 (its first entry into Processing, before an amendment request in
 * October, does not count).
 */
async function twoWeeks() {
  const world = await adjudicatorWorld();
  await world.holidays('2026-11-09');
  await decided(world, 'approve', sgt('2026-11-02T10:00'), sgt('2026-11-03T10:00')); // A
  await decided(world, 'reject', sgt('2026-11-02T09:00'), sgt('2026-11-04T21:00')); // B
  await decided(world, 'approve', sgt('2026-11-05T10:00'), sgt('2026-11-11T09:00')); // C
  await decided(world, 'request-amendment', sgt('2026-11-06T10:00'), sgt('2026-11-13T16:00')); // D
  await decided(world, 'approve', sgt('2026-11-10T08:00'), sgt('2026-11-10T14:00')); // E
  const f = await decided(
    world,
    'approve',
    [sgt('2026-10-20T10:00'), sgt('2026-11-11T10:00')],
    sgt('2026-11-12T10:00'),
  );
  await db.insert(t.paDecisions).values({
    paId: f.id,
    outcome: 'request-amendment',
    adjudicatorId: world.adjudicator.user.id,
    decidedAt: sgt('2026-10-21T10:00'),
  });
  // Just outside the period, either side.
  await decided(world, 'approve', sgt('2026-10-30T10:00'), sgt('2026-11-01T23:59'));
  await decided(world, 'reject', sgt('2026-11-13T10:00'), sgt('2026-11-16T00:30'));
  await expired(world, 'DOC-EXP', sgt('2026-11-03T00:05'));
  await expired(world, 'BO-EXP', sgt('2026-11-12T00:05'));
  await expired(world, 'REM-EXP', sgt('2026-11-12T00:10'));
  await expired(world, 'DOC-EXP', sgt('2026-10-30T00:05'));
  return world;
}

/** A clock's CMS-0057-F figures with no decision. */
const NO_CMS_FIGURES = {
  decisions: 0,
  timed: 0,
  approvedPercent: null,
  deniedPercent: null,
  averageHours: null,
  medianHours: null,
  averageWorkingDays: null,
  medianWorkingDays: null,
};

const NO_DECISIONS = {
  decisions: { total: 0, approved: 0, rejected: 0, amendmentRequested: 0 },
  timed: 0,
  withinTarget: 0,
  medianWorkingDays: null,
  withinTargetShare: null,
};

describe('GET /api/adjudication/turnaround', () => {
  it('counts the decisions by outcome, times them in working days (a holiday skipped) and counts the expiries', async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await twoWeeks();
    // Another insurer's decisions and expiries in the same days are not this one's.
    const other = await adjudicatorWorld();
    await decided(other, 'reject', sgt('2026-11-03T10:00'), sgt('2026-11-12T10:00'));
    await expired(other, 'REM-EXP', sgt('2026-11-05T10:00'));

    const body = await turnaround(world, 'from=2026-11-02&to=2026-11-15');

    expect(body).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-15',
      targetWorkingDays: 3,
      decisions: { total: 6, approved: 4, rejected: 1, amendmentRequested: 1 },
      // Sorted: 0.25, 1, 1, 2.5, 2.96, 4.25.
      automaticReversed: 0,
      timing: {
        timed: 6,
        medianWorkingDays: 1.75,
        p90WorkingDays: 3.6,
        withinTarget: 5,
        late: 1,
        overdueUndecided: 0,
        withinTargetShare: 0.833,
      },
      expiries: { total: 3, 'DOC-EXP': 1, 'BO-EXP': 1, 'REM-EXP': 1 },
    });
    expect(body.weeks).toHaveLength(2);
    expect(body.weeks[0]).toEqual({
      weekStart: '2026-11-02',
      from: '2026-11-02',
      to: '2026-11-08',
      decisions: { total: 2, approved: 1, rejected: 1, amendmentRequested: 0 },
      automaticReversed: 0,
      timing: {
        timed: 2,
        medianWorkingDays: 1.75,
        p90WorkingDays: 2.35,
        withinTarget: 2,
        late: 0,
        overdueUndecided: 0,
        withinTargetShare: 1,
      },
      expiries: { total: 1, 'DOC-EXP': 1, 'BO-EXP': 0, 'REM-EXP': 0 },
    });
    expect(body.weeks[1]).toMatchObject({
      weekStart: '2026-11-09',
      decisions: { total: 4, approved: 3, rejected: 0, amendmentRequested: 1 },
      timing: { timed: 4, medianWorkingDays: 1.98, withinTarget: 3, withinTargetShare: 0.75 },
      expiries: { total: 2, 'DOC-EXP': 0, 'BO-EXP': 1, 'REM-EXP': 1 },
    });

    // Without the holiday, C takes 3.96 working days, beyond the target, and D 5.25.
    const removed = await call(
      world.adjudicator,
      'DELETE',
      '/api/adjudication/holidays/2026-11-09',
    );
    expect(removed.statusCode).toBe(204);
    const withoutHoliday = await turnaround(world, 'from=2026-11-02&to=2026-11-15');
    expect(withoutHoliday.timing).toEqual({
      timed: 6,
      medianWorkingDays: 1.75,
      p90WorkingDays: 4.6,
      withinTarget: 4,
      late: 2,
      overdueUndecided: 0,
      withinTargetShare: 0.667,
    });
  });

  it('cuts the first and last weeks to the period, and answers an empty period with zeros', async () => {
    const world = await twoWeeks();
    const body = await turnaround(world, 'from=2026-11-04&to=2026-11-10');
    expect(
      body.weeks.map((w: { weekStart: string; from: string; to: string }) => [
        w.weekStart,
        w.from,
        w.to,
      ]),
    ).toEqual([
      ['2026-11-02', '2026-11-04', '2026-11-08'],
      ['2026-11-09', '2026-11-09', '2026-11-10'],
    ]);
    // B on Wednesday 4th, E on Tuesday 10th.
    expect(body.decisions.total).toBe(2);

    const empty = await turnaround(world, 'from=2026-12-01&to=2026-12-01');
    expect(empty).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      targetWorkingDays: 3,
      urgentTargetHours: 72,
      decisions: { total: 0, approved: 0, rejected: 0, amendmentRequested: 0 },
      automaticReversed: 0,
      timing: {
        timed: 0,
        medianWorkingDays: null,
        p90WorkingDays: null,
        withinTarget: 0,
        late: 0,
        overdueUndecided: 0,
        withinTargetShare: null,
      },
      expiries: { total: 0, 'DOC-EXP': 0, 'BO-EXP': 0, 'REM-EXP': 0 },
      deciders: { automatic: NO_DECISIONS, adjudicators: NO_DECISIONS },
      adjudicators: [],
      cms: { standard: NO_CMS_FIGURES, urgent: NO_CMS_FIGURES },
      weeks: [
        expect.objectContaining({ weekStart: '2026-11-30', from: '2026-12-01', to: '2026-12-01' }),
      ],
    });
  });

  it.each([
    ['to before from', 'from=2026-11-15&to=2026-11-02', 'to'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-02', 'from'],
    ['no last day', 'from=2026-11-02', 'to'],
    ['more than 366 days', 'from=2025-01-01&to=2026-01-02', 'to'],
  ])('refuses a bad period (%s) with 400 at the field', async (_name, query, field) => {
    const world = await adjudicatorWorld();
    const response = await call(world.adjudicator, 'GET', `/api/adjudication/turnaround?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it("is the adjudicators' only", async () => {
    const world = await adjudicatorWorld();
    const holder = await loginAs(world.insurer.id, {});
    const response = await call(
      holder,
      'GET',
      '/api/adjudication/turnaround?from=2026-11-02&to=2026-11-15',
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('percentile', () => {
  it('is linear between the nearest ranks', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([2], 0.9)).toBe(2);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 10);
  });
});
