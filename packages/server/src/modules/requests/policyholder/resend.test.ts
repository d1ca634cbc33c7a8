import { REQUEST_MESSAGES as M, RESEND_POLICY } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  auditOf,
  clock,
  command,
  createVia,
  expectFieldRefusals,
  expectRefusedOutside,
  historyOf,
  loginAs,
  outboxOf,
  policyholderWorld,
  requestRow,
  snapshot,
  tokenInLink,
  tokensOf,
  liveLink,
  type Login,
  type World,
} from '../test-support/request-worlds';

const DAY = 24 * 60 * 60 * 1000;

describe('PUT /api/requests/:paId/resend', () => {
  it('sends a new link to the new address, revokes the old one and restarts the 3-day window', async () => {
    const world = await policyholderWorld();
    const created = (await createVia(world.login, world.insurer.code, world.payload())).json();
    const [first] = await outboxOf(created.paId);
    const oldToken = tokenInLink(first!.text);
    clock.advance(2 * DAY);
    // The first session has long expired; another login of the same policyholder.
    const later = await loginAs(world.insurer.id, { policyholderId: world.holder.id });

    const response = await command(later, created.paId, 'resend', {
      doctorEmail: ' New.Doctor@Clinic.example.sg ',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paId: created.paId,
      erefNo: created.erefNo,
      statusCode: 'SUB',
      notified: ['doctor', 'insurer'],
    });
    expect(await requestRow(created.paId)).toMatchObject({
      statusCode: 'SUB',
      resendEmailAddress: 'new.doctor@clinic.example.sg',
      doctorEmail: 'dr.chua@clinic.example.sg',
      statusChangedAt: clock.now(),
      updatedAt: clock.now(),
      version: 2,
    });
    // The status did not change, so the history has no new entry.
    expect((await historyOf(created.paId)).map((h) => h.statusCode)).toEqual(['SUB']);
    expect(await liveLink(oldToken, clock.now())).toBeNull();
    const resent = (await outboxOf(created.paId)).slice(-2);
    expect(resent.map((m) => [m.kind, m.recipient])).toEqual([
      ['doctor-link', 'new.doctor@clinic.example.sg'],
      ['insurer-copy', 'preauth@insurer.example.sg'],
    ]);
    const newToken = tokenInLink(resent[0]!.text);
    expect(await liveLink(newToken, clock.now())).toMatchObject({
      recipientEmail: 'new.doctor@clinic.example.sg',
      expiresAt: new Date(clock.now().getTime() + 3 * DAY),
    });
    expect((await tokensOf(created.paId)).map((t) => t.revokedAt)).toEqual([clock.now(), null]);
    expect(await auditOf(created.paId, 'request.resend')).toHaveLength(1);
  });

  it('resends a request the insurer asked to amend (AME-REQ)', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'AME-REQ' });

    const response = await command(world.login, request.id, 'resend', {
      doctorEmail: 'dr.chua@clinic.example.sg',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().statusCode).toBe('AME-REQ');
  });

  it('refuses a missing or invalid address with its message', async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    const before = await snapshot(request.id);

    await expectFieldRefusals(world.login, request.id, 'resend', 'doctorEmail', [
      ['', M.enterEmail],
      ['not-an-email', M.resendEmailInvalid],
    ]);
    expect(await snapshot(request.id)).toEqual(before);
  });

  it('refuses every status but SUB and AME-REQ with 409 and changes nothing', async () => {
    const world = await policyholderWorld();
    await expectRefusedOutside(world, 'resend', { doctorEmail: 'dr@clinic.example.sg' }, [
      'SUB',
      'AME-REQ',
    ]);
  });

  it('says why: "This request can no longer be resent: it is Approved."', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'APP' });

    const response = await command(world.login, request.id, 'resend', {
      doctorEmail: 'dr@clinic.example.sg',
    });

    expect(response.json().detailMessage).toBe(
      'This request can no longer be resent: it is Approved.',
    );
  });

  it("answers 404 for another policyholder's request, audited, and 403 to other users", async () => {
    const world = await policyholderWorld();
    const theirs = await world.othersRequest();
    const before = await snapshot(theirs.id);
    const agent = await loginAs(world.insurer.id, { userType: 'insurance-agent' });
    const body = { doctorEmail: 'dr@clinic.example.sg' };

    expect((await command(world.login, theirs.id, 'resend', body)).statusCode).toBe(404);
    expect((await command(agent, theirs.id, 'resend', body)).statusCode).toBe(403);
    expect(await auditOf(theirs.id, 'request.access-denied')).toHaveLength(1);
    expect(await snapshot(theirs.id)).toEqual(before);
  });
});

