import type { LifecycleEvent } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../core/http/principal';
import { sweepExpiredRequests } from '../lifecycle/expiry-sweep';
import { RESPONSE_WINDOW_MS } from '../lifecycle/response-window';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { agentWorld, raiseFor, type AgentWorld } from '../test-support/agent-worlds';
import {
  auditOf,
  clock,
  command,
  historyOf,
  config,
  db,
  outboxOf,
  requestRow,
  snapshot,
  tokensOf,
} from '../test-support/request-worlds';

const reason = { cancelReason: 'The client will not have the operation.' };

/** The world's policyholder, as the authorisation flow's routes hand it to the engine. */
const policyholderOf = (world: AgentWorld): Principal => ({
  kind: 'user',
  user: {
    userId: world.login.user.id,
    sessionId: 'test-session',
    name: world.holder.name,
    userType: 'policy-holder',
    insurerId: world.insurer.id,
    insurerCode: world.insurer.code,
    policyholderId: world.holder.id,
    patientId: null,
    consultantId: null,
    doctorId: null,
  },
});

/** The policyholder reached by the emailed link, for the request's one live link. */
async function remoteAuthoriserOf(world: AgentWorld, paId: string): Promise<Principal> {
  const [link] = await tokensOf(paId);
  if (!link) throw new Error('No link');
  return {
    kind: 'link',
    link: {
      role: 'remote-authoriser',
      paId,
      insurerId: world.insurer.id,
      insurerCode: world.insurer.code,
      linkTokenId: link.id,
      linkSessionId: link.id,
      stage: 'verified',
      linkEnded: false,
      revisit: false,
    },
  };
}

/** The policyholder's answer, through the engine as the authorisation submit sends it. */
const answer = (
  world: AgentWorld,
  paId: string,
  event: LifecycleEvent,
  principal = policyholderOf(world),
) =>
  createTransitionEngine({ db, clock, config }).apply(
    {
      principal,
      paId,
      event,
      caller: { ip: '127.0.0.1', requestId: 'test' },
    },
    (moved) => moved,
  );

/** The emails the request got after its create, as [kind, recipient]. */
const emailsAfterCreate = async (paId: string) =>
  (await outboxOf(paId)).slice(1).map((email) => [email.kind, email.recipient]);

