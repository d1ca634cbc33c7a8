import { DEFAULT_INSURER_POLICY, requestPolicyOf, type InsurerPolicy } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { sweepExpiredRequests } from './expiry-sweep';
import { saveInsurerPolicy } from './insurer-policy.repository';
import {
  clock,
  config,
  createFor,
  db,
  outboxOf,
  policyholderWorld,
  readDetail,
  requestRow,
  tokensOf,
  type World,
} from '../test-support/request-worlds';

// The doctor's response window is the request's insurer's (issue 23): the link's expiry, the
// expiry job's due time, the emails' words and the request's data all follow its policy.
const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(clock.now().getTime() + ms);

async function worldWith(policy: Partial<InsurerPolicy>) {
  const world = await policyholderWorld();
  const next = { ...DEFAULT_INSURER_POLICY, ...policy };
  await saveInsurerPolicy(db, world.insurer.id, next, clock.now());
  return world;
}

async function created(world: World) {
  return (await createFor(world)).json<{ paId: string }>().paId;
}

const sweepAt = (at: Date) => sweepExpiredRequests({ db, clock, config }, at);

describe("the insurer's response window", () => {
  it('lets a 5-day insurer’s doctor answer for 5 days: link, emails, data and expiry', async () => {
    const world = await worldWith({ responseWindowDays: 5 });
    const paId = await created(world);

    const [link] = await tokensOf(paId);
    expect(link?.expiresAt).toEqual(later(5 * DAY));
    const emails = await outboxOf(paId);
    const doctor = emails.find((m) => m.kind === 'doctor-link');
    const insurer = emails.find((m) => m.kind === 'insurer-copy');
    expect(doctor?.text).toContain('within 5 calendar days');
    expect(insurer?.text).toContain('The doctor has 5 calendar days');
    const detail = await readDetail(world.login, world.insurer.code, paId);
    expect(detail.json().requestPolicy).toEqual({
      responseWindowDays: 5,
      decisionWorkingDays: DEFAULT_INSURER_POLICY.decisionWorkingDays,
      feeCaps: DEFAULT_INSURER_POLICY.feeCaps,
    });

    await sweepAt(later(3 * DAY));
    expect((await requestRow(paId))?.statusCode).toBe('SUB');
    await sweepAt(later(5 * DAY - 1));
    expect((await requestRow(paId))?.statusCode).toBe('SUB');
    await sweepAt(later(5 * DAY));
    expect((await requestRow(paId))?.statusCode).toBe('DOC-EXP');
  });

  it('keeps 3 calendar days for an insurer on the defaults', async () => {
    const world = await policyholderWorld();
    const paId = await created(world);

    const [link] = await tokensOf(paId);
    expect(link?.expiresAt).toEqual(later(3 * DAY));
    const detail = await readDetail(world.login, world.insurer.code, paId);
    expect(detail.json().requestPolicy).toEqual(requestPolicyOf(DEFAULT_INSURER_POLICY));
    await sweepAt(later(3 * DAY - 1));
    expect((await requestRow(paId))?.statusCode).toBe('SUB');
    await sweepAt(later(3 * DAY));
    expect((await requestRow(paId))?.statusCode).toBe('DOC-EXP');
  });

  it('runs a window on the policy as it stood when the window began', async () => {
    const world = await worldWith({ responseWindowDays: 2 });
    const paId = await created(world);
    await saveInsurerPolicy(
      db,
      world.insurer.id,
      { ...DEFAULT_INSURER_POLICY, responseWindowDays: 7 },
      clock.now(),
    );

    await sweepAt(later(2 * DAY));

    expect((await requestRow(paId))?.statusCode).toBe('DOC-EXP');
  });
});
