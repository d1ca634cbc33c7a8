import { describe, expect, it } from 'vitest';
import { adjudicatorWorld, clock, sgt } from '../test-support/adjudication-worlds';
import {
  approvedAutomatically,
  decided,
  turnaroundOf,
  waiting,
  withHistory,
} from '../test-support/turnaround-worlds';

const timingOf = (body: { timing: object }) => body.timing;

describe('the turnaround: undecided requests past their due time', () => {
  /**
   * Monday 2 to Sunday 15 November 2026, no holidays; due 3 working days after arrival.
   * A decided on time, G late (due Friday 6th, decided Monday 9th); B (due Thursday 5th) and E
   * (arrived before the period, due Monday 2nd) still waiting; D due Friday 13th and decided
   * only on Tuesday 17th; C due Wednesday 18th; F due before the period; H cancelled while it
   * waited (undecided, but not waiting any more).
   */
  async function overdueWorld() {
    const world = await adjudicatorWorld();
    await decided(world, 'approve', sgt('2026-11-02T10:00'), sgt('2026-11-03T10:00')); // A
    await decided(world, 'approve', sgt('2026-11-03T10:00'), sgt('2026-11-09T10:00')); // G
    await waiting(world, sgt('2026-11-02T10:00')); // B
    await waiting(world, sgt('2026-10-28T10:00')); // E
    await decided(world, 'reject', sgt('2026-11-10T10:00'), sgt('2026-11-17T10:00')); // D
    await waiting(world, sgt('2026-11-13T10:00')); // C
    await waiting(world, sgt('2026-10-26T10:00')); // F
    await withHistory(world, [
      { statusCode: 'PRO', actorType: 'system', createdAt: sgt('2026-11-02T10:00') },
      { statusCode: 'CAN', actorType: 'policy-holder', createdAt: sgt('2026-11-03T10:00') },
    ]); // H
    return world;
  }

  it('counts a request undecided past its due time as missed, in the week it fell due', async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await overdueWorld();
    // Another insurer's overdue request is not this one's.
    await waiting(await adjudicatorWorld(), sgt('2026-11-02T10:00'));

    const body = await turnaroundOf(world, 'from=2026-11-02&to=2026-11-15');

    // 1 on time of 2 decided and 3 missed (B, E and D, undecided when the period ended).
    expect(timingOf(body)).toMatchObject({
      timed: 2,
      withinTarget: 1,
      late: 1,
      overdueUndecided: 3,
      withinTargetShare: 0.2,
    });
    expect(body.weeks.map(timingOf)).toMatchObject([
      { timed: 1, withinTarget: 1, late: 0, overdueUndecided: 2, withinTargetShare: 0.333 },
      { timed: 1, withinTarget: 0, late: 1, overdueUndecided: 1, withinTargetShare: 0 },
    ]);
  });

  it('counts it from the moment it is overdue, up to now in a period not over yet', async () => {
    // The adjudicator logs in at the latest time read, so the session is never idle for too long.
    clock.set(sgt('2026-11-18T10:01'));
    const world = await overdueWorld();
    const week = 'from=2026-11-16&to=2026-11-22';

    // Tuesday 17th, noon: D decided late; C not due until tomorrow.
    clock.set(sgt('2026-11-17T12:00'));
    expect(timingOf(await turnaroundOf(world, week))).toMatchObject({
      timed: 1,
      withinTarget: 0,
      late: 1,
      overdueUndecided: 0,
      withinTargetShare: 0,
    });

    // Wednesday 18th, a minute after C's due time: missed.
    clock.set(sgt('2026-11-18T10:01'));
    expect(timingOf(await turnaroundOf(world, week))).toMatchObject({
      timed: 1,
      late: 1,
      overdueUndecided: 1,
    });
  });

  it('reads "within target" as 100 % only when nothing is overdue', async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await adjudicatorWorld();
    for (let day = 2; day <= 6; day += 1) {
      const received = sgt(`2026-11-0${day}T09:00`);
      await decided(world, 'approve', received, new Date(received.getTime() + 3_600_000));
    }
    const period = 'from=2026-11-02&to=2026-11-15';
    expect(timingOf(await turnaroundOf(world, period))).toMatchObject({ withinTargetShare: 1 });

    // Waiting since Monday 9th, due Thursday 12th: six working days overdue by Friday 20th.
    await waiting(world, sgt('2026-11-09T09:00'));
    expect(timingOf(await turnaroundOf(world, period))).toMatchObject({
      withinTarget: 5,
      overdueUndecided: 1,
      withinTargetShare: 0.833,
    });
  });
});

