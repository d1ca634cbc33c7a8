import { REQUEST_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  agentWorld,
  asUser,
  checkAuthoriserLink,
  foreignAgent,
  raiseFor,
  tokenInVerificationLink,
} from '../test-support/agent-worlds';
import {
  config,
  createFor,
  historyOf,
  outboxOf,
  requestRow,
  requestsOfPatient,
  tokensOf,
} from '../test-support/request-worlds';

describe('POST /api/insurers/:insurerCode/requests by an insurance agent', () => {
  it('raises the request in PEN for its client, and asks the policyholder, not the doctor', async () => {
    const world = await agentWorld();

    const response = await raiseFor(world);

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ fcNotifyFlag: false, notified: ['policyholder'] });
    expect(await requestRow(created.paId)).toMatchObject({
      statusCode: 'PEN',
      creatorRole: 'insurance-agent',
      createdByUserId: world.agent.user.id,
      policyholderId: world.holder.id,
      consultantId: world.consultant.id,
      consultantsNotified: false,
    });
    expect((await historyOf(created.paId)).map((h) => [h.statusCode, h.actorType])).toEqual([
      ['PEN', 'insurance-agent'],
    ]);
    const emails = await outboxOf(created.paId);
    expect(emails.map((e) => [e.kind, e.recipient])).toEqual([
      ['authorisation-link', world.holder.email],
    ]);
    expect(emails[0]!.text).toContain('Rachel Lim, your financial consultant');
    expect(emails[0]!.text).toContain(`${config.publicUrl}/verify?payload=`);
    const tokens = await tokensOf(created.paId);
    expect(tokens.map((t) => [t.role, t.recipientEmail])).toEqual([
      ['remote-authoriser', world.holder.email],
    ]);
    // The link lives as long as the 3-day authorisation window that starts with PEN.
    const row = await requestRow(created.paId);
    expect(tokens[0]!.expiresAt.getTime() - row!.statusChangedAt.getTime()).toBe(
      3 * 24 * 60 * 60 * 1000,
    );

    const token = tokenInVerificationLink(emails[0]!.text);
    const check = await checkAuthoriserLink(world.insurer.code, created.erefNo, token);
    expect(check.statusCode).toBe(200);
  });

  it("shows on the policyholder's own list with PEN, and the agent's", async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    for (const login of [world.login, world.agent]) {
      const list = (await asUser(login, '/api/requests')).json();
      expect(
        list.list.map((item: { paId: string; statusCode: string }) => [item.paId, item.statusCode]),
      ).toEqual([[created.paId, 'PEN']]);
    }
  });

  it('records the caller as the creator, whatever creatorRole the payload echoes', async () => {
    const world = await agentWorld();
    const others = await world.othersPolicy();

    const byAgent = await raiseFor(world, world.payload({ creatorRole: 'policy-holder' }));
    const byHolder = await createFor(world, { ...others.payload, creatorRole: 'insurance-agent' });

    expect((await requestRow(byAgent.json().paId))?.creatorRole).toBe('insurance-agent');
    expect(await requestRow(byHolder.json().paId)).toMatchObject({
      creatorRole: 'policy-holder',
      statusCode: 'SUB',
    });
  });

  it('is not found for a policyholder the agent does not serve, or for an agent of another insurer', async () => {
    const world = await agentWorld();

    const notServed = await raiseFor(world, undefined, world.otherAgent);
    const foreign = await raiseFor(world, undefined, await foreignAgent());
    const noSuchId = await raiseFor(world, world.payload({ policyHolderId: 'not-a-record' }));

    for (const response of [notServed, foreign, noSuchId]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await requestsOfPatient(world.patient.id)).toEqual([]);
  });

  it("needs the client it raises for, and a policy of that client's it serves", async () => {
    const world = await agentWorld();
    const others = await world.othersPolicy();

    const noHolder = await raiseFor(world, world.payload({ policyHolderId: undefined }));
    const othersPolicy = await raiseFor(world, others.payload);

    expect(noHolder.statusCode).toBe(400);
    expect(noHolder.json().issues).toEqual([
      { path: 'policyHolderId', message: M.selectPolicyholder },
    ]);
    expect(othersPolicy.statusCode).toBe(400);
    expect(othersPolicy.json().issues).toEqual([{ path: 'policyNumber', message: M.selectPolicy }]);
    // The other agent serves that policy, and may raise on it; the request records it.
    const byOther = await raiseFor(world, others.payload, world.otherAgent);
    expect(byOther.statusCode).toBe(201);
    expect(await requestRow(byOther.json().paId)).toMatchObject({
      consultantId: world.stranger.id,
      policyId: others.policy.id,
    });
  });

  it("lists only the requests of the agent's clients", async () => {
    const world = await agentWorld();
    const mine = (await raiseFor(world)).json();
    await world.othersRequest();
    const others = await world.othersPolicy();
    const byOther = (await raiseFor(world, others.payload, world.otherAgent)).json();

    const list = (await asUser(world.agent, '/api/requests')).json();
    const otherList = (await asUser(world.otherAgent, '/api/requests')).json();

    expect(list.list.map((item: { paId: string }) => item.paId)).toEqual([mine.paId]);
    expect(otherList.list.map((item: { paId: string }) => item.paId)).toEqual([byOther.paId]);
    const detail = await asUser(
      world.otherAgent,
      `/api/insurers/${world.insurer.code}/requests/${mine.paId}`,
    );
    expect(detail.statusCode).toBe(404);
  });
});
