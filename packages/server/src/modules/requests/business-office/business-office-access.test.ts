import { LINK_LOCKED_MESSAGES, LINK_MESSAGES, LINK_REFUSALS, OTP_POLICY } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { sweepExpiredRequests } from '../lifecycle/expiry-sweep';
import { RESPONSE_WINDOW_MS } from '../lifecycle/response-window';
import { businessOfficeWorld, officeParams } from '../test-support/business-office-worlds';
import {
  emailedPin,
  linkHolderWorld,
  verifyIdentity,
  verifyPin,
  type LinkWorld,
} from '../test-support/link-worlds';

// The request core's link access, held for the business office's role: identity = the last 4
// characters of the patient's NRIC/FIN/passport only, the PIN to the office's address, and the
// same limits as every link; then its 3-day window (BO-EXP) with a fake clock.
const env = await createTestApp();
const { app, db, clock, config } = env;
await seedReferenceData(db);

const SECOND = 1000;

const pinsOf = (world: LinkWorld) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'link-pin')))
    .orderBy(asc(t.outbox.id));
const wrongPin = (pin: string) =>
  String((Number(pin) + 1) % 10 ** OTP_POLICY.length).padStart(OTP_POLICY.length, '0');

async function pinPending() {
  const world = await linkHolderWorld(env, 'business-office', {
    request: { patientNric: 'T0412345J', policyholderNric: 'S7712345D' },
  });
  const response = await verifyIdentity(env, world);
  expect(response.statusCode).toBe(200);
  return {
    world,
    bearer: response.json<{ access_token: string }>().access_token,
    pin: await emailedPin(env, world.request.id),
  };
}

describe("the business office's identity check", () => {
  it("takes the last 4 of the patient's NRIC only, and emails the PIN to the office's address", async () => {
    const world = await linkHolderWorld(env, 'business-office', {
      request: { patientNric: 'T0412345J', policyholderNric: 'S7788990D' },
    });

    const policyholders = await verifyIdentity(env, world, world.identity({ nric: '990D' }));
    const patients = await verifyIdentity(env, world, world.identity({ nric: '345J' }));

    expect(policyholders.statusCode).toBe(400);
    expect(policyholders.json().detailMessage).toBe(LINK_REFUSALS.identityMismatch(4));
    expect(patients.statusCode).toBe(200);
    expect(patients.json()).toMatchObject({ role: 'business-office', stage: 'pin-required' });
    const pins = await pinsOf(world);
    expect(pins.map((p) => p.recipient)).toEqual(['bo@panel-hospital.example.sg']);
  });

  it('asks for the NRIC with the message of 001 §5, at most 4 characters', async () => {
    const world = await linkHolderWorld(env, 'business-office');

    const empty = await verifyIdentity(env, world, world.identity({ nric: '' }));
    const long = await verifyIdentity(env, world, world.identity({ nric: '12345' }));

    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({
      path: 'nric',
      message: 'Please enter Patient NRIC/FIN/Passport (Last 4 Chars)',
    });
    expect(long.statusCode).toBe(400);
  });

  it('locks the link on the 5th wrong answer; then even the right one is refused', async () => {
    const world = await linkHolderWorld(env, 'business-office');

    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await verifyIdentity(env, world, world.identity({ nric: '000X' })));
    }

    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 403]);
    expect(answers[4]!.json().detailMessage).toBe(LINK_LOCKED_MESSAGES['business-office']);
    expect((await verifyIdentity(env, world)).statusCode).toBe(404);
    expect(await pinsOf(world)).toEqual([]);
  });
});

describe("the business office's PIN", () => {
  it('opens a verified session that reads the office’s data; a pending one is refused (403)', async () => {
    const { world, bearer, pin } = await pinPending();
    expect((await officeParams(env, world.request.id, bearer)).statusCode).toBe(403);

    const verified = await verifyPin(env, bearer, pin);

    expect(verified.statusCode).toBe(200);
  });

  it('counts exactly 5 tries under parallel wrong guesses; then the right PIN is refused too', async () => {
    const { bearer, pin } = await pinPending();

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verifyPin(env, bearer, wrongPin(pin))),
    );

    const messages = answers.map((r) => r.json().detailMessage);
    expect(messages.filter((m) => m.startsWith('The OTP is incorrect.'))).toHaveLength(4);
    expect(messages.filter((m) => m === LINK_MESSAGES.otpTooManyTries)).toHaveLength(4);
    expect((await verifyPin(env, bearer, pin)).json().detailMessage).toBe(
      LINK_MESSAGES.otpTooManyTries,
    );
  });

  it('expires 10 minutes after it was sent; a resend within 60 seconds answers the PIN already sent', async () => {
    const { world, bearer, pin } = await pinPending();
    const resend = () =>
      app.inject({
        method: 'POST',
        url: '/api/links/otp/resend',
        headers: { authorization: `Bearer ${bearer}` },
        payload: { authMethod: 'email' },
      });

    clock.advance(30 * SECOND);
    const tooSoon = await resend();
    clock.advance(OTP_POLICY.lifetimeMs);
    const late = await verifyPin(env, bearer, pin);

    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toMatchObject({ resendAfterSeconds: 30, expiresInSeconds: 570 });
    expect(late.statusCode).toBe(400);
    expect(late.json().detailMessage).toBe(LINK_MESSAGES.otpExpired);
    expect(await pinsOf(world)).toHaveLength(1);
  });
});

describe("the business office's window (BO-EXP)", () => {
  it('expires the request 3 calendar days after the doctor submitted, ends the link and tells the policyholder', async () => {
    const world = await businessOfficeWorld(env);
    const statusOf = async () =>
      (await db.select().from(t.paRequests).where(eq(t.paRequests.id, world.request.id)))[0]!
        .statusCode;

    clock.advance(RESPONSE_WINDOW_MS - SECOND);
    await sweepExpiredRequests({ db, clock, config }, clock.now());
    expect(await statusOf()).toBe('PEN-AI');

    clock.advance(SECOND);
    await sweepExpiredRequests({ db, clock, config }, clock.now());

    expect(await statusOf()).toBe('BO-EXP');
    const [link] = await db.select().from(t.linkTokens).where(eq(t.linkTokens.id, world.link.id));
    expect(link!.revokedAt).toEqual(clock.now());
    const told = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'policyholder-copy')));
    const expiry = told.find((e) => e.subject.startsWith('Pre-authorisation request expired'));
    expect(expiry).toMatchObject({ recipient: world.request.policyholderEmail });
    expect(expiry!.text).toContain('did not confirm the fees');
    const history = await db
      .select()
      .from(t.paStatusHistory)
      .where(eq(t.paStatusHistory.paId, world.request.id));
    expect(history.map((h) => [h.statusCode, h.actorType])).toContainEqual(['BO-EXP', 'system']);
  });
});
