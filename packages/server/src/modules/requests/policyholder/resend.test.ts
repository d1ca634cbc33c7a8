import { REQUEST_MESSAGES as M } from '@preauth/shared';
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
    });
    expect(await requestRow(created.paId)).toMatchObject({
      statusCode: 'SUB',
      resendEmailAddress: 'new.doctor@clinic.example.sg',
      clinicdoctorEmailaddress: 'dr.chua@clinic.example.sg',
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
