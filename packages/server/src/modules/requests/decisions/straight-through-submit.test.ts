import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../../test/sessions';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  officeForm,
  officeSubmit,
} from '../test-support/business-office-worlds';
import { doctorWorld, submissionOf, submit } from '../test-support/doctor-worlds';
import { RULES } from '../test-support/straight-through-worlds';
import { createStraightThrough } from './straight-through.service';

// Straight-through from the two submits that reach Processing, each through the engine: the
// doctor's at a non-panel hospital and the business office's at a panel one.
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

/** Puts RULES in force: one adjudicator proposes them, another approves them. */
async function publish(env: TestApp, insurerId: string) {
  const [proposer, approver] = [
    await loggedInUser(env.app, env.db, insurerId, { userType: 'insurer-adjudicator' }),
    await loggedInUser(env.app, env.db, insurerId, { userType: 'insurer-adjudicator' }),
  ];
  const proposed = await env.app.inject({
    method: 'POST',
    url: '/api/adjudication/decision-rules/proposals',
    headers: { authorization: proposer.authorization },
    payload: { ...RULES, basedOnVersion: 0 },
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

const statusOf = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0]!.statusCode;

const automaticDecisions = (paId: string) =>
  db.select().from(t.decisionRuleEvaluations).where(eq(t.decisionRuleEvaluations.paId, paId));

describe('straight-through after a submit', () => {
  it("approves a non-panel doctor's submission within the agreed prices", async () => {
    const world = await doctorWorld(env);
    await publish(env, world.insurer.id);

    const submitted = await submit(env, world, submissionOf(world));
    expect(submitted.statusCode).toBe(200);
    expect(await statusOf(world.request.id)).toBe('PRO');

    const round = await createStraightThrough(app.deps).sweep();

    expect(round.approved).toBe(1);
    expect(await statusOf(world.request.id)).toBe('APP');
    const [evaluation] = await automaticDecisions(world.request.id);
    expect(evaluation).toMatchObject({ passed: true });
    expect(evaluation!.decisionId).not.toBeNull();
  });

  it("approves after a panel hospital's business office submitted", async () => {
    const world = await businessOfficeWorld(env);
    await publish(env, world.insurer.id);

    const submitted = await officeSubmit(env, world, officeForm(world));
    expect(submitted.statusCode).toBe(200);
    expect(await statusOf(world.request.id)).toBe('PRO');

    await createStraightThrough(app.deps).sweep();

    expect(await statusOf(world.request.id)).toBe('APP');
  });
});