describe('PUT /api/requests/:paId/resend, paced per request', () => {
  const SECOND = 1000;
  const resendTo = (login: Login, paId: string, doctorEmail = 'dr.lim@clinic.example.sg') =>
    command(login, paId, 'resend', { doctorEmail });

  /** Sends `count` resends of the request, each the gap after the last, all accepted. */
  async function resendSpaced(world: World, paId: string, count: number) {
    for (let i = 0; i < count; i++) {
      if (i > 0) clock.advance(RESEND_POLICY.gapSeconds * SECOND);
      expect((await resendTo(world.login, paId)).statusCode).toBe(200);
    }
  }

  /** Checks the resend is refused with 429, `retryAfter` and `message`, and wrote nothing. */
  async function expectPaced(login: Login, paId: string, retryAfter: number, message: string) {
    const before = await snapshot(paId);
    const resends = (await auditOf(paId, 'request.resend')).length;

    const refused = await resendTo(login, paId, 'someone.else@example.sg');

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(retryAfter));
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', detailMessage: message });
    // No email, no new link, the old link still live, no audit entry.
    expect(await snapshot(paId)).toEqual(before);
    expect(await auditOf(paId, 'request.resend')).toHaveLength(resends);
  }

  it(`refuses a resend within ${RESEND_POLICY.gapSeconds} seconds of the last one, with the seconds left`, async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    await resendSpaced(world, request.id, 1);

    clock.advance(20 * SECOND);
    await expectPaced(
      world.login,
      request.id,
      RESEND_POLICY.gapSeconds - 20,
      'This request was sent to the doctor moments ago. Please wait 40 seconds before sending it again.',
    );
    clock.advance((RESEND_POLICY.gapSeconds - 20) * SECOND);
    expect((await resendTo(world.login, request.id)).statusCode).toBe(200);
  });

  it(`refuses the ${RESEND_POLICY.maxPerHour + 1}th resend within an hour until the first of them is an hour old`, async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    await resendSpaced(world, request.id, RESEND_POLICY.maxPerHour);
    clock.advance(RESEND_POLICY.gapSeconds * SECOND);

    // The first was sent 5 minutes ago: 55 minutes left.
    await expectPaced(
      world.login,
      request.id,
      55 * 60,
      `This request has been sent to the doctor ${RESEND_POLICY.maxPerHour} times in the last hour. Please try again in 55 minutes.`,
    );
    clock.advance((55 * 60 - 1) * SECOND);
    // The first session has been idle too long by now; another login of the same policyholder.
    const later = await loginAs(world.insurer.id, { policyholderId: world.holder.id });
    await expectPaced(
      later,
      request.id,
      1,
      `This request has been sent to the doctor ${RESEND_POLICY.maxPerHour} times in the last hour. Please try again in 1 minute.`,
    );
    clock.advance(SECOND);
    expect((await resendTo(later, request.id)).statusCode).toBe(200);
  });

  it('lets parallel resends through one at a time, so they cannot pass the gap or the cap', async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    const parallel = () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          resendTo(world.login, request.id, `doctor-${i}@clinic.example.sg`),
        ),
      );

    const first = await parallel();
    expect(first.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of first.filter((r) => r.statusCode !== 200)) {
      expect([409, 429]).toContain(refused.statusCode);
    }

    // Rounds of parallel resends, each a gap apart, up to the hour's cap and past it.
    for (let round = 0; round < RESEND_POLICY.maxPerHour + 2; round++) {
      clock.advance(RESEND_POLICY.gapSeconds * SECOND);
      await parallel();
    }

    expect(await auditOf(request.id, 'request.resend')).toHaveLength(RESEND_POLICY.maxPerHour);
    const doctorLinks = (await outboxOf(request.id)).filter((m) => m.kind === 'doctor-link');
    expect(doctorLinks).toHaveLength(RESEND_POLICY.maxPerHour);
  });

  it("paces each request on its own, and counts resends only, not the request's first email", async () => {
    const world = await policyholderWorld();
    const created = (await createVia(world.login, world.insurer.code, world.payload())).json();
    const other = await world.requestForNewPatient();

    expect((await resendTo(world.login, created.paId)).statusCode).toBe(200);
    expect((await resendTo(world.login, other.id)).statusCode).toBe(200);
  });
});
