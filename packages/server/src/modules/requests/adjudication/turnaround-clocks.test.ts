import { describe, expect, it } from 'vitest';
import { adjudicatorWorld, clock, sgt } from '../test-support/adjudication-worlds';
import { decided, turnaroundOf, URGENT, waiting } from '../test-support/turnaround-worlds';

describe("the turnaround on the insurer's own clocks", () => {
  /**
   * An insurer whose standard requests are due 2 working days after arrival and urgent ones 48
   * hours after. Friday 6 to Sunday 15 November 2026, no holidays.
   * - S1, standard, arrived Friday 6th 10:00, decided Tuesday 10th 09:00: on time (due Tuesday
   *   10th 10:00, two working days, 95 hours later).
   * - S2, standard, arrived Monday 9th 10:00, decided Thursday 12th 10:00: late (due Wednesday
   *   11th), though within 3 working days.
   * - U1, urgent, arrived Friday 6th 10:00, decided Saturday 7th 10:00: on time (24 hours).
   * - U2, urgent, arrived Friday 6th 10:00, decided Monday 9th 10:00: late (72 hours, over 48,
   *   though only one working day).
   * - U3, urgent, arrived Wednesday 11th 10:00, still waiting: missed from Friday 13th 10:00.
   */
  async function clocksWorld() {
    const world = await adjudicatorWorld({ decisionWorkingDays: 2, urgentDecisionHours: 48 });
    await decided(world, 'approve', sgt('2026-11-06T10:00'), sgt('2026-11-10T09:00')); // S1
    await decided(world, 'reject', sgt('2026-11-09T10:00'), sgt('2026-11-12T10:00')); // S2
    const by = world.adjudicator.user.id;
    await decided(world, 'approve', sgt('2026-11-06T10:00'), sgt('2026-11-07T10:00'), by, URGENT); // U1
    await decided(world, 'reject', sgt('2026-11-06T10:00'), sgt('2026-11-09T10:00'), by, URGENT); // U2
    await waiting(world, sgt('2026-11-11T10:00'), URGENT); // U3
    return world;
  }

  it('judges each request by its clock: working days for standard, calendar hours for urgent', async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await clocksWorld();

    const body = await turnaroundOf(world, 'from=2026-11-06&to=2026-11-15');

    expect(body).toMatchObject({ targetWorkingDays: 2, urgentTargetHours: 48 });
    // On time: S1 and U1; late: S2 and U2; missed: U3.
    expect(body.timing).toMatchObject({
      timed: 4,
      withinTarget: 2,
      late: 2,
      overdueUndecided: 1,
      withinTargetShare: 0.4,
    });
  });

  it("gives CMS-0057-F's figures of standard and urgent requests apart", async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await clocksWorld();

    const { cms } = await turnaroundOf(world, 'from=2026-11-06&to=2026-11-15');

    expect(cms.standard).toMatchObject({
      decisions: 2,
      approvedPercent: 50,
      deniedPercent: 50,
      // S1 95 hours, S2 72 hours.
      averageHours: 83.5,
      medianHours: 83.5,
    });
    expect(cms.urgent).toMatchObject({
      decisions: 2,
      approvedPercent: 50,
      deniedPercent: 50,
      // U1 24 hours, U2 72 hours.
      averageHours: 48,
      medianHours: 48,
    });
  });
});
