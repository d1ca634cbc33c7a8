import {
  LINK_ACCESS_POLICY,
  LINK_LOCKED_MESSAGES,
  LINK_MESSAGES,
  LINK_REFUSALS,
} from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { issueLinkToken, revokeLinkTokens } from '../access/link-tokens';
import {
  checkLink,
  freshAddress,
  linkHolderWorld,
  verifyIdentity,
  type LinkWorld,
} from '../test-support/link-worlds';

const env = await createTestApp();
const { db, clock, config } = env;
const DAY = 24 * 60 * 60 * 1000;

const INVALID = { code: 'NOT_FOUND', detailMessage: LINK_MESSAGES.invalidLink };

/** The token with one character changed. */
const flipped = (token: string) =>
  token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);

const linkRow = async (world: LinkWorld) =>
  (await db.select().from(t.linkTokens).where(eq(t.linkTokens.id, world.link.id)))[0]!;

const auditActions = async (paId: string) =>
  (await db.select().from(t.auditLog).where(eq(t.auditLog.paId, paId))).map((a) => a.action);

/** Sends wrong identity checks one after another until the link locks. */
async function lockByWrongAnswers(world: LinkWorld) {
  const answers = [];
  for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
    answers.push(await verifyIdentity(env, world, world.identity({ nric: '000X' })));
  }
  return answers;
}

describe('GET /api/links/:role/:insurerCode/:erefNo (the link check)', () => {
  it('answers the request and role of a live link, and audits the opening', async () => {
    const world = await linkHolderWorld(env, 'doctor');

    const response = await checkLink(env, world.address, world.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      erefNo: world.request.erefNo,
      insurerCode: world.insurer.code,
      role: 'doctor',
      submitted: null,
    });
    const [opened] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.paId, world.request.id), eq(t.auditLog.action, 'link.opened')));
    expect(opened).toMatchObject({
      actorType: 'doctor',
      actorId: world.link.id,
      insurerId: world.insurer.id,
      details: null,
    });
  });

  it('answers every kind of refusal but a genuine link of its own address with the same 404 and body', async () => {
    const world = await linkHolderWorld(env, 'doctor');
    const other = await linkHolderWorld(env, 'doctor');
    const officeToken = await issueLinkToken(db, {
      paId: world.request.id,
      role: 'business-office',
      recipientEmail: 'bo@panel-hospital.example.sg',
      secret: config.sessionSecret,
      now: clock.now(),
    });
    const doctorPath = (insurerCode: string, erefNo: string) =>
      `/api/links/doctor/${insurerCode}/${erefNo}`;

    const refusals: [string, string, string | undefined][] = [
      ['unknown token', world.address, 'x'.repeat(43)],
      ['one character flipped', world.address, flipped(world.token)],
      ['truncated', world.address, world.token.slice(0, -1)],
      ['no token', world.address, undefined],
      ['empty token', world.address, ''],
      ["another request's token", world.address, other.token],
      ['the right token on another request', other.address, world.token],
      ['another role of the request', world.address, officeToken],
      [
        'the doctor token under the business office',
        `/api/links/business-office/${world.insurer.code}/${world.request.erefNo}`,
        world.token,
      ],
      ["another insurer's code", doctorPath(other.insurer.code, world.request.erefNo), world.token],
      ['another erefNo', doctorPath(world.insurer.code, other.request.erefNo), world.token],
    ];
    for (const [name, address, token] of refusals) {
      const response = await checkLink(env, address, token);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(INVALID);
    }
    // The link that was refused under other names still works under its own.
    expect((await checkLink(env, world.address, world.token)).statusCode).toBe(200);
  });

  // Issue 25: only the holder of a real token of this address learns why it ended.
  it('says why a genuine link no longer opens: replaced, expired, locked, cancelled, used', async () => {
    const revoked = await linkHolderWorld(env, 'doctor');
    await revokeLinkTokens(db, revoked.request.id, clock.now());
    const expired = await linkHolderWorld(env, 'doctor');
    await db
      .update(t.linkTokens)
      .set({ expiresAt: clock.now() })
      .where(eq(t.linkTokens.id, expired.link.id));
    const locked = await linkHolderWorld(env, 'doctor');
    await lockByWrongAnswers(locked);
    const cancelled = await linkHolderWorld(env, 'doctor');
    const used = await linkHolderWorld(env, 'doctor');
    for (const [world, statusCode] of [
      [cancelled, 'CAN'],
      [used, 'PRO'],
    ] as const) {
      clock.advance(1000);
      await db
        .update(t.paRequests)
        .set({ statusCode, statusChangedAt: clock.now() })
        .where(eq(t.paRequests.id, world.request.id));
    }

    const cases: [LinkWorld, string][] = [
      [revoked, 'This link was replaced by a newer one.'],
      [
        expired,
        `This link has expired. Please ask the policyholder to send the request to you again.`,
      ],
      [locked, LINK_LOCKED_MESSAGES.doctor],
      [cancelled, 'This request was cancelled, so this link no longer works.'],
      [used, 'This link has been used: the request is now Processing.'],
    ];
    for (const [world, why] of cases) {
      const response = await checkLink(env, world.address, world.token);
      expect(response.statusCode, why).toBe(404);
      expect(response.json(), why).toEqual({
        code: 'NOT_FOUND',
        detailMessage: expect.stringContaining(why),
      });
    }
  });

  it('refuses a link whose 3-day window has passed, saying it expired', async () => {
    const world = await linkHolderWorld(env, 'doctor');
    clock.advance(3 * DAY);

    const response = await checkLink(env, world.address, world.token);

    expect(response.statusCode).toBe(404);
    expect(response.json().detailMessage).toMatch(/^This link has expired\./);
  });
});

