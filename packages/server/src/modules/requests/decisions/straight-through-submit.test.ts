import type { DecisionRuleSetBody } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../../test/sessions';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  officeForm,
  officeSubmit,
  type OfficeWorldOptions,
} from '../test-support/business-office-worlds';
import {
  INSURER_NOTICES,
  SURGERY,
  doctorWorld,
  submissionOf,
  submit,
} from '../test-support/doctor-worlds';
import { RULES } from '../test-support/straight-through-worlds';
import { createStraightThrough } from './straight-through.service';

// Straight-through from the two submits that reach Processing, each through the engine: the
// doctor's at a non-panel hospital and the business office's at a panel one; and who tells the
// insurer the request is ready for its decision.
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

/** Puts `rules` in force: one adjudicator proposes them, another approves them. */
async function publish(env: TestApp, insurerId: string, rules: DecisionRuleSetBody = RULES) {
  const [proposer, approver] = [
    await loggedInUser(env.app, env.db, insurerId, { userType: 'insurer-adjudicator' }),
    await loggedInUser(env.app, env.db, insurerId, { userType: 'insurer-adjudicator' }),
  ];
  const proposed = await env.app.inject({
    method: 'POST',
    url: '/api/adjudication/decision-rules/proposals',
    headers: { authorization: proposer.authorization },
    payload: { ...rules, basedOnVersion: 0 },
  });
  expect(proposed.statusCode).toBe(201);
  const approved = await env.app.inject({
    method: 'POST',
    url: `/api/adjudication/decision-rules/proposals/${proposed.json().id}/approve`,
    headers: { authorization: approver.authorization },
  });
  expect(approved.statusCode).toBe(201);
  env.clock.advance(1_000);
}

const sweep = () => createStraightThrough(app.deps).sweep();

const statusOf = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0]!.statusCode;

const evaluationsOf = (paId: string) =>
  db.select().from(t.decisionRuleEvaluations).where(eq(t.decisionRuleEvaluations.paId, paId));

/** The insurer's "ready for your decision" emails of the request (their first lines). */
const readyNotices = async (paId: string) =>
  (
    await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.paId, paId), eq(t.outbox.recipient, INSURER_NOTICES)))
  )
    .filter((email) => email.text.includes('It is ready for your decision'))
    .map((email) => email.text.split('\n').find((line) => line.startsWith('The ')));

/** A panel request whose doctor submitted `form`'s one surgery line and no other fee. */
const panelWorld = (surgery: Record<string, string>) => {
  const line = {
    tospCode: SURGERY.code,
    surgeonfee: '3800.00',
    anaesthetistfee: '1000.00',
    surgeryAgreedPrice: SURGERY.surgeonPrice,
    anaestheticAgreedPrice: SURGERY.anaesthetistPrice,
    ...surgery,
  };
  const form: OfficeWorldOptions['form'] = { surgeryDetails: [line], otherFees: [] };
  return businessOfficeWorld(env, { form });
};

describe('straight-through after a submit', () => {
  it("approves a non-panel doctor's submission within the agreed prices, and sends no 'ready' email", async () => {
    const world = await doctorWorld(env);
    await publish(env, world.insurer.id);

    const submitted = await submit(env, world, submissionOf(world));
    expect(submitted.statusCode).toBe(200);
    expect(await statusOf(world.request.id)).toBe('PRO');
    expect(submitted.json().notified).not.toContain('insurer');

    const round = await sweep();

    expect(round.approved).toBe(1);
    expect(await statusOf(world.request.id)).toBe('APP');
    const [evaluation] = await evaluationsOf(world.request.id);
    expect(evaluation).toMatchObject({ passed: true });
    expect(evaluation!.decisionId).not.toBeNull();
    expect(await readyNotices(world.request.id)).toEqual([]);
  });

  it("approves after a panel hospital's business office confirmed the fees, sending no 'ready' email", async () => {
    const world = await panelWorld({});
    await publish(env, world.insurer.id);

    const submitted = await officeSubmit(env, world, officeForm(world));
    expect(submitted.statusCode).toBe(200);
    expect(await statusOf(world.request.id)).toBe('PRO');

    await sweep();

    expect(await statusOf(world.request.id)).toBe('APP');
    expect(await readyNotices(world.request.id)).toEqual([]);
  });

  it('the issue: a panel doctor above the agreed price, justified, confirmed by the office, waits with the rule named', async () => {
    const world = await panelWorld({
      surgeonfee: '4800.00',
      surgeonfeeJustification: 'Complex case.',
    });
    await publish(env, world.insurer.id);
    expect((await officeSubmit(env, world, officeForm(world))).statusCode).toBe(200);

    await sweep();
    await sweep();

    expect(await statusOf(world.request.id)).toBe('PRO');
    const [evaluation] = await evaluationsOf(world.request.id);
    expect(evaluation).toMatchObject({ passed: false, decisionId: null });
    expect(evaluation!.failedRules).toEqual([
      {
        kind: 'agreed-prices',
        reason:
          'The surgeon fee for SF801H, S$ 4,800.00, is above its agreed price of S$ 4,000.00; ' +
          "the surgeon fee for SF801H needed the doctor's justification (S$ 4,800.00 asked, above its cap of S$ 4,000.00), which a person must read.",
      },
    ]);
    // The insurer hears of it once, from the sweep, in the office's words.
    expect(await readyNotices(world.request.id)).toEqual([
      expect.stringContaining("The hospital's business office has confirmed the fees"),
    ]);
  });

  it('the issue: a fee the business office raised above the agreed price waits with the rule named', async () => {
    const world = await panelWorld({ surgeonfee: '4000.00' });
    await publish(env, world.insurer.id);
    const form = officeForm(world);
    form.surgeryDetails[0]!.surgeonfee = '4500.00';
    expect((await officeSubmit(env, world, form)).statusCode).toBe(200);

    await sweep();

    expect(await statusOf(world.request.id)).toBe('PRO');
    const [evaluation] = await evaluationsOf(world.request.id);
    expect(evaluation!.failedRules).toEqual([
      {
        kind: 'agreed-prices',
        reason:
          'The surgeon fee for SF801H, S$ 4,500.00, is above its agreed price of S$ 4,000.00; ' +
          'the business office raised the surgeon fee for SF801H from S$ 4,000.00 to S$ 4,500.00.',
      },
    ]);
    expect(await readyNotices(world.request.id)).toHaveLength(1);
  });

  it("with straight-through off, the 'ready' email goes at the submit and the sweep sends none", async () => {
    const world = await doctorWorld(env);
    await publish(env, world.insurer.id, { ...RULES, straightThrough: false });

    const submitted = await submit(env, world, submissionOf(world));
    expect(submitted.json().notified).toContain('insurer');
    expect(await readyNotices(world.request.id)).toEqual([
      expect.stringContaining('The doctor has completed'),
    ]);

    await sweep();

    expect(await evaluationsOf(world.request.id)).toMatchObject([{ passed: true }]);
    expect(await readyNotices(world.request.id)).toHaveLength(1);
  });
});
