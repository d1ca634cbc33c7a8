import { LINK_MESSAGES, LINK_REFUSALS, OTP_POLICY } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditText } from '../../../../test/audit-text';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import {
  emailedPin,
  linkHolderWorld,
  verifiedLinkSession,
  verifyIdentity,
  verifyPin,
  type LinkWorld,
} from '../test-support/link-worlds';

const env = await createTestApp();
const { app, db, clock } = env;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A doctor's link after its identity check: the pin-required session and the emailed PIN. */
async function pinPending(world?: LinkWorld) {
  const w = world ?? (await linkHolderWorld(env, 'doctor'));
  const response = await verifyIdentity(env, w);
  expect(response.statusCode).toBe(200);
  const bearer = response.json<{ access_token: string }>().access_token;
  return { world: w, bearer, pin: await emailedPin(env, w.request.id) };
}

const resend = (bearer: string) =>
  app.inject({
    method: 'POST',
    url: '/api/links/otp/resend',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { authMethod: 'email' },
  });

const challenges = (world: LinkWorld) =>
  db
    .select()
    .from(t.otpChallenges)
    .where(eq(t.otpChallenges.subjectId, world.link.id))
    .orderBy(asc(t.otpChallenges.createdAt));

const pinEmails = (world: LinkWorld) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'link-pin')))
    .orderBy(asc(t.outbox.id));

/** A PIN other than `pin`, as a wrong guess. */
const wrongPin = (pin: string) =>
  String((Number(pin) + 1) % 10 ** OTP_POLICY.length).padStart(6, '0');

const refusedPin = (message: string) => ({
  code: 'VALIDATION_FAILED',
  detailMessage: message,
  issues: [{ path: 'otp', message }],
});