describe("the agent's request while it waits for authorisation", () => {
  it('may be cancelled by the agent: only the policyholder is told, and its link ends', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    const response = await command(world.agent, created.paId, 'cancel', reason);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 'CAN', notified: ['policyholder'] });
    expect(await emailsAfterCreate(created.paId)).toEqual([
      ['policyholder-copy', world.holder.email],
    ]);
    expect((await tokensOf(created.paId)).every((token) => token.revokedAt !== null)).toBe(true);
  });

  it('may not be cancelled by the agent once authorised (409), nor by an agent who did not raise it (403)', async () => {
    const world = await agentWorld();
    const authorised = (await raiseFor(world)).json();
    await answer(world, authorised.paId, 'authorise-accept');
    const others = await world.othersPolicy();
    const raisedByOther = (await raiseFor(world, others.payload, world.otherAgent)).json();
    const policyholders = await world.requestForNewPatient({ statusCode: 'SUB' });
    const before = await snapshot(authorised.paId);

    const afterAuthorising = await command(world.agent, authorised.paId, 'cancel', reason);
    const notItsOwn = await command(world.agent, raisedByOther.paId, 'cancel', reason);
    const notItsOwnSub = await command(world.agent, policyholders.id, 'cancel', reason);

    expect(afterAuthorising.statusCode).toBe(409);
    expect(afterAuthorising.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    expect(await snapshot(authorised.paId)).toEqual(before);
    // The other agent's client request is out of this agent's sight altogether.
    expect(notItsOwn.statusCode).toBe(404);
    expect(notItsOwnSub.statusCode).toBe(403);
    expect((await requestRow(raisedByOther.paId))?.statusCode).toBe('PEN');
  });

  it('goes to the doctor when the policyholder authorises it, and the agent who raised it is told', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    const moved = await answer(world, created.paId, 'authorise-accept');

    expect(moved.row.statusCode).toBe('SUB');
    expect(moved.notified).toEqual(['doctor', 'insurer', 'financial-consultant']);
    expect(await emailsAfterCreate(created.paId)).toEqual([
      ['doctor-link', 'dr.chua@clinic.example.sg'],
      ['insurer-copy', 'preauth@insurer.example.sg'],
      ['agent-notice', world.consultant.email],
    ]);
    const notice = (await outboxOf(created.paId)).find((email) => email.kind === 'agent-notice');
    expect(notice?.subject).toMatch(/^Pre-authorisation request authorised/);
    expect(notice?.text).toContain('was authorised by the policyholder and sent to the doctor');
    const live = (await tokensOf(created.paId)).filter((token) => token.revokedAt === null);
    expect(live.map((token) => token.role)).toEqual(['doctor']);
  });

  it('tells the agent once when the flag was set at the declaration: its notice is the copy', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    // The authorisation submit sets the declaration's tick with the status.
    const moved = await createTransitionEngine({ db, clock, config }).apply(
      {
        principal: policyholderOf(world),
        paId: created.paId,
        event: 'authorise-accept',
        caller: { ip: '127.0.0.1', requestId: 'test' },
        fields: { consultantsNotified: true },
      },
      (result) => result,
    );

    expect(moved.notified).toEqual(['doctor', 'insurer', 'financial-consultant']);
    const toConsultant = (await emailsAfterCreate(created.paId)).filter(
      ([, recipient]) => recipient === world.consultant.email,
    );
    expect(toConsultant).toEqual([['agent-notice', world.consultant.email]]);
  });

  it('is answered by the remote authoriser as the policyholder: its history says so, its audit names the link', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    const moved = await answer(
      world,
      created.paId,
      'authorise-reject',
      await remoteAuthoriserOf(world, created.paId),
    );

    expect(moved.row.statusCode).toBe('REM-REJ');
    const history = await historyOf(created.paId);
    expect(history.map((h) => [h.statusCode, h.actorType])).toEqual([
      ['PEN', 'insurance-agent'],
      ['REM-REJ', 'policy-holder'],
    ]);
    const [audit] = await auditOf(created.paId, 'request.authorise-reject');
    expect(audit?.actorType).toBe('remote-authoriser');
  });

  it('tells the agent when the policyholder rejects it', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    const moved = await answer(world, created.paId, 'authorise-reject');

    expect(moved.row.statusCode).toBe('REM-REJ');
    expect(moved.notified).toEqual(['financial-consultant']);
    expect(await emailsAfterCreate(created.paId)).toEqual([
      ['agent-notice', world.consultant.email],
    ]);
  });

  it('tells the agent when the policyholder cancels it before authorising it', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    const response = await command(world.login, created.paId, 'cancel', reason);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 'CAN',
      notified: ['policyholder', 'financial-consultant'],
    });
    expect(await emailsAfterCreate(created.paId)).toEqual([
      ['policyholder-copy', world.holder.email],
      ['agent-notice', world.consultant.email],
    ]);
    const notice = (await outboxOf(created.paId)).find((email) => email.kind === 'agent-notice');
    expect(notice?.subject).toMatch(/^Pre-authorisation request cancelled:/);
    expect(notice?.text).toContain('was cancelled by the policyholder');
  });

  it('tells the agent once when the policyholder cancels it after authorising it, consultants copied', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();
    await createTransitionEngine({ db, clock, config }).apply(
      {
        principal: policyholderOf(world),
        paId: created.paId,
        event: 'authorise-accept',
        caller: { ip: '127.0.0.1', requestId: 'test' },
        fields: { consultantsNotified: true },
      },
      (result) => result,
    );
    const before = (await outboxOf(created.paId)).length;

    const response = await command(world.login, created.paId, 'cancel', reason);

    expect(response.json()).toMatchObject({
      statusCode: 'CAN',
      notified: ['doctor', 'financial-consultant'],
    });
    const emails = (await outboxOf(created.paId)).slice(before);
    expect(emails.map((email) => [email.kind, email.recipient])).toEqual([
      ['request-cancelled', 'dr.chua@clinic.example.sg'],
      ['agent-notice', world.consultant.email],
    ]);
  });

  it('expires 3 calendar days after it was raised, telling the agent and the policyholder', async () => {
    const world = await agentWorld();
    const created = (await raiseFor(world)).json();

    clock.advance(RESPONSE_WINDOW_MS - 1);
    await sweepExpiredRequests({ db, clock, config }, clock.now());
    expect((await requestRow(created.paId))?.statusCode).toBe('PEN');

    clock.advance(1);
    await sweepExpiredRequests({ db, clock, config }, clock.now());

    expect((await requestRow(created.paId))?.statusCode).toBe('REM-EXP');
    expect(await emailsAfterCreate(created.paId)).toEqual([
      ['agent-notice', world.consultant.email],
      ['policyholder-copy', world.holder.email],
    ]);
    const [, agentEmail, holderEmail] = await outboxOf(created.paId);
    expect(agentEmail!.text).toContain('has expired');
    expect(holderEmail!.text).toContain('has expired');
  });
});
