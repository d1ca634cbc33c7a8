import type { StatusCode } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { sweepExpiredRequests } from './expiry-sweep';
import {
  auditOf,
  clock,
  command,
  config,
  createVia,
  db,
  historyOf,
  issueLink,
  loginAs,
  policyholderWorld,
  requestRow,
  type World,
  liveLink,
} from '../test-support/request-worlds';
import { RESPONSE_WINDOW_MS } from './response-window';

const ago = (ms: number) => new Date(clock.now().getTime() - ms);

/** A request of its own patient, in this status since `since`. */
async function waiting(world: World, statusCode: StatusCode, since: Date) {
  return world.requestForNewPatient({ statusCode, statusChangedAt: since });
}

describe('the expiry sweep', () => {
  it('expires each waiting status 3 calendar days after it began, and nothing else', async () => {
    const world = await policyholderWorld();
    const late = ago(RESPONSE_WINDOW_MS);
    const cases: [StatusCode, StatusCode][] = [
      ['SUB', 'DOC-EXP'],
      ['AMEND', 'DOC-EXP'],
      ['AME-REQ', 'DOC-EXP'],
      ['PEN', 'REM-EXP'],
      ['PEN-AI', 'BO-EXP'],
      ['PRO', 'PRO'],
      ['APP', 'APP'],
    ];
    const requests = await Promise.all(cases.map(([status]) => waiting(world, status, late)));
    const recent = await waiting(world, 'SUB', ago(RESPONSE_WINDOW_MS - 60_000));

    await sweepExpiredRequests({ db, clock, config }, clock.now());

    for (const [i, [from, to]] of cases.entries()) {
      const row = await requestRow(requests[i]!.id);
      expect(row?.statusCode, from).toBe(to);
      if (from !== to) {
        expect(row).toMatchObject({ statusChangedAt: clock.now(), version: 2 });
        const history = await historyOf(row!.id);
        expect(history.map((h) => [h.statusCode, h.actorType])).toEqual([[to, 'system']]);
      }
    }
    expect((await requestRow(recent.id))?.statusCode).toBe('SUB');
  });

  it("revokes an expired request's links", async () => {
    const world = await policyholderWorld();
    const request = await waiting(world, 'SUB', ago(RESPONSE_WINDOW_MS + 1));
    const token = await issueLink(
      request.id,
      'doctor',
      'dr@clinic.example.sg',
      ago(RESPONSE_WINDOW_MS + 1),
    );

    await sweepExpiredRequests({ db, clock, config }, clock.now());

    expect(await liveLink(token, ago(60_000))).toBeNull();
    expect(await auditOf(request.id, 'request.doctor-window-expired')).toHaveLength(1);
  });

  it('expires a request once when two sweeps run at the same time', async () => {
    const world = await policyholderWorld();
    const requests = await Promise.all(
      ['SUB', 'PEN', 'PEN-AI'].map((s) => waiting(world, s as StatusCode, ago(RESPONSE_WINDOW_MS))),
    );

    await Promise.all([
      sweepExpiredRequests({ db, clock, config }, clock.now()),
      sweepExpiredRequests({ db, clock, config }, clock.now()),
    ]);

    for (const request of requests) {
      expect(await historyOf(request.id)).toHaveLength(1);
    }
  });

  it('counts the window again from a resend', async () => {
    const world = await policyholderWorld();
    const { paId } = (await createVia(world.login, world.insurer.code, world.payload())).json();
    const day = RESPONSE_WINDOW_MS / 3;
    clock.advance(2 * day);
    const later = await loginAs(world.insurer.id, { policyholderId: world.holder.id });
    await command(later, paId, 'resend', { doctorEmail: 'dr@clinic.example.sg' });

    clock.advance(2 * day);
    await sweepExpiredRequests({ db, clock, config }, clock.now());
    expect((await requestRow(paId))?.statusCode).toBe('SUB');

    clock.advance(day);
    await sweepExpiredRequests({ db, clock, config }, clock.now());
    expect((await requestRow(paId))?.statusCode).toBe('DOC-EXP');
  });
});