describe('POST /api/links/otp/verify', () => {
  it('ends the pin-required session and answers a new verified one', async () => {
    const { world, bearer, pin } = await pinPending();

    const response = await verifyPin(env, bearer, pin);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^link\./),
      role: 'doctor',
      paId: world.request.id,
      erefNo: world.request.erefNo,
      insurerCode: world.insurer.code,
      stage: 'verified',
      pinSentTo: null,
      pinSentAt: null,
      resendAfterSeconds: null,
      expiresInSeconds: null,
      readOnly: false,
    });
    expect(body.access_token).not.toBe(bearer);
    const sessions = await db
      .select()
      .from(t.linkSessions)
      .where(eq(t.linkSessions.linkTokenId, world.link.id))
      .orderBy(asc(t.linkSessions.createdAt));
    expect(sessions.map((s) => [s.stage, s.revokedAt])).toEqual([
      ['pin-required', clock.now()],
      ['verified', null],
    ]);
    const old = await verifyPin(env, bearer, pin);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('UNAUTHENTICATED');
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.paId, world.request.id));
    expect(audit.map((a) => a.action)).toContain('link.pin-verified');
    // No PIN, NRIC or date of birth in any audit entry.
    const written = auditText(audit);
    for (const secret of [
      pin,
      world.request.patientNric.slice(-4),
      world.request.patientDateOfBirth,
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('refuses a wrong PIN with 400 on the otp field, saying how many tries are left', async () => {
    const { bearer, pin } = await pinPending();

    const first = await verifyPin(env, bearer, wrongPin(pin));
    const second = await verifyPin(env, bearer, wrongPin(pin));

    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual(refusedPin('The OTP is incorrect. 4 tries left.'));
    expect(second.json()).toEqual(refusedPin('The OTP is incorrect. 3 tries left.'));
  });

  it('refuses anything but 6 ASCII digits with 400 on the otp field, spending no try', async () => {
    const { world, bearer, pin } = await pinPending();

    for (const typed of ['12345', '1234567', '１２３４５６', `${pin}\n`, 'abcdef']) {
      const response = await verifyPin(env, bearer, typed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusedPin(LINK_MESSAGES.otpFormat));
    }

    expect((await challenges(world))[0]).toMatchObject({ attempts: 0, consumedAt: null });
    expect((await verifyPin(env, bearer, pin)).statusCode).toBe(200);
  });

  it('accepts the PIN until 10 minutes after it was sent, and refuses it from then on', async () => {
    const inTime = await pinPending();
    const late = await pinPending();

    clock.advance(OTP_POLICY.lifetimeMs - SECOND);
    const justInTime = await verifyPin(env, inTime.bearer, inTime.pin);
    clock.advance(SECOND);
    const tooLate = await verifyPin(env, late.bearer, late.pin);

    expect(justInTime.statusCode).toBe(200);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toEqual(refusedPin(LINK_MESSAGES.otpExpired));
    expect((await challenges(late.world))[0]).toMatchObject({ attempts: 0, consumedAt: null });
  });

  it('lets a PIN be used once, even by two sessions of the link at the same moment', async () => {
    const first = await pinPending();
    // A second identity check of the same link keeps the live PIN: both sessions wait for it.
    const second = await pinPending(first.world);
    expect(second.pin).toBe(first.pin);

    const answers = await Promise.all([
      verifyPin(env, first.bearer, first.pin),
      verifyPin(env, second.bearer, first.pin),
    ]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toEqual(refusedPin(LINK_MESSAGES.otpExpired));
    expect((await challenges(first.world))[0]!.consumedAt).toEqual(clock.now());
  });

  it('counts exactly 5 tries under 20 parallel wrong guesses; then the right PIN is refused too', async () => {
    const { world, bearer, pin } = await pinPending();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyPin(env, bearer, wrongPin(pin))),
    );

    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const messages = answers.map((r) => r.json().detailMessage);
    expect(messages.filter((m) => m.startsWith('The OTP is incorrect.')).sort()).toEqual(
      [1, 2, 3, 4].map(LINK_REFUSALS.otpWrong),
    );
    expect(messages.filter((m) => m === LINK_MESSAGES.otpTooManyTries)).toHaveLength(16);
    expect((await challenges(world))[0]!.attempts).toBe(OTP_POLICY.maxAttempts);
    const right = await verifyPin(env, bearer, pin);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(refusedPin(LINK_MESSAGES.otpTooManyTries));
    expect((await challenges(world))[0]).toMatchObject({ attempts: 5, consumedAt: null });
  });

  it('refuses a verified session (403): the PIN routes are for sessions waiting for their PIN', async () => {
    const doctor = await linkHolderWorld(env, 'doctor');
    const authoriser = await linkHolderWorld(env, 'remote-authoriser');
    const doctorSession = await verifiedLinkSession(env, doctor);
    const authoriserSession = await verifiedLinkSession(env, authoriser);

    for (const bearer of [doctorSession, authoriserSession]) {
      expect((await verifyPin(env, bearer, '123456')).statusCode).toBe(403);
      expect((await resend(bearer)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/links/otp/resend', () => {
  it('sends a new PIN after 60 seconds and voids the old one', async () => {
    const { world, bearer, pin: oldPin } = await pinPending();
    clock.advance(OTP_POLICY.resendCountdownSeconds * SECOND);

    const response = await resend(bearer);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pinSentTo: 'd***a@clinic.example.sg',
      pinSentAt: clock.now().toISOString(),
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
      delivery: 'sending',
    });
    expect((await pinEmails(world)).map((m) => m.recipient)).toEqual([
      'dr.chua@clinic.example.sg',
      'dr.chua@clinic.example.sg',
    ]);
    const newPin = await emailedPin(env, world.request.id);
    const [first, second] = await challenges(world);
    expect(first!.consumedAt).toEqual(clock.now());
    expect(second!.consumedAt).toBeNull();
    if (newPin !== oldPin) {
      const old = await verifyPin(env, bearer, oldPin);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual(refusedPin(LINK_REFUSALS.otpWrong(4)));
    }
    expect((await verifyPin(env, bearer, newPin)).statusCode).toBe(200);
  });

  it('answers a resend within 60 seconds with the PIN already sent: its countdowns, no new email', async () => {
    const { world, bearer, pin } = await pinPending();
    const sentAt = clock.now().toISOString();
    clock.advance(25 * SECOND);

    const tooSoon = await resend(bearer);

    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual({
      pinSentTo: 'd***a@clinic.example.sg',
      pinSentAt: sentAt,
      resendAfterSeconds: 35,
      expiresInSeconds: 575,
      delivery: 'sending',
    });
    expect(await pinEmails(world)).toHaveLength(1);
    expect(await emailedPin(env, world.request.id)).toBe(pin);
    clock.advance(35 * SECOND);
    expect((await resend(bearer)).json().resendAfterSeconds).toBe(60);
    expect(await pinEmails(world)).toHaveLength(2);
  });

  it('sends a new PIN at once, within the 60 seconds, when the last one took its 5 wrong tries', async () => {
    const { world, bearer, pin } = await pinPending();
    for (let attempt = 1; attempt <= OTP_POLICY.maxAttempts; attempt += 1) {
      await verifyPin(env, bearer, wrongPin(pin));
    }
    clock.advance(10 * SECOND);

    const again = await resend(bearer);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(await pinEmails(world)).toHaveLength(2);
    const newPin = await emailedPin(env, world.request.id);
    expect((await verifyPin(env, bearer, newPin)).statusCode).toBe(200);
  });

  it('opens a second tab within 60 seconds at the PIN already sent, with its countdowns', async () => {
    const { world, pin } = await pinPending();
    clock.advance(20 * SECOND);

    const secondTab = await verifyIdentity(env, world);

    expect(secondTab.statusCode).toBe(200);
    expect(secondTab.json()).toMatchObject({
      stage: 'pin-required',
      pinSentTo: 'd***a@clinic.example.sg',
      resendAfterSeconds: 40,
      expiresInSeconds: 580,
    });
    expect(await pinEmails(world)).toHaveLength(1);
    const bearer = secondTab.json<{ access_token: string }>().access_token;
    expect((await verifyPin(env, bearer, pin)).statusCode).toBe(200);
  });

  it('refuses the 6th PIN of a link within an hour, also from a new identity check', async () => {
    const start = clock.now().getTime();
    const { world, bearer } = await pinPending();
    for (let send = 2; send <= OTP_POLICY.maxSendsPerHour; send += 1) {
      clock.advance(MINUTE);
      expect((await resend(bearer)).statusCode).toBe(200);
    }
    clock.advance(MINUTE);

    const sixth = await resend(bearer);

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'RATE_LIMITED',
      detailMessage: 'Too many OTPs were sent. Please try again in 55 minutes.',
    });
    expect(sixth.headers['retry-after']).toBe(String(60 * 60 - 5 * 60));
    expect(await pinEmails(world)).toHaveLength(5);

    // A new identity check opens a session but keeps the live PIN: no 6th email.
    const again = await pinPending(world);
    expect(await pinEmails(world)).toHaveLength(5);
    const fromNewSession = await resend(again.bearer);
    expect(fromNewSession.statusCode).toBe(429);
    expect(fromNewSession.json().detailMessage).toBe(LINK_REFUSALS.otpTooManySends(55 * 60));

    // An hour after the first send, one more may go (from a new session: the old ones idled out).
    clock.set(new Date(start + 60 * MINUTE));
    const later = await verifyIdentity(env, world);
    expect(later.statusCode).toBe(200);
    expect(await pinEmails(world)).toHaveLength(6);
  });
});

