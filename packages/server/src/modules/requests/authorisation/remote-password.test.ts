import { AUTHORISATION_MESSAGES, AUTHORISATION_POLICY } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  authorisationWorld,
  submitDeclaration,
  verifiedPin,
  type AuthorisationWorld,
  type Authoriser,
} from '../test-support/authorisation-worlds';
import { linkHolderWorld, verifiedLinkSession } from '../test-support/link-worlds';
import { app, auditOf, clock, config, db, requestRow } from '../test-support/request-worlds';

const MAX = AUTHORISATION_POLICY.remotePasswordMaxFailures;

/** The REM password (000 §2.2): the policyholder's DOB as DDMMYYYY, then the NRIC. */
const rightPassword = ({ holder, pending }: AuthorisationWorld) => {
  const [year, month, day] = holder.dob.split('-');
  return `${day}${month}${year}${pending.policyholderNric}`;
};

const remoteAuthorise = (as: Authoriser, paId: string, otp: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/authorise-request/${paId}/remote-authentication`,
    headers: { authorization: typeof as === 'string' ? `Bearer ${as}` : as.authorization },
    payload: { otp },
  });

const wrongTimes = async (world: AuthorisationWorld, times: number) => {
  const answers = [];
  for (let i = 0; i < times; i += 1) {
    answers.push(await remoteAuthorise(world.login, world.pending.id, '01011970S0000000Z'));
  }
  return answers;
};

describe('POST /api/authorise-request/:paId/remote-authentication (REM)', () => {
  it('takes the DOB and NRIC of the policyholder (any case) and lets the declaration be submitted under REM', async () => {
    const world = await authorisationWorld();

    const passed = await remoteAuthorise(
      world.login,
      world.pending.id,
      rightPassword(world).toLowerCase(),
    );
    const submitted = await submitDeclaration(world.login, world.pending.id, {
      insurerCode: world.insurer.code,
      authMethod: 'REM',
    });

    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ authMethod: 'REM' });
    expect(submitted.statusCode).toBe(200);
    expect((await requestRow(world.pending.id))?.statusCode).toBe('SUB');
    const [verified] = await auditOf(world.pending.id, 'authorisation.rem-verified');
    expect(verified?.details).toEqual({ attempt: 1 });
  });

  it('lets a reject be submitted under REM too', async () => {
    const world = await authorisationWorld();
    await remoteAuthorise(world.login, world.pending.id, rightPassword(world));

    const rejected = await submitDeclaration(world.login, world.pending.id, {
      insurerCode: world.insurer.code,
      authMethod: 'REM',
      type: 'reject',
    });

    expect(rejected.statusCode).toBe(200);
    expect((await requestRow(world.pending.id))?.statusCode).toBe('REM-REJ');
  });

  it('refuses a submit under REM without a passed password', async () => {
    const world = await authorisationWorld();
    await wrongTimes(world, 1);

    const submitted = await submitDeclaration(world.login, world.pending.id, {
      insurerCode: world.insurer.code,
      authMethod: 'REM',
    });

    expect(submitted.statusCode).toBe(403);
    expect(submitted.json().detailMessage).toBe(AUTHORISATION_MESSAGES.proofMissing);
  });

  it('counts wrong passwords with the tries left, and the 5th locks REM for the request', async () => {
    const world = await authorisationWorld();

    const answers = await wrongTimes(world, MAX);
    const afterLock = await remoteAuthorise(world.login, world.pending.id, rightPassword(world));

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 403]);
    expect(answers[0]!.json().issues).toEqual([
      {
        path: 'otp',
        message:
          'The password does not match our records. Please check and try again. 4 tries left.',
      },
    ]);
    expect(answers[3]!.json().detailMessage).toContain('1 try left.');
    expect(answers[4]!.json().detailMessage).toBe(AUTHORISATION_MESSAGES.remoteLocked);
    expect(afterLock.statusCode).toBe(403);
    expect(afterLock.json().detailMessage).toBe(AUTHORISATION_MESSAGES.remoteLocked);
    const failed = await auditOf(world.pending.id, 'authorisation.rem-failed');
    expect(failed.map((entry) => entry.details)).toEqual([
      { attempt: 1, reason: 'wrong' },
      { attempt: 2, reason: 'wrong' },
      { attempt: 3, reason: 'wrong' },
      { attempt: 4, reason: 'wrong' },
      { attempt: 5, reason: 'locked' },
      { attempt: null, reason: 'locked' },
    ]);
    expect(JSON.stringify(failed)).not.toContain(world.pending.policyholderNric);
  });

  it('leaves the Email PIN usable once REM is locked', async () => {
    const world = await authorisationWorld();
    await wrongTimes(world, MAX);

    await verifiedPin(world.login, world.login.user.id, world.pending.id, 'EMAIL');
    const submitted = await submitDeclaration(world.login, world.pending.id, {
      insurerCode: world.insurer.code,
      authMethod: 'EMAIL',
    });

    expect(submitted.statusCode).toBe(200);
    expect((await requestRow(world.pending.id))?.statusCode).toBe('SUB');
  });

  it('forgives the wrong tries after a right password', async () => {
    const world = await authorisationWorld();
    await wrongTimes(world, MAX - 1);
    await remoteAuthorise(world.login, world.pending.id, rightPassword(world));

    const answers = await wrongTimes(world, 1);

    expect(answers[0]!.json().detailMessage).toContain(`${MAX - 1} tries left.`);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['two lines', '01011970\nS1234567D'],
    ['too long', '0'.repeat(41)],
    ['not text', 1234],
  ])('answers a malformed password (%s) 400 without spending a try', async (_, otp) => {
    const world = await authorisationWorld();

    const malformed = await remoteAuthorise(world.login, world.pending.id, otp);
    const wrong = await wrongTimes(world, 1);

    expect(malformed.statusCode).toBe(400);
    expect(wrong[0]!.json().detailMessage).toContain(`${MAX - 1} tries left.`);
    expect(await auditOf(world.pending.id, 'authorisation.rem-failed')).toHaveLength(1);
  });

  it("refuses another policyholder's request (404) and one not waiting for authorisation (409)", async () => {
    const world = await authorisationWorld();
    const others = await world.othersRequest();
    const submitted = await world.requestForNewPatient({ statusCode: 'SUB' });

    const notMine = await remoteAuthorise(world.login, others.id, rightPassword(world));
    const notPending = await remoteAuthorise(world.login, submitted.id, rightPassword(world));

    expect(notMine.statusCode).toBe(404);
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    expect(await auditOf(others.id, 'authorisation.rem-failed')).toEqual([]);
  });

  it("is the logged-in policyholder's method only: the remote authoriser's session is refused (403)", async () => {
    const env = { app, db, clock, config };
    const world = await linkHolderWorld(env, 'remote-authoriser', {
      request: { creatorRole: 'insurance-agent' },
    });
    const bearer = await verifiedLinkSession(env, world);

    const answer = await remoteAuthorise(bearer, world.request.id, world.remotePassword);

    expect(answer.statusCode).toBe(403);
  });
});
