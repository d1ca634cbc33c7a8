import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  officeForm,
  officeSubmit,
} from '../test-support/business-office-worlds';
import {
  INSURER_NOTICES,
  doctorForm,
  doctorWorld,
  submissionOf,
  submit,
} from '../test-support/doctor-worlds';
import { app, clock, config, db, outboxOf } from '../test-support/request-worlds';
import { straightThroughWorld, sweep } from '../test-support/straight-through-worlds';

// The insurer's "ready for your decision" emails say when a request is urgent (issue 22): at the
// doctor's non-panel submit, the business office's submit, and from the straight-through sweep.
const env: TestApp = { app, db, clock, config };
await seedReferenceData(db);

const READY_SUBJECT = 'Pre-authorisation request to process';

/** The insurer's ready emails of the request. */
const readyEmails = async (paId: string) =>
  (await outboxOf(paId)).filter(
    (email) => email.recipient === INSURER_NOTICES && email.subject.includes(READY_SUBJECT),
  );

const setUrgentHours = (insurerId: string, urgentDecisionHours: number) =>
  db
    .update(t.insurerSettings)
    .set({ urgentDecisionHours })
    .where(eq(t.insurerSettings.insurerId, insurerId));

describe("the insurer's ready email", () => {
  it('of a request the doctor marks urgent at a non-panel submit says so', async () => {
    const world = await doctorWorld(env);
    const form = doctorForm(world, { urgent: true, urgentReason: 'Obstructing tumour' });

    expect((await submit(env, world, submissionOf(world, form))).statusCode).toBe(200);

    const [email, ...others] = await readyEmails(world.request.id);
    expect(others).toEqual([]);
    expect(email!.subject).toBe(`URGENT: ${READY_SUBJECT}: ${world.request.erefNo}`);
    expect(email!.text.split('\n\n')).toEqual([
      `The doctor has completed the clinical and fee details of pre-authorisation request ${world.request.erefNo} for ${world.request.patientName}.`,
      'It is ready for your decision in the portal.',
      'Marked urgent by the doctor: Obstructing tumour. A decision is due within 72 hours of it reaching Processing.',
    ]);
  });

  it('of a standard request is worded as before', async () => {
    const world = await doctorWorld(env);

    expect((await submit(env, world, submissionOf(world))).statusCode).toBe(200);

    const [email] = await readyEmails(world.request.id);
    expect(email!.subject).toBe(`${READY_SUBJECT}: ${world.request.erefNo}`);
    expect(email!.text.split('\n\n')).toEqual([
      `The doctor has completed the clinical and fee details of pre-authorisation request ${world.request.erefNo} for ${world.request.patientName}.`,
      'It is ready for your decision in the portal.',
    ]);
  });

  it("after the business office's submit of a request the agent marked, on the insurer's clock", async () => {
    const world = await businessOfficeWorld(env);
    await setUrgentHours(world.insurer.id, 48);
    await db
      .update(t.paRequests)
      .set({
        urgent: true,
        urgentReason: 'Admission <tomorrow> & "fasting"',
        urgentMarkedBy: 'insurance-agent',
        urgentMarkedAt: clock.now(),
      })
      .where(eq(t.paRequests.id, world.request.id));

    expect((await officeSubmit(env, world, officeForm(world))).statusCode).toBe(200);

    const [email, ...others] = await readyEmails(world.request.id);
    expect(others).toEqual([]);
    expect(email!.subject).toBe(`URGENT: ${READY_SUBJECT}: ${world.request.erefNo}`);
    expect(email!.text).toContain(
      'Marked urgent by the agent: Admission <tomorrow> & "fasting". A decision is due within 48 hours of it reaching Processing.',
    );
    expect(email!.html).toContain('Admission &lt;tomorrow&gt; &amp; &quot;fasting&quot;.');
  });

  it('from the straight-through sweep says so for an urgent request only', async () => {
    const world = await straightThroughWorld();
    await db
      .update(t.insurers)
      .set({ notificationEmail: INSURER_NOTICES })
      .where(eq(t.insurers.id, world.insurer.id));
    // Above the rule set's total limit: the sweep records it as waiting and tells the insurer.
    const overLimit = { hospitalCharges: '20000.00' };
    const urgent = await world.request(overLimit, {
      urgent: true,
      urgentReason: 'Severe bleeding.',
      urgentMarkedBy: 'policy-holder',
      urgentMarkedAt: clock.now(),
    });
    const standard = await world.request(overLimit);

    await sweep();

    const [urgentEmail] = await readyEmails(urgent.id);
    expect(urgentEmail!.subject).toBe(`URGENT: ${READY_SUBJECT}: ${urgent.erefNo}`);
    expect(urgentEmail!.text).toContain(
      'Marked urgent by the policyholder: Severe bleeding. A decision is due within 72 hours of it reaching Processing.',
    );
    const [standardEmail] = await readyEmails(standard.id);
    expect(standardEmail!.subject).toBe(`${READY_SUBJECT}: ${standard.erefNo}`);
    expect(standardEmail!.text).not.toContain('urgent');
  });

  it('of a request the insurer treats as standard is worded as a standard one', async () => {
    const world = await doctorWorld(env);
    await db
      .update(t.paRequests)
      .set({
        urgentReason: 'By the policyholder',
        urgentMarkedBy: 'policy-holder',
        urgentMarkedAt: clock.now(),
        downgradedAt: clock.now(),
        downgradeReason: 'Elective',
      })
      .where(eq(t.paRequests.id, world.request.id));

    expect((await submit(env, world, submissionOf(world))).statusCode).toBe(200);

    const [email] = await readyEmails(world.request.id);
    expect(email!.subject).toBe(`${READY_SUBJECT}: ${world.request.erefNo}`);
  });
});
