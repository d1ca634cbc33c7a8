import { describe, expect, it } from 'vitest';
import { agentWorld, asUser, raiseFor } from '../test-support/agent-worlds';
import {
  auditOf,
  clock,
  createFor,
  policyholderWorld,
  requestRow,
  requestsOfPatient,
} from '../test-support/request-worlds';

const REASON = 'Admission tomorrow for suspected appendicitis';

describe('an urgent request', () => {
  it('is marked urgent by the policyholder, with the reason, audited, and shown on the review', async () => {
    const world = await policyholderWorld();
    const response = await createFor(world, world.payload({ urgent: true, urgentReason: REASON }));

    expect(response.statusCode, response.body).toBe(201);
    const { paId } = response.json<{ paId: string }>();
    expect(await requestRow(paId)).toMatchObject({
      urgent: true,
      urgentReason: REASON,
      urgentMarkedBy: 'policy-holder',
      urgentMarkedAt: clock.now(),
      downgradedAt: null,
    });
    const [created] = await auditOf(paId, 'request.created');
    expect(created!.details).toMatchObject({ urgent: true });
    expect(JSON.stringify(created!.details)).not.toContain('appendicitis');
    const review = await asUser(
      world.login,
      `/api/insurers/${world.insurer.code}/requests/${paId}`,
    );
    expect(review.json().urgency).toEqual({
      urgent: true,
      reason: REASON,
      markedBy: 'policy-holder',
      markedAt: clock.now().toISOString(),
      downgradedAt: null,
      downgradeReason: null,
    });
  });

  it('is marked urgent by an agent for a client', async () => {
    const world = await agentWorld();
    const response = await raiseFor(
      world,
      world.payload({ creatorRole: 'insurance-agent', urgent: true, urgentReason: REASON }),
    );

    expect(response.statusCode, response.body).toBe(201);
    expect(await requestRow(response.json().paId)).toMatchObject({
      statusCode: 'PEN',
      urgent: true,
      urgentMarkedBy: 'insurance-agent',
    });
  });

  it('is standard when the payload says nothing of urgency (older clients), and drops a reason sent without the mark', async () => {
    const world = await policyholderWorld();
    const response = await createFor(world, world.payload({ urgentReason: 'not sent as urgent' }));

    expect(response.statusCode, response.body).toBe(201);
    expect(await requestRow(response.json().paId)).toMatchObject({
      urgent: false,
      urgentReason: null,
      urgentMarkedAt: null,
    });
  });

  it('needs a short single-line reason, with a clear message, and creates nothing without one', async () => {
    const world = await policyholderWorld();
    const cases = [
      [{ urgent: true }, 'Please say in a few words why this request is urgent.'],
      [
        { urgent: true, urgentReason: '  ' },
        'Please say in a few words why this request is urgent.',
      ],
      [
        { urgent: true, urgentReason: 'x'.repeat(201) },
        'Please keep the reason within 200 characters.',
      ],
      [{ urgent: true, urgentReason: 'two\nlines' }, undefined],
    ] as const;
    for (const [mark, message] of cases) {
      const response = await createFor(world, world.payload(mark));
      expect(response.statusCode, JSON.stringify(mark)).toBe(400);
      const issue = response.json().issues[0];
      expect(issue.path).toBe('urgentReason');
      if (message) expect(issue.message).toBe(message);
    }
    expect(await requestsOfPatient(world.patient.id)).toEqual([]);
  });
});
