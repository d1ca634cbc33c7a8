import { DEFAULT_INSURER_POLICY, LINK_MESSAGES } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { saveInsurerPolicy } from '../lifecycle/insurer-policy.repository';
import {
  emailedPin,
  linkHolderWorld,
  verifyIdentity,
  verifyPin,
} from '../test-support/link-worlds';
import { config } from '../test-support/request-worlds';
import { adjudicatorWorld, app, call, clock, db } from '../test-support/adjudication-worlds';

const env: TestApp = { app, db, clock, config };
const URL = '/api/adjudication/policy';
const MINUTE = 60_000;

const policyAudit = (insurerId: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(
      and(eq(t.auditLog.insurerId, insurerId), eq(t.auditLog.action, 'insurer.policy-changed')),
    );

describe("the insurer's policy route", () => {
  it('reads the defaults, changes the policy for this insurer only, audited old -> new', async () => {
    const world = await adjudicatorWorld();
    const other = await adjudicatorWorld();
    const next = {
      ...DEFAULT_INSURER_POLICY,
      responseWindowDays: 5,
      pin: { ...DEFAULT_INSURER_POLICY.pin, maxAttempts: 3 },
    };

    const before = await call(world.adjudicator, 'GET', URL);
    const changed = await call(world.adjudicator, 'PUT', URL, next);
    const unchanged = await call(world.adjudicator, 'PUT', URL, next);

    expect(before.json()).toEqual(DEFAULT_INSURER_POLICY);
    expect(changed.statusCode).toBe(200);
    expect((await call(world.adjudicator, 'GET', URL)).json()).toEqual(next);
    expect((await call(other.adjudicator, 'GET', URL)).json()).toEqual(DEFAULT_INSURER_POLICY);
    expect(unchanged.statusCode).toBe(200);
    const audit = await policyAudit(world.insurer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({
      changes: {
        responseWindowDays: { before: 3, after: 5 },
        pin: { before: DEFAULT_INSURER_POLICY.pin, after: next.pin },
      },
    });
  });

  it('refuses an unsafe PIN policy with the field and its message, changing nothing', async () => {
    const world = await adjudicatorWorld();
    const unsafe = {
      ...DEFAULT_INSURER_POLICY,
      pin: { ...DEFAULT_INSURER_POLICY.pin, maxAttempts: 10 },
    };

    const response = await call(world.adjudicator, 'PUT', URL, unsafe);

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'pin.maxAttempts',
        message: 'The PIN attempts must be a whole number from 3 to 5 tries.',
      },
    ]);
    expect((await call(world.adjudicator, 'GET', URL)).json()).toEqual(DEFAULT_INSURER_POLICY);
    expect(await policyAudit(world.insurer.id)).toEqual([]);
  });

  it('is for the insurer signed in: no session, no policy', async () => {
    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
  });
});

describe("the insurer's PIN policy", () => {
  it("sets the PIN's life and its email for that insurer's links only", async () => {
    const strict = await linkHolderWorld(env, 'doctor');
    const usual = await linkHolderWorld(env, 'doctor');
    await saveInsurerPolicy(
      db,
      strict.insurer.id,
      { ...DEFAULT_INSURER_POLICY, pin: { ...DEFAULT_INSURER_POLICY.pin, lifetimeMinutes: 2 } },
      clock.now(),
    );
    const pending = async (world: typeof strict) => {
      const bearer = (await verifyIdentity(env, world)).json<{ access_token: string }>()
        .access_token;
      return { bearer, pin: await emailedPin(env, world.request.id) };
    };
    const strictPin = await pending(strict);
    const usualPin = await pending(usual);
    const [email] = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.paId, strict.request.id), eq(t.outbox.kind, 'link-pin')));

    clock.advance(2 * MINUTE);
    const late = await verifyPin(env, strictPin.bearer, strictPin.pin);
    const inTime = await verifyPin(env, usualPin.bearer, usualPin.pin);

    expect(email?.text).toContain('2 minutes');
    expect(late.statusCode).toBe(400);
    expect(late.json().detailMessage).toBe(LINK_MESSAGES.otpExpired);
    expect(inTime.statusCode).toBe(200);
  });
});
