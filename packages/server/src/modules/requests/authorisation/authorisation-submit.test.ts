import { AUTHORISATION_MESSAGES, AUTHORISATION_POLICY } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createPolicyholder } from '../../../../test/factories';
import { recordAuthorisationProof } from '../access/authorisation-proofs';
import {
  anotherPending,
  authorisationWorld,
  submitDeclaration,
  verifiedPin,
  type AuthorisationWorld,
} from '../test-support/authorisation-worlds';
import { app, clock, db, historyOf, requestRow, snapshot } from '../test-support/request-worlds';

/** The declaration's submit must be refused with the proof message, and nothing written. */
async function expectRefused(
  world: AuthorisationWorld,
  paId: string,
  declaration: Partial<Parameters<typeof submitDeclaration>[2]> = {},
) {
  const before = await snapshot(paId);
  const response = await submitDeclaration(world.login, paId, {
    insurerCode: world.insurer.code,
    ...declaration,
  });
  expect(response.statusCode).toBe(403);
  expect(response.json().detailMessage).toBe(AUTHORISATION_MESSAGES.proofMissing);
  expect(await snapshot(paId)).toEqual(before);
}

describe('PUT /api/requests/:paId/submit', () => {
  it('accepts after an emailed PIN: PEN → SUB, with the ticks stored', async () => {
    const world = await authorisationWorld();
    const { login, pending } = world;
    await verifiedPin(login, login.user.id, pending.id, 'EMAIL');

    const response = await submitDeclaration(login, pending.id, {
      insurerCode: world.insurer.code,
      fcNeedstobeNotified: true,
      hasRecommendedbyServiceprovider: true,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paId: pending.id,
      erefNo: pending.erefNo,
      statusCode: 'SUB',
    });
    expect(await requestRow(pending.id)).toMatchObject({
      statusCode: 'SUB',
      consultantsNotified: true,
      recommendedByServiceProvider: true,
    });
    expect((await historyOf(pending.id)).map((h) => h.statusCode)).toEqual(['SUB']);
  });

  it('keeps the consultant flag off when the request has no consultant', async () => {
    const world = await authorisationWorld();
    const other = await world.requestForNewPatient({
      statusCode: 'PEN',
      creatorRole: 'insurance-agent',
      consultantId: null,
    });
    await verifiedPin(world.login, world.login.user.id, other.id, 'SMS');

    await submitDeclaration(world.login, other.id, {
      insurerCode: world.insurer.code,
      authMethod: 'SMS',
      fcNeedstobeNotified: true,
    });

    expect((await requestRow(other.id))?.consultantsNotified).toBe(false);
  });

  it('rejects after a texted PIN: PEN → REM-REJ', async () => {
    const world = await authorisationWorld();
    const { login, pending } = world;
    await verifiedPin(login, login.user.id, pending.id, 'SMS');

    const response = await submitDeclaration(login, pending.id, {
      insurerCode: world.insurer.code,
      type: 'reject',
      authMethod: 'SMS',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().statusCode).toBe('REM-REJ');
    expect((await requestRow(pending.id))?.statusCode).toBe('REM-REJ');
  });

  it('is refused without a verified PIN, and with one of another request, method or person', async () => {
    const world = await authorisationWorld();
    const { login, pending } = world;
    await expectRefused(world, pending.id);

    const other = await anotherPending(world);
    await verifiedPin(login, login.user.id, other.id, 'EMAIL');
    await expectRefused(world, pending.id);

    await verifiedPin(login, login.user.id, pending.id, 'SMS');
    await expectRefused(world, pending.id, { authMethod: 'EMAIL' });
    await expectRefused(world, pending.id, { authMethod: 'SP' });

    const someoneElse = await createPolicyholder(db, world.insurer.id);
    const stranger = await anotherPending(world);
    await recordAuthorisationProof(
      db,
      { paId: stranger.id, policyholderId: someoneElse.id, method: 'EMAIL' },
      clock.now(),
    );
    await expectRefused(world, stranger.id);
  });

  it('is refused 10 minutes after the PIN was verified', async () => {
    const world = await authorisationWorld();
    await verifiedPin(world.login, world.login.user.id, world.pending.id, 'EMAIL');
    clock.advance(AUTHORISATION_POLICY.proofLifetimeMs);

    await expectRefused(world, world.pending.id);
  });

  it('uses the proof up: one verified PIN moves one request once', async () => {
    const world = await authorisationWorld();
    const { login, pending, insurer } = world;
    await verifiedPin(login, login.user.id, pending.id, 'EMAIL');
    const accepted = await submitDeclaration(login, pending.id, { insurerCode: insurer.code });
    expect(accepted.statusCode).toBe(200);

    const again = await submitDeclaration(login, pending.id, { insurerCode: insurer.code });

    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_ALLOWED_IN_STATUS');
  });

  it('answers a retry with the same Idempotency-Key with its first answer', async () => {
    const world = await authorisationWorld();
    const { login, pending, insurer } = world;
    await verifiedPin(login, login.user.id, pending.id, 'EMAIL');
    const key = { 'idempotency-key': 'authorise-once-1234' };

    const first = await submitDeclaration(login, pending.id, { insurerCode: insurer.code }, key);
    const retry = await submitDeclaration(login, pending.id, { insurerCode: insurer.code }, key);

    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await historyOf(pending.id)).toHaveLength(1);
  });

  it("refuses a request not in PEN (409), another insurer's code (404) and the terms unticked (400)", async () => {
    const world = await authorisationWorld();
    const { login, insurer } = world;
    const submitted = await world.requestForNewPatient({ statusCode: 'SUB' });
    await verifiedPin(login, login.user.id, world.pending.id, 'EMAIL');

    const notPending = await submitDeclaration(login, submitted.id, { insurerCode: insurer.code });
    const elsewhere = await submitDeclaration(login, world.pending.id, { insurerCode: 'NOSUCH' });
    const unticked = await app.inject({
      method: 'PUT',
      url: `/api/requests/${world.pending.id}/submit`,
      headers: { authorization: login.authorization },
      payload: {
        paId: world.pending.id,
        insurerCode: insurer.code,
        type: 'accept',
        authMethod: 'EMAIL',
        terms: false,
      },
    });

    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    expect(elsewhere.statusCode).toBe(404);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().issues).toEqual([
      { path: 'terms', message: AUTHORISATION_MESSAGES.acceptTerms },
    ]);
    expect((await requestRow(world.pending.id))?.statusCode).toBe('PEN');
  });
});