describe('GET /api/links/otp', () => {
  const pinOf = (bearer: string) =>
    app.inject({
      method: 'GET',
      url: '/api/links/otp',
      headers: { authorization: `Bearer ${bearer}` },
    });
  const markEmail = (world: LinkWorld, status: 'sent' | 'failed') =>
    db
      .update(t.outbox)
      .set({ status })
      .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'link-pin')));

  it("tells the PIN screen whether the PIN's email went: being sent, sent, or not (the outbox gave up)", async () => {
    const { world, bearer } = await pinPending();
    clock.advance(5 * SECOND);

    const sending = await pinOf(bearer);
    await markEmail(world, 'sent');
    const sent = await pinOf(bearer);

    expect(sending.statusCode).toBe(200);
    expect(sending.json()).toMatchObject({
      pinSentTo: 'd***a@clinic.example.sg',
      resendAfterSeconds: 55,
      expiresInSeconds: 595,
      delivery: 'sending',
    });
    expect(sent.json().delivery).toBe('sent');
  });

  it('says a PIN could not be sent, and lets a new one be asked for at once, within the 60 seconds', async () => {
    const { world, bearer } = await pinPending();
    await markEmail(world, 'failed');
    clock.advance(10 * SECOND);

    expect((await pinOf(bearer)).json().delivery).toBe('failed');
    const again = await resend(bearer);

    expect(again.json()).toMatchObject({ resendAfterSeconds: 60, delivery: 'sending' });
    expect(await pinEmails(world)).toHaveLength(2);
    expect((await verifyPin(env, bearer, await emailedPin(env, world.request.id))).statusCode).toBe(
      200,
    );
  });

  it('says a PIN whose email was still not sent at its end could not be sent', async () => {
    const { bearer } = await pinPending();
    clock.advance(OTP_POLICY.lifetimeMs);

    expect((await pinOf(bearer)).json()).toMatchObject({ expiresInSeconds: 0, delivery: 'failed' });
  });
});
