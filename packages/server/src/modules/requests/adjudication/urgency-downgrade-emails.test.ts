import { describe, expect, it } from 'vitest';
import { createConsultant } from '../../../../test/factories';
import {
  adjudicatorWorld,
  call,
  clock,
  db,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';
import { failingWrites } from '../test-support/failing-writes';
import { outboxOf, requestRow } from '../test-support/request-worlds';

// Who hears of the insurer's downgrade of an urgent request (issue 22): the policyholder, and the
// agent or doctor who marked it, in the downgrade's own transaction.

const REASON = 'Elective surgery, booked in a month';
const SUBJECT = 'Pre-authorisation request: treated as standard';

const downgrade = (world: AdjudicatorWorld, paId: string, reason = REASON) =>
  call(world.adjudicator, 'POST', `/api/adjudication/cases/${paId}/downgrade-urgency`, {
    reason,
  });

const downgradeEmails = async (paId: string) =>
  (await outboxOf(paId)).filter((email) => email.kind === 'urgency-downgraded');

/** An urgent request of the world in `statusCode` since `receivedAt`, marked by `markedBy`. */
const urgentRequest = (
  world: AdjudicatorWorld,
  markedBy: 'policy-holder' | 'insurance-agent' | 'doctor',
  overrides: Parameters<AdjudicatorWorld['request']>[0] = {},
) =>
  world.request({
    urgent: true,
    urgentReason: 'Severe pain, admission tomorrow',
    urgentMarkedBy: markedBy,
    urgentMarkedAt: sgt('2026-11-06T15:00'),
    statusChangedAt: sgt('2026-11-06T16:00'),
    ...overrides,
  });

describe('the downgrade of an urgent request is emailed', () => {
  it('to the policyholder who marked it, with the reason and the standard due date', async () => {
    clock.set(sgt('2026-11-09T10:00'));
    const world = await adjudicatorWorld();
    const request = await urgentRequest(world, 'policy-holder');

    expect((await downgrade(world, request.id)).statusCode).toBe(200);

    const emails = await downgradeEmails(request.id);
    expect(emails.map((email) => email.recipient)).toEqual([request.policyholderEmail]);
    const [email] = emails;
    expect(email!.subject).toBe(`${SUBJECT}: ${request.erefNo}`);
    expect(email!.text.split('\n\n')).toEqual([
      `${world.insurer.name} has reviewed the urgency of pre-authorisation request ${request.erefNo} for Test Patient.`,
      `The insurer treats this request as standard, not urgent: ${REASON}`,
      // Friday 16:00 + 3 working days = Wednesday 16:00, Singapore time.
      'A decision is now due by 11-11-2026 16:00 (Singapore time).',
    ]);
  });

  it("on the insurer's own clocks and holidays", async () => {
    clock.set(sgt('2026-11-09T10:00'));
    const world = await adjudicatorWorld({ decisionWorkingDays: 2 });
    await world.holidays('2026-11-09');
    const request = await urgentRequest(world, 'policy-holder');

    expect((await downgrade(world, request.id)).statusCode).toBe(200);

    // Friday 16:00, Monday a holiday: Tuesday, then Wednesday 16:00.
    const [email] = await downgradeEmails(request.id);
    expect(email!.text).toContain('A decision is now due by 11-11-2026 16:00 (Singapore time).');
  });

  it('to the agent who marked it too, the reason escaped in HTML; no due date outside Processing', async () => {
    const world = await adjudicatorWorld();
    const agent = await createConsultant(db, world.insurer.id);
    const request = await urgentRequest(world, 'insurance-agent', {
      statusCode: 'SUB',
      consultantId: agent.id,
    });
    const reason = 'Not urgent <b>per</b> "policy" & guidelines';

    expect((await downgrade(world, request.id, reason)).statusCode).toBe(200);

    const emails = await downgradeEmails(request.id);
    expect(emails.map((email) => email.recipient)).toEqual([
      request.policyholderEmail,
      agent.email,
    ]);
    for (const email of emails) {
      expect(email.html).toContain(
        'not urgent: Not urgent &lt;b&gt;per&lt;/b&gt; &quot;policy&quot; &amp; guidelines</p>',
      );
      expect(email.html).not.toContain('<b>');
      expect(email.text).toContain(`not urgent: ${reason}`);
      expect(email.text).not.toContain('A decision is now due');
    }
  });

  it('to the doctor who marked it too', async () => {
    const world = await adjudicatorWorld();
    const request = await urgentRequest(world, 'doctor');

    expect((await downgrade(world, request.id)).statusCode).toBe(200);

    expect((await downgradeEmails(request.id)).map((email) => email.recipient)).toEqual([
      request.policyholderEmail,
      request.doctorEmail,
    ]);
  });

  it('never for a refused downgrade', async () => {
    const world = await adjudicatorWorld();
    const standard = await world.request();
    const urgent = await urgentRequest(world, 'policy-holder');

    expect((await downgrade(world, standard.id)).statusCode).toBe(409);
    expect((await downgrade(world, urgent.id)).statusCode).toBe(200);
    expect((await downgrade(world, urgent.id)).statusCode).toBe(409);

    expect(await outboxOf(standard.id)).toEqual([]);
    expect(await downgradeEmails(urgent.id)).toHaveLength(1);
  });

  it('nor for one rolled back, which stays urgent', async () => {
    const world = await adjudicatorWorld();
    const request = await urgentRequest(world, 'policy-holder');

    const response = await failingWrites(db, 'outbox', request.id, () =>
      downgrade(world, request.id),
    );

    expect(response.statusCode).toBe(500);
    expect(await outboxOf(request.id)).toEqual([]);
    expect(await requestRow(request.id)).toMatchObject({ urgent: true, downgradedAt: null });
  });
});
