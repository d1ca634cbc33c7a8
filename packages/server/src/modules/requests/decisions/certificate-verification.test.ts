import { CERTIFICATE_VERIFICATION_POLICY, VERIFICATION_MESSAGES as V } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { freshAddress } from '../test-support/link-worlds';
import { app, clock, command, db } from '../test-support/request-worlds';
import { decide, decisionWorld } from '../test-support/decision-worlds';

const verify = (body: object, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/certificates/verify', remoteAddress, payload: body });

/** An approved request of a new insurer, and what its certificate prints. */
async function approved() {
  const world = await decisionWorld();
  const response = await decide(world.adjudicator, world.request.id, 'approve');
  const [decision] = await db
    .select()
    .from(t.paDecisions)
    .where(eq(t.paDecisions.id, response.json().decisionId));
  const body = {
    erefNo: world.request.erefNo,
    code: decision!.verificationCode!,
    dateOfBirth: world.request.patientDateOfBirth,
  };
  return { world, body };
}

const NOT_CONFIRMED = { outcome: 'not-confirmed', message: V.notConfirmed, certificate: null };

describe('POST /api/certificates/verify', () => {
  it('confirms a genuine certificate, showing only the insurer, reference, status and decision date', async () => {
    const { world, body } = await approved();

    // Typed as a reader might: lower case, with the printed hyphen.
    const typed = `${body.code.slice(0, 5)}-${body.code.slice(5)}`.toLowerCase();
    const response = await verify({ ...body, erefNo: body.erefNo.toLowerCase(), code: typed });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'approved',
      message: V.approved,
      certificate: {
        insurerName: world.insurer.name,
        erefNo: world.request.erefNo,
        statusCode: 'APP',
        // The fake clock's 2026-11-02 09:00 UTC is the same day in Singapore.
        decisionDate: '2026-11-02',
      },
    });
  });

  it('answers the same for a forged code, a wrong date of birth and an unknown reference', async () => {
    const { body } = await approved();
    const forged = body.code === 'ABCDEFGHJK' ? 'ABCDEFGHJM' : 'ABCDEFGHJK';

    for (const wrong of [
      { code: forged },
      { dateOfBirth: '1999-01-01' },
      { erefNo: 'PA2026-999999' },
    ]) {
      const response = await verify({ ...body, ...wrong });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(NOT_CONFIRMED);
    }
  });

  it('says no longer approved once the policyholder has amended the request', async () => {
    const { world, body } = await approved();
    clock.advance(60_000);
    const amended = await command(world.login, world.request.id, 'amend', {
      amendReason: 'The surgery date has moved.',
    });
    expect(amended.statusCode).toBe(200);

    const response = await verify(body);

    expect(response.json()).toMatchObject({
      outcome: 'no-longer-approved',
      message: V.noLongerApproved,
      certificate: { erefNo: world.request.erefNo, statusCode: 'AMEND' },
    });
  });

  it('refuses a body without its fields with 400 and the field messages', async () => {
    const response = await verify({ erefNo: '', code: ' ', dateOfBirth: '31-02-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'erefNo', message: V.erefNoRequired },
      { path: 'code', message: V.codeRequired },
      { path: 'dateOfBirth', message: V.dateOfBirthRequired },
    ]);
  });

  it(`allows ${CERTIFICATE_VERIFICATION_POLICY.perAddressMax} checks per address, then answers 429`, async () => {
    const { body } = await approved();
    const address = freshAddress();

    for (let i = 0; i < CERTIFICATE_VERIFICATION_POLICY.perAddressMax; i += 1) {
      expect((await verify({ ...body, code: 'ABCDEFGHJK' }, address)).statusCode).toBe(200);
    }
    const limited = await verify(body, address);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(
      CERTIFICATE_VERIFICATION_POLICY.perAddressWindowMs / 1000,
    );
    // Another address still gets its answer.
    expect((await verify(body)).json().outcome).toBe('approved');
  });
});
