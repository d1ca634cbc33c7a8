import { REQUEST_MESSAGES as M, TEXT_LIMITS } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  auditOf,
  clock,
  command,
  expectFieldRefusals,
  expectRefusedOutside,
  historyOf,
  issueLink,
  outboxOf,
  policyholderWorld,
  requestRow,
  snapshot,
  tokenInLink,
  tokensOf,
  liveLink,
} from '../test-support/request-worlds';

const reason = { amendReason: 'The admission date has moved.' };

describe('PUT /api/requests/:paId/amend', () => {
  it('moves PRO or APP to AMEND, records the reason and sends the doctor a new link', async () => {
    // An approval's end also tells the policyholder that its certificate is void (record 078).
    const notified = { PRO: ['doctor'], APP: ['doctor', 'policyholder'] };
    const world = await policyholderWorld();
    for (const statusCode of ['PRO', 'APP'] as const) {
      // A patient each: an amended request is open again, and a patient has one open at most.
      const request = await world.requestForNewPatient({
        statusCode,
        resendEmailAddress: 'later@clinic.example.sg',
      });
      const oldToken = await issueLink(request.id, 'doctor', 'later@clinic.example.sg');

      const response = await command(world.login, request.id, 'amend', reason);

      expect(response.statusCode, statusCode).toBe(200);
      expect(response.json()).toEqual({
        paId: request.id,
        erefNo: request.erefNo,
        statusCode: 'AMEND',
        notified: notified[statusCode],
      });
      expect(await requestRow(request.id)).toMatchObject({
        statusCode: 'AMEND',
        amendReason: reason.amendReason,
        statusChangedAt: clock.now(),
        version: 2,
      });
      expect((await historyOf(request.id)).map((h) => h.statusCode)).toEqual(['AMEND']);
      expect(await liveLink(oldToken, clock.now())).toBeNull();
      const [link] = (await outboxOf(request.id)).filter((m) => m.kind === 'doctor-link');
      // The doctor is reached at the latest address the request was resent to.
      expect(link?.recipient).toBe('later@clinic.example.sg');
      expect(link?.text).toContain(`The policyholder's reason for amending: ${reason.amendReason}`);
      const token = tokenInLink(link!.text);
      expect(await liveLink(token, clock.now())).toMatchObject({
        paId: request.id,
        role: 'doctor',
      });
      expect(await tokensOf(request.id)).toHaveLength(2);
      expect(await auditOf(request.id, 'request.amend')).toHaveLength(1);
    }
  });

  it('refuses every other status with 409 and changes nothing', async () => {
    const world = await policyholderWorld();
    await expectRefusedOutside(world, 'amend', reason, ['PRO', 'APP']);
  });

  it('says why when refused: "This request cannot be amended while it is Submitted."', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'SUB' });

    const response = await command(world.login, request.id, 'amend', reason);

    expect(response.statusCode).toBe(409);
    expect(response.json().detailMessage).toBe(
      'This request cannot be amended while it is Submitted.',
    );
  });

  it('refuses to reopen an approved request while the patient has another open one', async () => {
    const world = await policyholderWorld();
    const approved = await world.request({ statusCode: 'APP' });
    await world.request({ statusCode: 'SUB' });
    const before = await snapshot(approved.id);

    const response = await command(world.login, approved.id, 'amend', reason);

    expect(response.statusCode).toBe(409);
    expect(response.json().detailMessage).toBe(M.patientHasActiveRequest);
    expect(await snapshot(approved.id)).toEqual(before);
  });

  it('refuses a missing or too long reason with its message', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO' });
    const before = await snapshot(request.id);

    await expectFieldRefusals(world.login, request.id, 'amend', 'amendReason', [
      ['', M.amendReasonRequired],
      ['x'.repeat(TEXT_LIMITS.cancelOrAmendReason + 1), M.reasonTooLong],
    ]);
    expect(await snapshot(request.id)).toEqual(before);
  });

  it('lets exactly one of two concurrent amends win', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'APP' });

    const responses = await Promise.all([
      command(world.login, request.id, 'amend', reason),
      command(world.login, request.id, 'amend', reason),
    ]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await historyOf(request.id)).map((h) => h.statusCode)).toEqual(['AMEND']);
    expect((await outboxOf(request.id)).filter((m) => m.kind === 'doctor-link')).toHaveLength(1);
    expect((await tokensOf(request.id)).filter((t) => t.revokedAt === null)).toHaveLength(1);
  });
});
