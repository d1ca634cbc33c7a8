import { DEFAULT_INSURER_POLICY, maskNric, requestPolicyOf } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createHospital, createInsurer, createRequestDetails } from '../../../../test/factories';
import { createUpload } from '../../../../test/upload-factories';
import * as t from '../../../core/db/schema';
import {
  auditOf,
  clock,
  createVia,
  db,
  loginAs,
  policyholderWorld,
  readDetail,
} from '../test-support/request-worlds';

describe('GET /api/insurers/:insurerCode/requests/:paId', () => {
  it('answers a new request with masked NRICs, its history and no details yet', async () => {
    const world = await policyholderWorld();
    const { paId, erefNo } = (
      await createVia(world.login, world.insurer.code, world.payload())
    ).json();

    const response = await readDetail(world.login, world.insurer.code, paId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paId,
      erefNo,
      insurerCode: world.insurer.code,
      insurerName: world.insurer.name,
      statusCode: 'SUB',
      createdOn: clock.now().toISOString(),
      createdBy: 'Tan Wei Ming',
      creatorRole: 'policy-holder',
      authCode: null,
      policyHolderName: 'Tan Wei Ming',
      policyHolderNric: maskNric(world.holder.nric),
      patientName: 'Tan Jia Hui',
      patientNric: maskNric(world.patient.nric),
      policyholderPatientRelationship: 'CHILD',
      policyName: world.policy.policyName,
      policyNumber: world.policy.policyNo,
      policyRiderName: null,
      policyRiderNumber: null,
      doctor: {
        doctorId: world.doctor.id,
        doctorName: 'Dr Alan Chua',
        doctorMcrno: world.doctor.mcrNo,
      },
      clinic: {
        clinicId: world.clinic.id,
        clinicName: 'Chua Family Clinic',
        clinicCode: world.clinic.code,
      },
      clinicdoctorEmailaddress: 'dr.chua@clinic.example.sg',
      resend_email_address: null,
      requestPolicy: requestPolicyOf(DEFAULT_INSURER_POLICY),
      epLetter: null,
      cancelReason: null,
      amendReason: null,
      urgency: null,
      decision: null,
      statuses: [{ statusCode: 'SUB', createdOn: clock.now().toISOString() }],
      details: null,
    });
    expect(response.body).not.toContain(world.patient.nric);
    expect(response.body).not.toContain(world.holder.nric);
  });

  it('adds the expanded fields only when expanded=true', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ consultantsNotified: true, statusCode: 'PRO' });

    const plain = (await readDetail(world.login, world.insurer.code, request.id)).json();
    const expanded = (await readDetail(world.login, world.insurer.code, request.id, true)).json();

    for (const key of [
      'policyHolderEmailaddress',
      'policyHolderContactno',
      'isPanelHospital',
      'fcNotifyFlag',
      'requestStatus',
    ]) {
      expect(plain).not.toHaveProperty(key);
    }
    expect(expanded).toMatchObject({
      policyHolderEmailaddress: request.policyholderEmail,
      policyHolderContactno: request.policyholderPhone,
      isPanelHospital: false,
      fcNotifyFlag: true,
      requestStatus: 'PRO',
    });
  });

  it("lists the statuses oldest first and gives the latest submission's details and hospital", async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO' });
    const at = (iso: string) => new Date(iso);
    await db.insert(t.paStatusHistory).values([
      {
        paId: request.id,
        statusCode: 'PRO',
        actorType: 'doctor',
        createdAt: at('2026-11-03T01:00Z'),
      },
      {
        paId: request.id,
        statusCode: 'SUB',
        actorType: 'policy-holder',
        createdAt: at('2026-11-01T01:00Z'),
      },
      {
        paId: request.id,
        statusCode: 'PEN-AI',
        actorType: 'doctor',
        createdAt: at('2026-11-02T01:00Z'),
      },
    ]);
    const nonPanel = await createHospital(db, world.insurer.id);
    const panel = await createHospital(db, world.insurer.id, {
      isPanel: true,
      name: 'Panel Hospital',
    });
    await createRequestDetails(db, request.id, {
      hospitalId: nonPanel.id,
      hospitalCode: nonPanel.code,
      submittedAt: at('2026-11-01T05:00Z'),
    });
    await createRequestDetails(db, request.id, {
      hospitalId: panel.id,
      hospitalCode: panel.code,
      submittedAt: at('2026-11-02T05:00Z'),
    });

    const body = (await readDetail(world.login, world.insurer.code, request.id, true)).json();

    expect(body.statuses).toEqual([
      { statusCode: 'SUB', createdOn: '2026-11-01T01:00:00.000Z' },
      { statusCode: 'PEN-AI', createdOn: '2026-11-02T01:00:00.000Z' },
      { statusCode: 'PRO', createdOn: '2026-11-03T01:00:00.000Z' },
    ]);
    expect(body.isPanelHospital).toBe(true);
    expect(body.details).toMatchObject({
      hospitalCode: panel.code,
      hospitalName: 'Panel Hospital',
    });
    expect(body.details.surgeryDetails).toEqual([
      expect.objectContaining({ tospCode: 'SF801H', surgeonfee: '3800.00' }),
    ]);
  });

  it('names the Employment Pass letter', async () => {
    const world = await policyholderWorld();
    const letter = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: world.login.user.id,
      fileName: 'pass.pdf',
    });
    const request = await world.request({ epLetterUploadId: letter.id });

    const body = (await readDetail(world.login, world.insurer.code, request.id)).json();

    expect(body.epLetter).toEqual({ uploadId: letter.id, fileName: 'pass.pdf' });
  });

  it("answers 404 for another policyholder's request and audits the attempt", async () => {
    const world = await policyholderWorld();
    const theirs = await world.othersRequest();

    const response = await readDetail(world.login, world.insurer.code, theirs.id);

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    const [entry] = await auditOf(theirs.id, 'request.access-denied');
    expect(entry).toMatchObject({ actorId: world.login.user.id, insurerId: world.insurer.id });
  });

  it("answers 404 for another insurer's request or code, audited", async () => {
    const world = await policyholderWorld();
    const other = await policyholderWorld();
    const theirs = await other.request();
    const mine = await world.request();

    const foreignRequest = await readDetail(world.login, world.insurer.code, theirs.id);
    const foreignCode = await readDetail(world.login, other.insurer.code, mine.id);

    expect(foreignRequest.statusCode).toBe(404);
    expect(foreignCode.statusCode).toBe(404);
    expect(await auditOf(theirs.id, 'request.access-denied')).toHaveLength(1);
    expect(await auditOf(mine.id, 'request.access-denied')).toHaveLength(1);
  });

  it('answers 404 without an audit entry for a request that does not exist', async () => {
    const world = await policyholderWorld();
    const paId = crypto.randomUUID();

    expect((await readDetail(world.login, world.insurer.code, paId)).statusCode).toBe(404);
    expect(await auditOf(paId, 'request.access-denied')).toEqual([]);
  });

  it('lets the other user types read within the scopes of the list', async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    const adjudicator = await loginAs(world.insurer.id, { userType: 'insurer-adjudicator' });
    const agent = await loginAs(world.insurer.id, {
      userType: 'insurance-agent',
      consultantId: world.consultant.id,
    });
    const patient = await loginAs(world.insurer.id, {
      userType: 'insured-patient',
      patientId: world.patient.id,
    });
    const strangerPatient = await loginAs(world.insurer.id, { userType: 'insured-patient' });
    const doctor = await loginAs(world.insurer.id, { userType: 'doctor' });
    const otherAdjudicator = await loginAs((await createInsurer(db)).id, {
      userType: 'insurer-adjudicator',
    });
    const status = async (login: Awaited<ReturnType<typeof loginAs>>) =>
      (await readDetail(login, world.insurer.code, request.id)).statusCode;

    expect(await status(adjudicator)).toBe(200);
    expect(await status(agent)).toBe(200);
    expect(await status(patient)).toBe(200);
    expect(await status(strangerPatient)).toBe(404);
    expect(await status(doctor)).toBe(403);
    expect(await status(otherAdjudicator)).toBe(404);
  });
});
