import { REQUEST_MESSAGES as M } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createPatient,
  createPolicy,
  createRider,
  createConsultant,
  linkPatient,
} from '../../../../test/factories';
import { createUpload } from '../../../../test/upload-factories';
import * as t from '../../../core/db/schema';
import {
  auditOf,
  createFor,
  clock,
  createVia,
  db,
  historyOf,
  outboxOf,
  policyholderWorld,
  requestsOfPatient,
  requestRow,
  tokenInLink,
  tokensOf,
  liveLink,
} from '../test-support/request-worlds';

describe('POST /api/insurers/:insurerCode/requests', () => {
  it('creates a Submitted request from the records, not from the echoed fields', async () => {
    const world = await policyholderWorld();
    const response = await createFor(
      world,
      world.payload({
        policyHolderName: 'Someone Else',
        policyHolderNric: 'S0000001I',
        patientName: 'Not The Patient',
        patientNric: 'S0000002G',
        patientDob: '1900-01-01',
        policyName: 'A Better Plan',
        fcName: 'Fake Consultant',
      }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json<{ erefNo: string; fcNotifyFlag: boolean; paId: string }>();
    expect(body).toEqual({
      erefNo: expect.stringMatching(/^PA2026-\d{6}$/),
      fcNotifyFlag: false,
      paId: expect.any(String),
      notified: ['doctor', 'insurer'],
    });
    const row = await requestRow(body.paId);
    expect(row).toMatchObject({
      erefNo: body.erefNo,
      statusCode: 'SUB',
      creatorRole: 'policy-holder',
      createdByUserId: world.login.user.id,
      createdByName: 'Tan Wei Ming',
      policyholderId: world.holder.id,
      policyholderName: world.holder.name,
      policyholderNric: world.holder.nric,
      policyholderEmail: world.holder.email,
      patientId: world.patient.id,
      patientName: 'Tan Jia Hui',
      patientNric: world.patient.nric,
      patientDateOfBirth: world.patient.dob,
      patientEmail: world.holder.email,
      relationship: 'CHILD',
      foreigner: false,
      policyId: world.policy.id,
      policyName: world.policy.policyName,
      consultantId: world.consultant.id,
      doctorId: world.doctor.id,
      doctorName: 'Dr Alan Chua',
      doctorMcrNumber: world.doctor.mcrNo,
      clinicId: world.clinic.id,
      clinicName: 'Chua Family Clinic',
      doctorEmail: 'dr.chua@clinic.example.sg',
      createdAt: clock.now(),
      statusChangedAt: clock.now(),
    });
    expect((await historyOf(body.paId)).map((h) => h.statusCode)).toEqual(['SUB']);
    expect(await auditOf(body.paId, 'request.created')).toHaveLength(1);
  });

  it('issues the doctor a link token, stored only as a hash, valid for 3 calendar days', async () => {
    const world = await policyholderWorld();
    const { paId, erefNo } = (await createFor(world)).json<{ paId: string; erefNo: string }>();

    const [email] = (await outboxOf(paId)).filter((m) => m.kind === 'doctor-link');
    const token = tokenInLink(email!.text);
    expect(email!.text).toContain(
      `https://preauth.example.sg/${world.insurer.code}/${erefNo}/verification#token=${token}`,
    );
    const [stored] = await tokensOf(paId);
    expect(stored).toMatchObject({
      role: 'doctor',
      recipientEmail: 'dr.chua@clinic.example.sg',
      expiresAt: new Date(clock.now().getTime() + 3 * 24 * 60 * 60 * 1000),
      revokedAt: null,
    });
    expect(stored!.tokenHash).not.toContain(token);
    expect(await liveLink(token, clock.now())).toMatchObject({
      paId,
    });
    const expiry = new Date(stored!.expiresAt.getTime());
    expect(await liveLink(token, expiry)).toBeNull();
  });

  it('keeps a typed doctor and clinic as typed, with no references', async () => {
    const world = await policyholderWorld();
    const payload = world.payload({
      doctorName: 'Dr Typed Name',
      doctorId: null,
      doctorMcrno: 'M12345A',
      clinicName: 'Typed Clinic',
      clinicId: null,
      clinicCode: null,
    });

    const { paId } = (await createFor(world, payload)).json<{ paId: string }>();

    expect(await requestRow(paId)).toMatchObject({
      doctorId: null,
      doctorName: 'Dr Typed Name',
      doctorMcrNumber: 'M12345A',
      clinicId: null,
      clinicName: 'Typed Clinic',
    });
  });

  it('records the rider and its consultant, and flags fc only with consent and a consultant', async () => {
    const world = await policyholderWorld();
    const riderConsultant = await createConsultant(db, world.insurer.id);
    const rider = await createRider(db, world.policy.id, { consultantId: riderConsultant.id });

    const response = await createFor(
      world,
      world.payload({ policyRiderNumber: rider.riderNo, fcNeedstobeNotified: true }),
    );

    expect(response.json().fcNotifyFlag).toBe(true);
    expect(await requestRow(response.json().paId)).toMatchObject({
      riderId: rider.id,
      riderNumber: rider.riderNo,
      riderName: rider.riderName,
      riderConsultantId: riderConsultant.id,
      consultantsNotified: true,
    });
  });

  it('answers fcNotifyFlag false when the policy has no consultant, consent or not', async () => {
    const world = await policyholderWorld();
    const patient = await createPatient(db, world.insurer.id);
    await linkPatient(db, world.holder.id, patient.id, 'SPOUSE');
    const policy = await createPolicy(db, {
      insurerId: world.insurer.id,
      policyholderId: world.holder.id,
      patientId: patient.id,
    });

    const response = await createFor(
      world,
      world.payload({
        lifeAssuredClntNo: patient.lifeAssuredClntNo,
        policyNumber: policy.policyNo,
        fcNeedstobeNotified: true,
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().fcNotifyFlag).toBe(false);
  });

  it("attaches a foreigner's Employment Pass letter to the request", async () => {
    const world = await policyholderWorld({ foreigner: true });
    const letter = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: world.login.user.id,
    });

    const response = await createFor(world, world.payload({ epLetter: letter.id }));

    expect(response.statusCode).toBe(201);
    const { paId } = response.json<{ paId: string }>();
    expect(await requestRow(paId)).toMatchObject({ foreigner: true, epLetterUploadId: letter.id });
    const [upload] = await db.select().from(t.uploads).where(eq(t.uploads.id, letter.id));
    expect(upload?.paId).toBe(paId);
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first response and creates nothing more', async () => {
      const world = await policyholderWorld();
      const send = () =>
        createVia(world.login, world.insurer.code, world.payload(), { 'idempotency-key': 'abc-1' });

      const first = await send();
      const retry = await send();

      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      const rows = await requestsOfPatient(world.patient.id);
      expect(rows).toHaveLength(1);
      expect(
        (await outboxOf(first.json().paId)).filter((m) => m.kind === 'doctor-link'),
      ).toHaveLength(1);
    });

    it('answers two concurrent sends with the same key with one request', async () => {
      const world = await policyholderWorld();
      const send = () =>
        createVia(world.login, world.insurer.code, world.payload(), { 'idempotency-key': 'abc-2' });

      const [a, b] = await Promise.all([send(), send()]);

      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()).toEqual(b.json());
      const rows = await requestsOfPatient(world.patient.id);
      expect(rows).toHaveLength(1);
    });
  });

  it('lets only one of two concurrent creates for one patient win', async () => {
    const world = await policyholderWorld();

    const responses = await Promise.all([createFor(world), createFor(world)]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = responses.find((r) => r.statusCode === 409);
    expect(lost?.json().detailMessage).toBe(M.patientHasActiveRequest);
    const rows = await requestsOfPatient(world.patient.id);
    expect(rows).toHaveLength(1);
  });

  it('stores no NRIC in the audit log', async () => {
    const world = await policyholderWorld();
    const { paId } = (await createFor(world)).json<{ paId: string }>();

    const [entry] = await auditOf(paId, 'request.created');

    const logged = JSON.stringify(entry);
    expect(logged).not.toContain(world.patient.nric);
    expect(logged).not.toContain(world.holder.nric);
  });
});
