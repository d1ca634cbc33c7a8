import { describe, expect, it } from 'vitest';
import {
  agentWorld,
  checkAuthoriserLink,
  raiseFor,
  tokenInVerificationLink,
} from '../test-support/agent-worlds';
import { app, clock, outboxOf, requestRow, type Login } from '../test-support/request-worlds';

// Issue 25: the policyholder's authorisation link was lost or locked; the agent sends a new one.
const resendAuthorisation = (login: Login, paId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/requests/${paId}/resend-authorisation`,
    headers: { authorization: login.authorization },
    payload: {},
  });

describe('PUT /api/requests/:paId/resend-authorisation', () => {
  it('emails the policyholder a new link that opens; the old one stops; the window restarts', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();
    const [first] = await outboxOf(created.paId);
    const oldToken = tokenInVerificationLink(first!.text);
    clock.advance(2 * 60 * 1000);

    const response = await resendAuthorisation(world.agent, created.paId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 'PEN', notified: ['policyholder'] });
    const emails = await outboxOf(created.paId);
    expect(emails.map((e) => [e.kind, e.recipient])).toEqual([
      ['authorisation-link', world.holder.email],
      ['authorisation-link', world.holder.email],
    ]);
    const newToken = tokenInVerificationLink(emails[1]!.text);
    const check = (token: string) => checkAuthoriserLink(world.insurer.code, created.erefNo, token);
    expect((await check(newToken)).statusCode).toBe(200);
    expect((await check(oldToken)).statusCode).toBe(404);
    expect((await requestRow(created.paId))!.statusChangedAt).toEqual(clock.now());
  });

  it("is the agent's only: the policyholder authorises instead; not once the request left PEN", async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    expect((await resendAuthorisation(world.login, created.paId)).statusCode).toBe(403);
    expect((await resendAuthorisation(world.otherAgent, created.paId)).statusCode).toBe(404);

    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/requests/${created.paId}/cancel`,
      headers: { authorization: world.agent.authorization },
      payload: { cancelReason: 'Raised by mistake' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await resendAuthorisation(world.agent, created.paId)).statusCode).toBe(409);
  });
});
