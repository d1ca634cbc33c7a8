import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { doctorForm, doctorWorld, submissionOf, submit } from '../test-support/doctor-worlds';

// The doctor marks a standard request urgent on the declaration step (issue 22).
const env = await createTestApp();
const { db } = env;
await seedReferenceData(db);

const REASON = 'Obstructing tumour, surgery within days';
const rowOf = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0]!;
const auditsOf = (paId: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.paId, paId), eq(t.auditLog.action, 'request.marked-urgent')));

describe("the doctor's urgent mark", () => {
  it('makes a standard request urgent with the reason, audited', async () => {
    const world = await doctorWorld(env);

    const response = await submit(
      env,
      world,
      submissionOf(world, doctorForm(world, { urgent: true, urgentReason: REASON })),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(world.request.id)).toMatchObject({
      statusCode: 'PRO',
      urgent: true,
      urgentReason: REASON,
      urgentMarkedBy: 'doctor',
    });
    const [audit] = await auditsOf(world.request.id);
    expect(audit).toMatchObject({ actorType: 'doctor', details: { markedBy: 'doctor' } });
  });

  it('cannot un-mark an urgent request, nor re-mark one the insurer treats as standard', async () => {
    const urgentWorld = await doctorWorld(env);
    const markedAt = new Date('2026-11-02T01:00:00Z');
    await db
      .update(t.paRequests)
      .set({
        urgent: true,
        urgentReason: 'By the policyholder',
        urgentMarkedBy: 'policy-holder',
        urgentMarkedAt: markedAt,
      })
      .where(eq(t.paRequests.id, urgentWorld.request.id));
    const downgradedWorld = await doctorWorld(env);
    await db
      .update(t.paRequests)
      .set({
        urgentReason: 'By the policyholder',
        urgentMarkedBy: 'policy-holder',
        urgentMarkedAt: markedAt,
        downgradedAt: markedAt,
        downgradeReason: 'Elective',
      })
      .where(eq(t.paRequests.id, downgradedWorld.request.id));

    expect((await submit(env, urgentWorld, submissionOf(urgentWorld))).statusCode).toBe(200);
    const downgradedMark = doctorForm(downgradedWorld, { urgent: true, urgentReason: REASON });
    expect(
      (await submit(env, downgradedWorld, submissionOf(downgradedWorld, downgradedMark)))
        .statusCode,
    ).toBe(200);

    expect(await rowOf(urgentWorld.request.id)).toMatchObject({
      urgent: true,
      urgentReason: 'By the policyholder',
    });
    expect(await rowOf(downgradedWorld.request.id)).toMatchObject({
      urgent: false,
      urgentReason: 'By the policyholder',
    });
    expect(await auditsOf(downgradedWorld.request.id)).toEqual([]);
  });

  it('needs a reason: refused with the field and its message, nothing submitted', async () => {
    const world = await doctorWorld(env);
    const payload = { ...submissionOf(world), urgent: true, urgentReason: null };

    const response = await submit(env, world, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: 'urgentReason',
      message: 'Please say in a few words why this request is urgent.',
    });
    expect(await rowOf(world.request.id)).toMatchObject({ statusCode: 'SUB', urgent: false });
  });
});
