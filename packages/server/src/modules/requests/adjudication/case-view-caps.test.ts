import { DEFAULT_INSURER_POLICY, requestPolicyOf } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { saveInsurerPolicy } from '../lifecycle/insurer-policy.repository';
import { adjudicatorWorld, call, clock, db, sgt } from '../test-support/adjudication-worlds';

/** A request in Processing with two surgery rows at agreed prices of 1,000.00. */
async function caseOf(world: Awaited<ReturnType<typeof adjudicatorWorld>>) {
  const request = await world.submitted(
    sgt('2026-11-04T15:00'),
    {},
    {
      surgeryDetails: [
        { tospCode: 'SF801H', surgeonFee: '900.00', agreedSurgeonFee: '1000.00' },
        { tospCode: 'SF802H', surgeonFee: '500.00', agreedSurgeonFee: '1000.00' },
      ],
    },
  );
  const response = await call(world.adjudicator, 'GET', `/api/adjudication/cases/${request.id}`);
  return response.json();
}

describe("the case view under the insurer's policy", () => {
  it("caps each surgery fee by the insurer's caps, and says them with the request", async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const policy = {
      ...DEFAULT_INSURER_POLICY,
      responseWindowDays: 5,
      feeCaps: { firstRowPercent: 90, laterRowPercent: 60 },
    };
    await saveInsurerPolicy(db, world.insurer.id, policy, clock.now());

    const view = await caseOf(world);

    expect(view.requestPolicy).toEqual(requestPolicyOf(policy));
    expect(
      view.fees.surgeryLines.map((l: { surgeonfee: { cap: string } }) => l.surgeonfee.cap),
    ).toEqual(['900.00', '600.00']);
  });

  it('keeps 100 % and 80 % for an insurer on the defaults', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();

    const view = await caseOf(world);

    expect(view.requestPolicy).toEqual(requestPolicyOf(DEFAULT_INSURER_POLICY));
    expect(
      view.fees.surgeryLines.map((l: { surgeonfee: { cap: string } }) => l.surgeonfee.cap),
    ).toEqual(['1000.00', '800.00']);
  });
});
