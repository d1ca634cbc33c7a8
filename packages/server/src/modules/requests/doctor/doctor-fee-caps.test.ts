import { DEFAULT_INSURER_POLICY, requestPolicyOf, type FeeCaps } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import { seedReferenceData } from '../../../seed/seed-reference';
import { saveInsurerPolicy } from '../lifecycle/insurer-policy.repository';
import {
  SURGERY,
  doctorForm,
  doctorWorld,
  submissionOf,
  submit,
  type DoctorWorld,
} from '../test-support/doctor-worlds';

// The insurer's fee caps (issue 23): the doctor's submit and screens, and the case view, apply
// the request's insurer's caps; an insurer that never changed them keeps 100 % and 80 %.
const env = await createTestApp();
const { app, db, clock } = env;
await seedReferenceData(db);

/** The doctor's world, its insurer's caps set to `feeCaps`. */
async function worldWithCaps(feeCaps: FeeCaps) {
  const world = await doctorWorld(env);
  await saveInsurerPolicy(
    db,
    world.insurer.id,
    { ...DEFAULT_INSURER_POLICY, feeCaps },
    clock.now(),
  );
  return world;
}

const paramsOf = (world: DoctorWorld) =>
  app.inject({
    method: 'GET',
    url: `/api/doctor-input/${world.request.id}/params`,
    headers: { authorization: `Bearer ${world.bearer}` },
  });

/** The first surgery row at its agreed price (4,000.00), anaesthetist nothing. */
const atAgreedPrice = (world: DoctorWorld, justification: string | null = null) =>
  submissionOf(
    world,
    doctorForm(world, {
      surgeryDetails: [
        {
          tospCode: SURGERY.code,
          surgeonfee: SURGERY.surgeonPrice,
          surgeonfeeJustification: justification,
          surgeryAgreedPrice: SURGERY.surgeonPrice,
        },
      ],
    }),
  );

describe("the insurer's fee caps", () => {
  it("give the doctor's screens the insurer's caps and window with the request", async () => {
    const caps = { firstRowPercent: 90, laterRowPercent: 50 };
    const world = await worldWithCaps(caps);
    const plain = await doctorWorld(env);

    expect((await paramsOf(world)).json().requestPolicy).toEqual({
      responseWindowDays: DEFAULT_INSURER_POLICY.responseWindowDays,
      decisionWorkingDays: DEFAULT_INSURER_POLICY.decisionWorkingDays,
      feeCaps: caps,
    });
    expect((await paramsOf(plain)).json().requestPolicy).toEqual(
      requestPolicyOf(DEFAULT_INSURER_POLICY),
    );
  });

  it("ask a first-row fee at its agreed price for a justification when the insurer's cap is 90 %", async () => {
    const world = await worldWithCaps({ firstRowPercent: 90, laterRowPercent: 50 });

    const refused = await submit(env, world, atAgreedPrice(world));
    const justified = await submit(env, world, atAgreedPrice(world, 'Revision surgery'));

    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: 'surgeryDetails.0.surgeonfeeJustification',
        message:
          'The amount you have entered exceeds the agreed fee limit of S$ 3,600.00. Please provide your justification above.',
      },
    ]);
    expect(justified.statusCode).toBe(200);
  });

  it('take a first-row fee at its agreed price unjustified for an insurer on the defaults', async () => {
    const world = await doctorWorld(env);

    expect((await submit(env, world, atAgreedPrice(world))).statusCode).toBe(200);
  });
});