describe('POST /api/links/:role/:insurerCode/:erefNo/verification (the identity check)', () => {
  it('opens a pin-required session for the doctor and emails the PIN to the link recipient', async () => {
    const world = await linkHolderWorld(env, 'doctor');

    const response = await verifyIdentity(env, world);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^link\.[A-Za-z0-9_-]{43}$/),
      role: 'doctor',
      paId: world.request.id,
      erefNo: world.request.erefNo,
      insurerCode: world.insurer.code,
      stage: 'pin-required',
      pinSentTo: 'd***a@clinic.example.sg',
      pinSentAt: clock.now().toISOString(),
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
      readOnly: false,
    });
    const emails = await db.select().from(t.outbox).where(eq(t.outbox.paId, world.request.id));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      kind: 'link-pin',
      recipient: 'dr.chua@clinic.example.sg',
      subject: `Your one-time PIN: ${world.request.erefNo}`,
      status: 'pending',
    });
    const pin = email!.text.match(/ is (\d{6})\./)?.[1];
    expect(pin).toBeDefined();
    expect(email!.html).toContain(pin);
    for (const secret of [world.request.patientNric, world.request.patientNric.slice(-4)]) {
      expect(email!.text).not.toContain(secret);
      expect(email!.html).not.toContain(secret);
    }
    // Only hashes are kept: of the session token and of the PIN.
    const [session] = await db
      .select()
      .from(t.linkSessions)
      .where(eq(t.linkSessions.linkTokenId, world.link.id));
    expect(session).toMatchObject({
      stage: 'pin-required',
      expiresAt: new Date(clock.now().getTime() + 2 * 60 * 60 * 1000),
      revokedAt: null,
    });
    expect(session!.tokenHash).not.toContain(body.access_token);
    const [challenge] = await db
      .select()
      .from(t.otpChallenges)
      .where(eq(t.otpChallenges.subjectId, world.link.id));
    expect(challenge).toMatchObject({
      purpose: 'link',
      paId: world.request.id,
      channel: 'email',
      destination: 'dr.chua@clinic.example.sg',
      attempts: 0,
      maxAttempts: 5,
      expiresAt: new Date(clock.now().getTime() + 10 * 60 * 1000),
    });
    expect(challenge!.codeHash).not.toContain(pin);
    expect(await auditActions(world.request.id)).toEqual([
      'link.identity-verified',
      'link.pin-sent',
      'link.session-opened',
    ]);
  });

  it("checks the business office against the patient's NRIC, case-insensitively, and sends a PIN", async () => {
    const world = await linkHolderWorld(env, 'business-office', {
      request: { patientNric: 'T0412345J' },
    });

    const response = await verifyIdentity(env, world, world.identity({ nric: '345j' }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'business-office',
      stage: 'pin-required',
      pinSentTo: 'b***@panel-hospital.example.sg',
    });
  });

  it('lets the remote authoriser on to its password check, with or without the date of birth, and sends no PIN', async () => {
    const world = await linkHolderWorld(env, 'remote-authoriser');

    const withDob = await verifyIdentity(env, world);
    const withoutDob = await verifyIdentity(env, world, world.identity({ dob: undefined }));
    const nullDob = await verifyIdentity(env, world, world.identity({ dob: null }));
    const wrongDob = await verifyIdentity(env, world, world.identity({ dob: '1978-04-13' }));

    for (const response of [withDob, withoutDob, nullDob]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        role: 'remote-authoriser',
        stage: 'remote-authentication-required',
        pinSentTo: null,
        resendAfterSeconds: null,
      });
    }
    expect(wrongDob.statusCode).toBe(400);
    expect(wrongDob.json().detailMessage).toBe(LINK_REFUSALS.identityMismatch(4));
    expect(await db.select().from(t.outbox).where(eq(t.outbox.paId, world.request.id))).toEqual([]);
  });

  it('refuses a wrong date of birth or NRIC with 400, counting each and saying the tries left, and a success resets the count', async () => {
    const world = await linkHolderWorld(env, 'doctor');

    const wrongDob = await verifyIdentity(env, world, world.identity({ dob: '2012-09-04' }));
    const wrongNric = await verifyIdentity(env, world, world.identity({ nric: '9999' }));

    expect([wrongDob, wrongNric].map((response) => [response.statusCode, response.json()])).toEqual(
      ['4 tries', '3 tries'].map((left) => [
        400,
        {
          code: 'VALIDATION_FAILED',
          detailMessage: `${LINK_MESSAGES.identityMismatch} ${left} left before the link locks.`,
        },
      ]),
    );
    expect((await linkRow(world)).identityFailures).toBe(2);
    expect((await verifyIdentity(env, world)).statusCode).toBe(200);
    expect((await linkRow(world)).identityFailures).toBe(0);
    const failures = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.paId, world.request.id), eq(t.auditLog.action, 'link.identity-failed')),
      );
    expect(failures.map((a) => a.details)).toEqual([{ attempt: 1 }, { attempt: 2 }]);
  });

  it('locks the link on the 5th failure; then even the right details are refused', async () => {
    const world = await linkHolderWorld(env, 'doctor');

    const answers = await lockByWrongAnswers(world);

    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 403]);
    expect(answers[4]!.json()).toEqual({
      code: 'FORBIDDEN',
      detailMessage: LINK_LOCKED_MESSAGES.doctor,
    });
    expect(await linkRow(world)).toMatchObject({ identityFailures: 5, lockedAt: clock.now() });
    const right = await verifyIdentity(env, world);
    expect(right.statusCode).toBe(404);
    expect(right.json()).toEqual({
      code: 'NOT_FOUND',
      detailMessage: LINK_LOCKED_MESSAGES.doctor,
    });
    expect((await checkLink(env, world.address, world.token)).statusCode).toBe(404);
    expect(
      await db.select().from(t.linkSessions).where(eq(t.linkSessions.linkTokenId, world.link.id)),
    ).toEqual([]);
    const actions = await auditActions(world.request.id);
    expect(actions.filter((a) => a === 'link.identity-failed')).toHaveLength(5);
    expect(actions.filter((a) => a === 'link.identity-locked')).toHaveLength(1);
  });

  it('counts parallel wrong checks exactly: 5 are compared, the rest refused, and the link locks', async () => {
    const world = await linkHolderWorld(env, 'doctor');

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        verifyIdentity(env, world, world.identity({ nric: '000X' })),
      ),
    );

    // 4 mismatches, the 5th locks (403); the uncounted rest are told the link is locked (403),
    // or, when they arrive after the lock, that it is invalid (404).
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 400).every((s) => s === 403 || s === 404)).toBe(true);
    const failed = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.paId, world.request.id), eq(t.auditLog.action, 'link.identity-failed')),
      );
    expect(failed).toHaveLength(5);
    expect(await linkRow(world)).toMatchObject({ identityFailures: 5, lockedAt: clock.now() });
    expect((await verifyIdentity(env, world)).statusCode).toBe(404);
  });

  it('limits identity checks per address, whatever the link or role (429 saying when to try again)', async () => {
    const doctor = await linkHolderWorld(env, 'doctor');
    const office = await linkHolderWorld(env, 'business-office');
    const address = freshAddress();

    const allowed = [];
    for (let i = 0; i < LINK_ACCESS_POLICY.identityPerAddressMax; i += 1) {
      const world = i % 2 === 0 ? doctor : office;
      allowed.push(
        await verifyIdentity(env, world, world.identity({ token: 'y'.repeat(43) }), address),
      );
    }
    const limited = await verifyIdentity(env, doctor, doctor.identity(), address);

    expect(allowed.every((r) => r.statusCode === 404)).toBe(true);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      detailMessage: 'Too many attempts from this network. Please try again in 15 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The limited call reached no link: nothing counted, no session.
    expect((await linkRow(doctor)).identityFailures).toBe(0);
    // Another address is not limited.
    expect((await verifyIdentity(env, doctor)).statusCode).toBe(200);
  });
});
