import { REQUEST_MESSAGES as M, TEXT_LIMITS } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { updateIfUnchanged } from '../lifecycle/request.repository';
import {
  auditOf,
  BUSINESS_OFFICE,
  clock,
  command,
  createVia,
  db,
  expectFieldRefusals,
  expectRefusedOutside,
  historyOf,
  issueLink,
  outboxOf,
  policyholderWorld,
  requestRow,
  snapshot,
  submitAtPanelHospital,
  tokenInLink,
  tokensOf,
  liveLink,
  listTotal,
} from '../test-support/request-worlds';

const reason = { cancelReason: 'The operation is no longer needed.' };

describe('PUT /api/requests/:paId/cancel', () => {
  it('cancels, records the reason and history, and revokes every link of the request', async () => {
    const world = await policyholderWorld();
    const created = (await createVia(world.login, world.insurer.code, world.payload())).json();
    const doctorToken = tokenInLink((await outboxOf(created.paId))[0]!.text);
    const officeToken = await issueLink(created.paId, 'business-office', BUSINESS_OFFICE);
    clock.advance(60_000);

    const response = await command(world.login, created.paId, 'cancel', reason);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paId: created.paId,
      erefNo: created.erefNo,
      statusCode: 'CAN',
      notified: ['doctor'],
    });
    expect(await requestRow(created.paId)).toMatchObject({
      statusCode: 'CAN',
      cancelReason: reason.cancelReason,
      statusChangedAt: clock.now(),
      version: 2,
    });
    const history = await historyOf(created.paId);
    expect(history.map((h) => [h.statusCode, h.actorId, h.createdAt])).toEqual([
      ['SUB', world.login.user.id, new Date(clock.now().getTime() - 60_000)],
      ['CAN', world.login.user.id, clock.now()],
    ]);
    for (const token of [doctorToken, officeToken]) {
      expect(await liveLink(token, clock.now())).toBeNull();
    }
    expect((await tokensOf(created.paId)).every((t) => t.revokedAt !== null)).toBe(true);
    const [entry] = await auditOf(created.paId, 'request.cancel');
    expect(entry?.details).toEqual({ erefNo: created.erefNo, from: 'SUB', to: 'CAN' });
    expect(JSON.stringify(entry)).not.toContain(reason.cancelReason);
  });

  it("moves the request between the list's totals by status, its patient's name filter too", async () => {
    const world = await policyholderWorld();
    await world.request({ statusCode: 'APP' });
    const created = (await createVia(world.login, world.insurer.code, world.payload())).json();
    const queries = [
      '',
      'statusCode=SUB',
      'statusCode=CAN&patientName=jia',
      'patientName=JIA%20hui',
    ];
    const totals = () => Promise.all(queries.map((query) => listTotal(world.login, query)));
    expect(await totals()).toEqual([2, 1, 0, 2]);

    expect((await command(world.login, created.paId, 'cancel', reason)).statusCode).toBe(200);

    expect(await totals()).toEqual([2, 0, 1, 2]);
  });

  it('cancels from SUB, PRO, PEN and AMEND', async () => {
    const world = await policyholderWorld();
    for (const statusCode of ['PRO', 'PEN', 'AMEND'] as const) {
      const request = await world.request({ statusCode });
      const response = await command(world.login, request.id, 'cancel', reason);
      expect(response.statusCode, statusCode).toBe(200);
      expect(response.json().statusCode).toBe('CAN');
    }
  });

  it('refuses every other status with 409, saying why, and changes nothing', async () => {
    const world = await policyholderWorld();
    await expectRefusedOutside(world, 'cancel', reason, ['SUB', 'PRO', 'PEN', 'AMEND']);
    const approved = await world.request({ statusCode: 'APP' });

    const response = await command(world.login, approved.id, 'cancel', reason);

    expect(response.json().detailMessage).toBe(
      'This request can no longer be cancelled: it is Approved.',
    );
  });

  it('refuses a missing or too long reason with its message', async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    const before = await snapshot(request.id);

    await expectFieldRefusals(world.login, request.id, 'cancel', 'cancelReason', [
      ['  ', M.cancelReasonRequired],
      ['x'.repeat(TEXT_LIMITS.cancelOrAmendReason + 1), M.reasonTooLong],
    ]);
    expect((await command(world.login, request.id, 'cancel', {})).statusCode).toBe(400);
    expect(await snapshot(request.id)).toEqual(before);
    const longest = 'x'.repeat(TEXT_LIMITS.cancelOrAmendReason);
    expect(
      (await command(world.login, request.id, 'cancel', { cancelReason: longest })).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two concurrent cancels win', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO' });
    await submitAtPanelHospital(world, request.id);

    const responses = await Promise.all([
      command(world.login, request.id, 'cancel', reason),
      command(world.login, request.id, 'cancel', reason),
    ]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await historyOf(request.id)).map((h) => h.statusCode)).toEqual(['CAN']);
    expect(await auditOf(request.id, 'request.cancel')).toHaveLength(1);
    const discard = (await outboxOf(request.id)).filter((m) => m.kind === 'discard-notice');
    expect(discard).toHaveLength(1);
  });

  it('applies a transition only to the status and version it read', async () => {
    const world = await policyholderWorld();
    const read = await world.request({ statusCode: 'PRO' });

    const first = await updateIfUnchanged(db, read, 'CAN', clock.now(), {});
    const stale = await updateIfUnchanged(db, read, 'AMEND', clock.now(), {});

    expect(first).toMatchObject({ statusCode: 'CAN', version: read.version + 1 });
    expect(stale).toBeNull();
    expect((await requestRow(read.id))?.statusCode).toBe('CAN');
  });

  it("answers 404 for another insurer's request, audited, and changes nothing", async () => {
    const world = await policyholderWorld();
    const other = await policyholderWorld();
    const theirs = await other.request({ statusCode: 'PRO' });
    const before = await snapshot(theirs.id);

    const response = await command(world.login, theirs.id, 'cancel', reason);

    expect(response.statusCode).toBe(404);
    expect(await auditOf(theirs.id, 'request.access-denied')).toHaveLength(1);
    expect(await snapshot(theirs.id)).toEqual(before);
  });

  it("answers 404 for another policyholder's request and audits the attempt", async () => {
    const world = await policyholderWorld();
    const theirs = await world.othersRequest();
    const before = await snapshot(theirs.id);

    const response = await command(world.login, theirs.id, 'cancel', reason);

    expect(response.statusCode).toBe(404);
    expect(await auditOf(theirs.id, 'request.access-denied')).toHaveLength(1);
    expect(await snapshot(theirs.id)).toEqual(before);
  });
});
