import { LINK_MESSAGES, OTP_POLICY, AUTHORISATION_MESSAGES } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditText } from '../../../../test/audit-text';
import * as t from '../../../core/db/schema';
import {
  anotherPending,
  authorisationWorld,
  sendPin,
  sentPin,
  verifyPin,
} from '../test-support/authorisation-worlds';
import { app, auditOf, clock, db, outboxOf } from '../test-support/request-worlds';

const SECOND = 1000;

describe('POST /api/users/:userId/send', () => {
  it('emails the policyholder a 6-digit PIN and answers the masked address and the countdown', async () => {
    const world = await authorisationWorld();
    const { login, pending, holder } = world;

    const response = await sendPin(login, login.user.id, pending.id, 'EMAIL');

    expect(response.statusCode).toBe(200);
    const [local, domain] = holder.email.split('@');
    expect(response.json()).toEqual({
      pinSentTo: `${local![0]}***${local!.at(-1)}@${domain}`,
      pinSentAt: clock.now().toISOString(),
      resendAfterSeconds: OTP_POLICY.resendCountdownSeconds,
      expiresInSeconds: OTP_POLICY.lifetimeMs / 1000,
      delivery: 'sending',
    });
    const { message, pin } = await sentPin(pending.id, 'EMAIL');
    expect(message.recipient).toBe(holder.email);
    expect(pin).toMatch(/^\d{6}$/);
    const [audit] = await auditOf(pending.id, 'authorisation.pin-sent');
    expect(audit?.details).toEqual({ method: 'EMAIL' });
    expect(auditText([audit!])).not.toContain(pin);
  });

  it('says the PIN is to reject the request when the person is rejecting, by email and by SMS', async () => {
    const { login, pending } = await authorisationWorld();

    await sendPin(login, login.user.id, pending.id, 'EMAIL', 'reject');
    clock.advance(OTP_POLICY.resendCountdownSeconds * SECOND);
    await sendPin(login, login.user.id, pending.id, 'SMS', 'reject');

    for (const method of ['EMAIL', 'SMS'] as const) {
      const { message, pin } = await sentPin(pending.id, method);
      expect(message.text).toContain(
        `Your one-time PIN to reject pre-authorisation request ${pending.erefNo} is ${pin}.`,
      );
      expect(message.text).not.toContain('to authorise');
    }
  });

  it('says the PIN is to authorise the request when the person is accepting', async () => {
    const { login, pending } = await authorisationWorld();

    await sendPin(login, login.user.id, pending.id, 'EMAIL', 'accept');

    const { message, pin } = await sentPin(pending.id, 'EMAIL');
    expect(message.text).toContain(
      `Your one-time PIN to authorise pre-authorisation request ${pending.erefNo} is ${pin}.`,
    );
  });

  it('texts the PIN to the policyholder’s mobile in E.164 and masks the number', async () => {
    const { login, pending } = await authorisationWorld();

    const response = await sendPin(login, login.user.id, pending.id, 'SMS');

    expect(response.statusCode).toBe(200);
    expect(response.json().pinSentTo).toBe('+65 ****4567');
    const { message } = await sentPin(pending.id, 'SMS');
    expect(message).toMatchObject({ channel: 'sms', recipient: '+6591234567', subject: '' });
  });

  it('answers a second Accept within 60 seconds with the PIN already sent (no new one), then sends one', async () => {
    const { login, pending } = await authorisationWorld();
    const first = await sendPin(login, login.user.id, pending.id, 'EMAIL');
    const { pin } = await sentPin(pending.id, 'EMAIL');
    clock.advance(20 * SECOND);

    const early = await sendPin(login, login.user.id, pending.id, 'EMAIL');
    const stillSent = await sentPin(pending.id, 'EMAIL');
    clock.advance(40 * SECOND);
    const later = await sendPin(login, login.user.id, pending.id, 'EMAIL');

    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({
      pinSentTo: first.json().pinSentTo,
      pinSentAt: first.json().pinSentAt,
      resendAfterSeconds: 40,
      expiresInSeconds: 580,
      delivery: 'sending',
    });
    expect(stillSent.pin).toBe(pin);
    expect(later.json()).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(await auditOf(pending.id, 'authorisation.pin-sent')).toHaveLength(2);
    expect(
      (await verifyPin(login, pending.id, 'EMAIL', (await sentPin(pending.id, 'EMAIL')).pin))
        .statusCode,
    ).toBe(200);
  });

  it('sends no more than 5 an hour', async () => {
    const { login, pending } = await authorisationWorld();
    const answers = [];
    for (let i = 0; i < OTP_POLICY.maxSendsPerHour + 1; i += 1) {
      answers.push((await sendPin(login, login.user.id, pending.id, 'SMS')).statusCode);
      clock.advance(OTP_POLICY.resendCountdownSeconds * SECOND);
    }

    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const sixth = await sendPin(login, login.user.id, pending.id, 'SMS');
    expect(sixth.headers['retry-after']).toBe(String(60 * 60 - 6 * 60));
    expect(sixth.json().detailMessage).toBe(
      'Too many OTPs were sent. Please try again in 54 minutes.',
    );
  });

  it("refuses a user id that is not the caller's (403), another's request (404), a request not in PEN (409)", async () => {
    const world = await authorisationWorld();
    const { login } = world;
    const submitted = await world.requestForNewPatient({ statusCode: 'SUB' });
    const others = await world.othersRequest();

    const notMe = await sendPin(login, world.holder.id, world.pending.id, 'EMAIL');
    const notMine = await sendPin(login, login.user.id, others.id, 'EMAIL');
    const notPending = await sendPin(login, login.user.id, submitted.id, 'EMAIL');

    expect(notMe.statusCode).toBe(403);
    expect(notMine.statusCode).toBe(404);
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    for (const paId of [world.pending.id, others.id, submitted.id]) {
      expect(await outboxOf(paId)).toEqual([]);
    }
  });

  it('refuses an SMS when the policyholder has no usable mobile number (409)', async () => {
    const world = await authorisationWorld();
    await db
      .update(t.policyholders)
      .set({ contactNo: 'none' })
      .where(eq(t.policyholders.id, world.holder.id));

    const response = await sendPin(world.login, world.login.user.id, world.pending.id, 'SMS');

    expect(response.statusCode).toBe(409);
    expect(response.json().detailMessage).toBe(AUTHORISATION_MESSAGES.smsUnavailable);
  });
});

