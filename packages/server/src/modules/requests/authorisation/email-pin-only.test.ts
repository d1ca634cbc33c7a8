import { AUTHORISATION_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { recordAuthorisationProof } from '../access/authorisation-proofs';
import {
  sendPin,
  submitDeclaration,
  verifiedPin,
  type Authoriser,
} from '../test-support/authorisation-worlds';
import { linkHolderWorld, verifiedLinkSession } from '../test-support/link-worlds';
import {
  app,
  clock,
  config,
  db,
  outboxOf,
  policyholderWorld,
  requestRow,
  snapshot,
} from '../test-support/request-worlds';

// A request the insured patient raised for themselves (record 084; 000 §2.8: no method choice) is
// authorised with the emailed PIN only: the server refuses SMS, Singpass and the REM password
// whatever a caller sends, the logged-in policyholder's and the emailed link's alike.
const env = { app, db, clock, config };
const M = AUTHORISATION_MESSAGES;

/** The policyholder logged in, with a request its patient raised waiting for authorisation. */
async function patientsRequest() {
  const world = await policyholderWorld();
  const pending = await world.request({ statusCode: 'PEN', creatorRole: 'insured-patient' });
  return { world, login: world.login, pending };
}

const bearerOf = (as: Authoriser) => (typeof as === 'string' ? `Bearer ${as}` : as.authorization);

const remoteAuthorise = (as: Authoriser, paId: string, otp: string) =>
  app.inject({
    method: 'POST',
    url: `/api/authorise-request/${paId}/remote-authentication`,
    headers: { authorization: bearerOf(as) },
    payload: { otp },
  });

const singpassStart = (as: Authoriser, insurerCode: string, paId: string) =>
  app.inject({
    method: 'GET',
    url: '/api/digital-identity/state',
    query: { insurerCode, paId },
    headers: { authorization: bearerOf(as) },
  });

/** A refusal naming the one method the request takes. */
function expectEmailOnly(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ detailMessage: M.emailPinOnly });
}

describe('authorising a request the insured patient raised: the emailed PIN only', () => {
  it('refuses an SMS PIN, the REM password and Singpass to the logged-in policyholder, sending and changing nothing', async () => {
    const { world, login, pending } = await patientsRequest();
    const before = await snapshot(pending.id);
    const [year, month, day] = world.holder.dob.split('-');

    expectEmailOnly(await sendPin(login, login.user.id, pending.id, 'SMS'));
    expectEmailOnly(
      await remoteAuthorise(login, pending.id, `${day}${month}${year}${pending.policyholderNric}`),
    );
    expectEmailOnly(await singpassStart(login, world.insurer.code, pending.id));

    expect(await outboxOf(pending.id)).toEqual([]);
    expect(await snapshot(pending.id)).toEqual(before);
  });

  it('refuses a declaration under another method even with its proof, and takes the emailed PIN', async () => {
    const { world, login, pending } = await patientsRequest();
    // A Singpass proof as a login from before this rule would have left it.
    const proof = {
      paId: pending.id,
      policyholderId: pending.policyholderId,
      method: 'SP' as const,
    };
    await recordAuthorisationProof(db, proof, clock.now());
    const before = await snapshot(pending.id);

    const bySingpass = await submitDeclaration(login, pending.id, {
      insurerCode: world.insurer.code,
      authMethod: 'SP',
    });

    expectEmailOnly(bySingpass);
    expect(await snapshot(pending.id)).toEqual(before);

    await verifiedPin(login, login.user.id, pending.id, 'EMAIL');
    const byEmail = await submitDeclaration(login, pending.id, {
      insurerCode: world.insurer.code,
      authMethod: 'EMAIL',
    });
    expect(byEmail.statusCode).toBe(200);
    expect((await requestRow(pending.id))?.statusCode).toBe('SUB');
  });

  it('lets the emailed link in with its password, then takes the emailed PIN and refuses the SMS one', async () => {
    const world = await linkHolderWorld(env, 'remote-authoriser', {
      request: { creatorRole: 'insured-patient' },
    });
    // The link's identity check and password (000 §2.2), as for any request.
    const bearer = await verifiedLinkSession(env, world);

    expectEmailOnly(await sendPin(bearer, world.holder.id, world.request.id, 'SMS'));
    await verifiedPin(bearer, world.holder.id, world.request.id, 'EMAIL');
    const accepted = await submitDeclaration(bearer, world.request.id, {
      insurerCode: world.insurer.code,
      authMethod: 'EMAIL',
    });

    expect(accepted.statusCode).toBe(200);
    expect((await requestRow(world.request.id))?.statusCode).toBe('SUB');
  });
});
