import {
  CERTIFICATE_VERIFICATION_POLICY,
  DEFAULT_INSURER_POLICY,
  VERIFICATION_MESSAGES as V,
  singaporeDate,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { saveInsurerPolicy } from '../lifecycle/insurer-policy.repository';
import { freshAddress } from '../test-support/link-worlds';
import { app, clock, command, db } from '../test-support/request-worlds';
import { REDUCTION, decide, decisionWorld } from '../test-support/decision-worlds';

const verify = (body: object, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/certificates/verify', remoteAddress, payload: body });

const setValidity = (insurerId: string, certificateValidityDays: number) =>
  saveInsurerPolicy(
    db,
    insurerId,
    { ...DEFAULT_INSURER_POLICY, certificateValidityDays },
    clock.now(),
  );

/**
 * An approved request of a new insurer (its certificate valid for `validityDays`), the surgeon's
 * fee lowered from 3,800 to 3,500, and what its certificate prints.
 */
async function approved(validityDays = 60) {
  const world = await decisionWorld();
  await setValidity(world.insurer.id, validityDays);
  const response = await decide(world.adjudicator, world.request.id, 'approve', {
    approvedAmounts: [{ fee: 'surgeon', index: 0, amount: '3500', reasonCode: REDUCTION.code }],
  });
  const [decision] = await db
    .select()
    .from(t.paDecisions)
    .where(eq(t.paDecisions.id, response.json().decisionId));
  const body = {
    erefNo: world.request.erefNo,
    code: decision!.verificationCode!,
    dateOfBirth: world.request.patientDateOfBirth,
  };
  return { world, body, decisionId: decision!.id };
}

const NOT_CONFIRMED = { outcome: 'not-confirmed', message: V.notConfirmed, certificate: null };

describe('POST /api/certificates/verify', () => {
  it('confirms a genuine certificate with its validity and approved amounts, and nothing personal', async () => {
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
        // The fake clock's 2026-11-02 09:00 UTC is the same day in Singapore; 60 days later.
        decisionDate: '2026-11-02',
        validUntil: '2027-01-01',
        // 12,320 less the 300 taken off the surgeon's fee.
        approvedTotal: '12020.00',
        lines: [
          { fee: 'surgeon', index: 0, approvedAmount: '3500.00' },
          { fee: 'anaesthetist', index: 0, approvedAmount: '1220.00' },
          { fee: 'attendance', index: null, approvedAmount: '150.00' },
          { fee: 'other', index: 0, approvedAmount: '350.00' },
          { fee: 'hospital-charges', index: null, approvedAmount: '6800.00' },
        ],
      },
    });
    // No name, NRIC, procedure or diagnosis: only what tells an edited certificate apart.
    const text = response.body;
    for (const personal of [
      world.request.patientName,
      'SF801H',
      world.request.patientDateOfBirth,
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it("keeps the validity fixed at the approval when the insurer's setting changes later", async () => {
    const { world, body } = await approved(60);
    await setValidity(world.insurer.id, 5);

    const response = await verify(body);

    expect(response.json().certificate.validUntil).toBe('2027-01-01');
  });

  it('says expired past the last valid day in Singapore, and still shows what was approved', async () => {
    const { body, decisionId } = await approved();
    const yesterday = singaporeDate(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000));
    await db
      .update(t.paDecisions)
      .set({ validUntil: yesterday })
      .where(eq(t.paDecisions.id, decisionId));

    const response = await verify(body);

    expect(response.json()).toMatchObject({
      outcome: 'expired',
      message: V.expired,
      certificate: { statusCode: 'APP', validUntil: yesterday, approvedTotal: '12020.00' },
    });
  });

  it('is still valid on its last day', async () => {
    const { body, decisionId } = await approved();
    await db
      .update(t.paDecisions)
      .set({ validUntil: singaporeDate(clock.now()) })
      .where(eq(t.paDecisions.id, decisionId));

    expect((await verify(body)).json().outcome).toBe('approved');
  });

  it('answers the same for a forged code, a wrong date of birth, an unknown reference and another request’s code', async () => {
    const { body } = await approved();
    const other = await approved();
    const forged = body.code === 'ABCDEFGHJK' ? 'ABCDEFGHJM' : 'ABCDEFGHJK';

    for (const wrong of [
      { code: forged },
      { dateOfBirth: '1999-01-01' },
      { erefNo: 'PA2026-999999' },
      { code: other.body.code },
      { erefNo: other.body.erefNo },
    ]) {
      const response = await verify({ ...body, ...wrong });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(NOT_CONFIRMED);
    }
  });

  it('says no longer approved once the policyholder has amended the request, expired or not', async () => {
    const { world, body, decisionId } = await approved();
    await db
      .update(t.paDecisions)
      .set({ validUntil: '2026-11-01' })
      .where(eq(t.paDecisions.id, decisionId));
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