describe('GET /api/authorise-request/:paId/pin', () => {
  it("answers the method's PIN (404 before one is sent) and whether its message went", async () => {
    const { login, pending } = await authorisationWorld();
    const pinOf = () =>
      app.inject({
        method: 'GET',
        url: `/api/authorise-request/${pending.id}/pin?authMethod=SMS`,
        headers: { authorization: login.authorization },
      });
    const before = await pinOf();
    await sendPin(login, login.user.id, pending.id, 'SMS');
    clock.advance(3 * SECOND);
    const sending = await pinOf();
    await db.update(t.outbox).set({ status: 'failed' }).where(eq(t.outbox.paId, pending.id));
    const failed = await pinOf();

    expect(before.statusCode).toBe(404);
    expect(sending.json()).toMatchObject({
      pinSentTo: '+65 ****4567',
      resendAfterSeconds: 57,
      expiresInSeconds: 597,
      delivery: 'sending',
    });
    expect(failed.json().delivery).toBe('failed');
    // A PIN that could not be sent is no reason to wait: the next Accept sends a new one.
    const again = await sendPin(login, login.user.id, pending.id, 'SMS');
    expect(again.json()).toMatchObject({ resendAfterSeconds: 60, delivery: 'sending' });
  });
});

describe('POST /api/authorise-request/:paId/verify', () => {
  it('checks the PIN and records the proof, valid 10 minutes', async () => {
    const { login, pending, holder } = await authorisationWorld();
    await sendPin(login, login.user.id, pending.id, 'SMS');

    const response = await verifyPin(
      login,
      pending.id,
      'SMS',
      (await sentPin(pending.id, 'SMS')).pin,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authMethod: 'SMS',
      validUntil: new Date(clock.now().getTime() + 10 * 60 * SECOND).toISOString(),
    });
    const proofs = await db
      .select()
      .from(t.authorisationProofs)
      .where(eq(t.authorisationProofs.paId, pending.id));
    expect(proofs).toMatchObject([{ policyholderId: holder.id, method: 'SMS', consumedAt: null }]);
  });

  it('refuses a wrong PIN, a PIN of the other method, and a used one with the link PIN messages', async () => {
    const { login, pending } = await authorisationWorld();
    await sendPin(login, login.user.id, pending.id, 'EMAIL');
    const { pin } = await sentPin(pending.id, 'EMAIL');
    const wrong = pin === '000000' ? '000001' : '000000';

    const wrongPin = await verifyPin(login, pending.id, 'EMAIL', wrong);
    const otherMethod = await verifyPin(login, pending.id, 'SMS', pin);
    const right = await verifyPin(login, pending.id, 'EMAIL', pin);
    const again = await verifyPin(login, pending.id, 'EMAIL', pin);

    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().detailMessage).toBe('The OTP is incorrect. 4 tries left.');
    expect(otherMethod.json().detailMessage).toBe(LINK_MESSAGES.otpExpired);
    expect(right.statusCode).toBe(200);
    expect(again.json().detailMessage).toBe(LINK_MESSAGES.otpExpired);
    expect(await auditOf(pending.id, 'authorisation.pin-failed')).toHaveLength(3);
  });

  it('refuses full-width digits and letters with 400 without spending a try', async () => {
    const { login, pending } = await authorisationWorld();
    await sendPin(login, login.user.id, pending.id, 'EMAIL');
    const { pin } = await sentPin(pending.id, 'EMAIL');

    for (const typed of ['１２３４５６', 'abcdef', '12345', `${pin}\n`]) {
      const response = await verifyPin(login, pending.id, 'EMAIL', typed);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'otp', message: AUTHORISATION_MESSAGES.otpLength },
      ]);
    }

    expect(await auditOf(pending.id, 'authorisation.pin-failed')).toHaveLength(0);
    expect((await verifyPin(login, pending.id, 'EMAIL', pin)).statusCode).toBe(200);
  });

  it('answers the too-many-tries message from the 5th wrong PIN, and an expired PIN after 10 minutes', async () => {
    const { login, pending } = await authorisationWorld();
    await sendPin(login, login.user.id, pending.id, 'EMAIL');
    const { pin } = await sentPin(pending.id, 'EMAIL');
    const wrong = pin === '000000' ? '000001' : '000000';
    const answers = [];
    for (let i = 0; i < OTP_POLICY.maxAttempts; i += 1) {
      answers.push((await verifyPin(login, pending.id, 'EMAIL', wrong)).json().detailMessage);
    }
    expect(answers.at(-1)).toBe(LINK_MESSAGES.otpTooManyTries);
    expect((await verifyPin(login, pending.id, 'EMAIL', pin)).statusCode).toBe(400);

    clock.advance(OTP_POLICY.resendCountdownSeconds * SECOND);
    await sendPin(login, login.user.id, pending.id, 'EMAIL');
    clock.advance(OTP_POLICY.lifetimeMs);
    const late = await verifyPin(
      login,
      pending.id,
      'EMAIL',
      (await sentPin(pending.id, 'EMAIL')).pin,
    );
    expect(late.json().detailMessage).toBe(LINK_MESSAGES.otpExpired);
  });

  it("keeps each request's PIN to itself, and refuses a body naming another request (400)", async () => {
    const world = await authorisationWorld();
    const { login, pending } = world;
    const other = await anotherPending(world);
    await sendPin(login, login.user.id, pending.id, 'EMAIL');
    const { pin } = await sentPin(pending.id, 'EMAIL');

    const elsewhere = await verifyPin(login, other.id, 'EMAIL', pin);
    const mixed = await app.inject({
      method: 'POST',
      url: `/api/authorise-request/${pending.id}/verify`,
      headers: { authorization: login.authorization },
      payload: { otp: pin, authMethod: 'EMAIL', paId: other.id },
    });

    expect(elsewhere.statusCode).toBe(400);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().issues).toEqual([
      { path: 'paId', message: 'The request in the address and in the body differ.' },
    ]);
  });
});