describe('the turnaround: automatic approvals and who decided', () => {
  /**
   * Monday 2 to Sunday 8 November 2026. P approved automatically and standing; Q approved
   * automatically, reversed, then rejected by Tan Mei Ling on Thursday 14:00 (3.13 working days
   * after it first arrived: late); R approved automatically, reversed and still waiting (due
   * Friday 08:00: missed); S approved by Lim Wei Jie after 6 hours.
   */
  async function decidersWorld() {
    const world = await adjudicatorWorld();
    await approvedAutomatically(world, sgt('2026-11-02T10:00'), sgt('2026-11-02T10:01')); // P
    await approvedAutomatically(world, sgt('2026-11-02T11:00'), sgt('2026-11-02T11:01'), {
      at: sgt('2026-11-04T10:00'),
      decided: { outcome: 'reject', at: sgt('2026-11-05T14:00') },
    }); // Q
    await approvedAutomatically(world, sgt('2026-11-03T08:00'), sgt('2026-11-03T09:00'), {
      at: sgt('2026-11-04T09:00'),
    }); // R
    await decided(
      world,
      'approve',
      sgt('2026-11-02T09:00'),
      sgt('2026-11-02T15:00'),
      world.colleague.user.id,
    ); // S
    return world;
  }

  it('counts a reversed automatic approval apart, and the decision made after it as that decision', async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await decidersWorld();

    const body = await turnaroundOf(world, 'from=2026-11-02&to=2026-11-08');

    expect(body).toMatchObject({
      decisions: { total: 3, approved: 2, rejected: 1, amendmentRequested: 0 },
      automaticReversed: 2,
      timing: { timed: 3, withinTarget: 2, late: 1, overdueUndecided: 1, withinTargetShare: 0.5 },
    });
    expect(body.weeks[0]).toMatchObject({ automaticReversed: 2, decisions: { approved: 2 } });
    expect(body.deciders).toEqual({
      automatic: {
        decisions: { total: 1, approved: 1, rejected: 0, amendmentRequested: 0 },
        timed: 1,
        withinTarget: 1,
        medianWorkingDays: 0,
        withinTargetShare: 1,
      },
      adjudicators: {
        decisions: { total: 2, approved: 1, rejected: 1, amendmentRequested: 0 },
        timed: 2,
        withinTarget: 1,
        medianWorkingDays: 1.69,
        withinTargetShare: 0.5,
      },
    });
  });

  it("gives each of the insurer's own adjudicators their figures, and no one else's", async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await decidersWorld();
    const other = await adjudicatorWorld();
    await decided(other, 'approve', sgt('2026-11-02T09:00'), sgt('2026-11-02T10:00'));
    await decided(
      other,
      'reject',
      sgt('2026-11-02T09:00'),
      sgt('2026-11-02T11:00'),
      other.colleague.user.id,
    );

    const body = await turnaroundOf(world, 'from=2026-11-02&to=2026-11-08');

    expect(body.adjudicators).toEqual([
      {
        adjudicatorId: world.colleague.user.id,
        name: 'Lim Wei Jie',
        decisions: { total: 1, approved: 1, rejected: 0, amendmentRequested: 0 },
        timed: 1,
        withinTarget: 1,
        medianWorkingDays: 0.25,
        withinTargetShare: 1,
      },
      {
        adjudicatorId: world.adjudicator.user.id,
        name: 'Tan Mei Ling',
        decisions: { total: 1, approved: 0, rejected: 1, amendmentRequested: 0 },
        timed: 1,
        withinTarget: 0,
        medianWorkingDays: 3.13,
        withinTargetShare: 0,
      },
    ]);
    const theirs = await turnaroundOf(other, 'from=2026-11-02&to=2026-11-08');
    expect(theirs.adjudicators.map((row: { name: string }) => row.name)).toEqual([
      'Lim Wei Jie',
      'Tan Mei Ling',
    ]);
    expect(theirs.decisions.total).toBe(2);
    expect(theirs.automaticReversed).toBe(0);
  });

  it("gives CMS-0057-F's figures of the standing decisions", async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await decidersWorld();
    await decided(world, 'request-amendment', sgt('2026-11-03T10:00'), sgt('2026-11-04T10:00'));

    const body = await turnaroundOf(world, 'from=2026-11-02&to=2026-11-08');

    // P 1 minute (0.00 working days), S 6 hours (0.25), the amendment request 24 hours (1), Q 75
    // hours from its first arrival (3.125): the reversed approvals are not among them.
    expect(body.cms).toEqual({
      standard: {
        decisions: 4,
        timed: 4,
        approvedPercent: 50,
        deniedPercent: 25,
        averageHours: 26.3,
        medianHours: 15,
        averageWorkingDays: 1.09,
        medianWorkingDays: 0.63,
      },
      urgent: expect.objectContaining({ decisions: 0 }),
    });
  });
});
