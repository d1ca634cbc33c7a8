// The agent's request end to end through the HTTP calls: raised by the agent, then answered by
// the policyholder, logged in or through the emailed verification link (issue 13's journeys).
import { describe, expect, it } from 'vitest';
import {
  agentWorld,
  asUser,
  raiseFor,
  tokenInVerificationLink,
} from '../test-support/agent-worlds';
import { submitDeclaration, verifiedPin } from '../test-support/authorisation-worlds';
import { freshAddress, remoteAuthenticate } from '../test-support/link-worlds';
import { app, clock, config, db, outboxOf, requestRow } from '../test-support/request-worlds';

const env = { app, db, clock, config };

/** The emails after the agent's create (its authorisation link), as [kind, recipient]. */
const laterEmails = async (paId: string) =>
  (await outboxOf(paId)).slice(1).map((email) => [email.kind, email.recipient]);

const statusOnAgentsList = async (world: Awaited<ReturnType<typeof agentWorld>>, paId: string) =>
  (await asUser(world.agent, '/api/requests'))
    .json()
    .list.find((item: { paId: string }) => item.paId === paId)?.statusCode;

describe("the agent's request, answered by the policyholder", () => {
  it('logged in, by an emailed PIN: accepted, it goes to the doctor, and the agent is told', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    await verifiedPin(world.login, world.login.user.id, created.paId, 'EMAIL');
    const submit = await submitDeclaration(world.login, created.paId, {
      insurerCode: world.insurer.code,
      fcNeedstobeNotified: true,
    });

    expect(submit.statusCode).toBe(200);
    expect((await requestRow(created.paId))?.statusCode).toBe('SUB');
    expect(await laterEmails(created.paId)).toEqual([
      ['authorisation-pin', world.holder.email],
      ['doctor-link', 'dr.chua@clinic.example.sg'],
      ['insurer-copy', 'preauth@insurer.example.sg'],
      ['agent-notice', world.consultant.email],
    ]);
    expect(await statusOnAgentsList(world, created.paId)).toBe('SUB');
  });

  it('through the emailed link, by an SMS PIN: rejected, the agent is told', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();
    const token = tokenInVerificationLink((await outboxOf(created.paId))[0]!.text);

    const opened = await app.inject({
      method: 'POST',
      url: '/api/get-authorize',
      remoteAddress: freshAddress(),
      payload: { payload: token, identifier: world.holder.nric.slice(-4) },
    });
    expect(opened.statusCode).toBe(200);
    const [year, month, day] = world.holder.dob.split('-');
    const checked = await remoteAuthenticate(
      env,
      opened.json().access_token,
      `${day}${month}${year}${world.holder.nric}`,
    );
    expect(checked.statusCode).toBe(200);
    const bearer = checked.json().access_token;
    await verifiedPin(bearer, world.holder.id, created.paId, 'SMS');
    const submit = await submitDeclaration(bearer, created.paId, {
      insurerCode: world.insurer.code,
      type: 'reject',
      authMethod: 'SMS',
    });

    expect(submit.statusCode).toBe(200);
    expect((await requestRow(created.paId))?.statusCode).toBe('REM-REJ');
    expect(await laterEmails(created.paId)).toEqual([
      ['authorisation-pin', world.holder.contactNo],
      ['agent-notice', world.consultant.email],
    ]);
    expect(await statusOnAgentsList(world, created.paId)).toBe('REM-REJ');
  });
});
