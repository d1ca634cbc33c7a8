import { describe, expect, it } from 'vitest';
import { sweepExpiredRequests } from '../lifecycle/expiry-sweep';
import { RESPONSE_WINDOW_MS } from '../lifecycle/response-window';
import { asUser, checkAuthoriserLink, tokenInVerificationLink } from '../test-support/agent-worlds';
import { sentPin, submitDeclaration, verifiedPin } from '../test-support/authorisation-worlds';
import { patientWorld, raiseOwn } from '../test-support/patient-worlds';
import {
  clock,
  command,
  config,
  db,
  historyOf,
  outboxOf,
  readDetail,
  requestRow,
  requestsOfPatient,
  tokensOf,
} from '../test-support/request-worlds';

/** The emails the request got after its create, as [kind, recipient]. */
const emailsAfterCreate = async (paId: string) =>
  (await outboxOf(paId)).slice(1).map((email) => [email.kind, email.recipient]);

describe('POST /api/insurers/:insurerCode/requests by the insured patient (record 084)', () => {
  it('raises a request for themselves in PEN, and emails the policyholder the authorisation link', async () => {
    const world = await patientWorld();

    const response = await raiseOwn(world);

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ fcNotifyFlag: false, notified: ['policyholder'] });
    expect(await requestRow(created.paId)).toMatchObject({
      statusCode: 'PEN',
      creatorRole: 'insured-patient',
      createdByUserId: world.patientLogin.user.id,
      createdByName: 'Wang Mei Ling',
      policyholderId: world.holder.id,
      patientId: world.spouse.id,
      relationship: 'SPOUSE',
      policyId: world.spousePolicy.id,
      consultantsNotified: false,
    });
    expect((await historyOf(created.paId)).map((h) => [h.statusCode, h.actorType])).toEqual([
      ['PEN', 'insured-patient'],
    ]);
    const emails = await outboxOf(created.paId);
    expect(emails.map((e) => [e.kind, e.recipient])).toEqual([
      ['authorisation-link', world.holder.email],
    ]);
    expect(emails[0]!.text).toContain('Wang Mei Ling, insured under your policy');
    expect(emails[0]!.text).not.toContain('financial consultant');
    // The remote authoriser's link, living as long as the 3-day authorisation window.
    const [token] = await tokensOf(created.paId);
    expect(token).toMatchObject({ role: 'remote-authoriser', recipientEmail: world.holder.email });
    const row = await requestRow(created.paId);
    expect(token!.expiresAt.getTime() - row!.statusChangedAt.getTime()).toBe(RESPONSE_WINDOW_MS);
    const link = tokenInVerificationLink(emails[0]!.text);
    const check = await checkAuthoriserLink(world.insurer.code, created.erefNo, link);
    expect(check.statusCode).toBe(200);
  });

  it("is on the patient's home and the policyholder's dashboard, waiting for authorisation", async () => {
    const world = await patientWorld();
    const created = (await raiseOwn(world)).json();

    for (const login of [world.patientLogin, world.login]) {
      const list = (await asUser(login, '/api/requests')).json();
      expect(
        list.list.map((item: { paId: string; statusCode: string }) => [item.paId, item.statusCode]),
      ).toEqual([[created.paId, 'PEN']]);
    }
  });

  it('is refused for a family member (403), and changes nothing', async () => {
    const world = await patientWorld();
    const forChild = world.payload({ creatorRole: 'insured-patient' });

    const response = await raiseOwn(world, forChild);

    expect(response.statusCode).toBe(403);
    expect(await requestsOfPatient(world.patient.id)).toEqual([]);
    expect(await requestsOfPatient(world.spouse.id)).toEqual([]);
  });

  it('is refused while the patient has an open request (409), whoever raised it', async () => {
    const world = await patientWorld();
    await world.request({ patientId: world.spouse.id, statusCode: 'PRO' });

    const response = await raiseOwn(world);

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_EXISTS');
  });

  it('gives the form the covering policyholder and the patient alone, with their open request marked', async () => {
    const world = await patientWorld();
    await raiseOwn(world);

    const holder = await asUser(world.patientLogin, '/api/policyholders/me');
    const patients = await asUser(world.patientLogin, '/api/policyholders/patients');

    expect(holder.json()).toMatchObject({ policyHolderId: world.holder.id, name: 'Tan Wei Ming' });
    expect(patients.json()).toEqual([
      expect.objectContaining({
        lifeAssuredClntNo: world.spouse.lifeAssuredClntNo,
        relationship: 'SPOUSE',
        hasActiveRequest: true,
        policies: [expect.objectContaining({ policyNo: world.spousePolicy.policyNo })],
      }),
    ]);
  });

  it("gives the patient none of the raisers' commands on it", async () => {
    const world = await patientWorld();
    const created = (await raiseOwn(world)).json();

    const cancel = await command(world.patientLogin, created.paId, 'cancel', {
      cancelReason: 'Changed my mind.',
    });
    const resend = await command(world.patientLogin, created.paId, 'resend', {
      doctorEmail: 'dr.other@clinic.example.sg',
    });

    expect(cancel.statusCode).toBe(403);
    expect(resend.statusCode).toBe(403);
    expect((await requestRow(created.paId))?.statusCode).toBe('PEN');
  });
});

describe("the policyholder's authorisation of the patient's request", () => {
  it('is by the emailed PIN (no method to choose), then goes to the doctor; no agent is told', async () => {
    const world = await patientWorld();
    const created = (await raiseOwn(world)).json();

    const detail = await readDetail(world.login, world.insurer.code, created.paId);
    expect(detail.json()).toMatchObject({ creatorRole: 'insured-patient' });
    await verifiedPin(world.login, world.login.user.id, created.paId, 'EMAIL');
    expect((await sentPin(created.paId, 'EMAIL')).message.recipient).toBe(world.holder.email);
    const submitted = await submitDeclaration(world.login, created.paId, {
      insurerCode: world.insurer.code,
    });

    expect(submitted.statusCode).toBe(200);
    expect((await requestRow(created.paId))?.statusCode).toBe('SUB');
    const after = await emailsAfterCreate(created.paId);
    expect(after).toContainEqual(['doctor-link', 'dr.chua@clinic.example.sg']);
    expect(after.filter(([kind]) => kind === 'agent-notice')).toEqual([]);
  });

  it("expires to REM-EXP after 3 days: the policyholder and the request's contact address are told, no agent", async () => {
    const world = await patientWorld();
    const created = (await raiseOwn(world)).json();

    clock.advance(RESPONSE_WINDOW_MS);
    await sweepExpiredRequests({ db, clock, config }, clock.now());

    expect((await requestRow(created.paId))?.statusCode).toBe('REM-EXP');
    expect(await emailsAfterCreate(created.paId)).toEqual([
      ['policyholder-copy', world.holder.email],
      ['policyholder-copy', 'mei.ling@example.sg'],
    ]);
  });
});
