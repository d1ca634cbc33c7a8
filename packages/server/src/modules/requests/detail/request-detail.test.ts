import { DEFAULT_INSURER_POLICY, maskNric, requestPolicyOf } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createHospital,
  createInsurer,
  createPatient,
  createRequestDetails,
  linkPatient,
} from '../../../../test/factories';
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
import { REDUCTION, decide, decisionWorld } from '../test-support/decision-worlds';

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

  it('gives an approval its amounts: approved beside requested per fee, the reason for less, the total', async () => {
    const world = await decisionWorld();
    await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: [
        { fee: 'surgeon', index: 0, amount: '3500.00', reasonCode: REDUCTION.code },
      ],
      conditions: 'Ward class B1 or lower.',
    });

    const response = await readDetail(world.login, world.insurer.code, world.request.id);

    const body = response.json();
    const procedure = body.details.surgeryDetails[0].tospDescription;
    const asRequested = { reasonCode: null, reasonLabel: null };
    expect(body.decision).toEqual({
      outcome: 'approve',
      decidedOn: clock.now().toISOString(),
      reasonCode: null,
      reasonLabel: null,
      reasonText: null,
      conditions: 'Ward class B1 or lower.',
      lines: [
        {
          fee: 'surgeon',
          index: 0,
          itemCode: 'SF801H',
          itemDescription: procedure,
          requestedAmount: '3800.00',
          approvedAmount: '3500.00',
          reasonCode: REDUCTION.code,
          reasonLabel: REDUCTION.label,
        },
        {
          fee: 'anaesthetist',
          index: 0,
          itemCode: 'SF801H',
          itemDescription: procedure,
          requestedAmount: '1220.00',
          approvedAmount: '1220.00',
          ...asRequested,
        },
        {
          fee: 'attendance',
          index: null,
          itemCode: null,
          itemDescription: null,
          requestedAmount: '150.00',
          approvedAmount: '150.00',
          ...asRequested,
        },
        {
          fee: 'other',
          index: 0,
          itemCode: 'CONS',
          itemDescription: body.details.otherFees[0].feesDescription,
          requestedAmount: '350.00',
          approvedAmount: '350.00',
          ...asRequested,
        },
        {
          fee: 'hospital-charges',
          index: null,
          itemCode: null,
          itemDescription: null,
          requestedAmount: '6800.00',
          approvedAmount: '6800.00',
          ...asRequested,
        },
      ],
      approvedTotal: '12020.00',
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Who decided, the decision's and its lines' ids and the certificate's code are the insurer's.
    const [decision] = await db
      .select()
      .from(t.paDecisions)
      .where(eq(t.paDecisions.paId, world.request.id));
    const lines = await db
      .select()
      .from(t.paDecisionLines)
      .where(eq(t.paDecisionLines.decisionId, decision!.id));
    for (const insurersOnly of [
      world.adjudicator.user.id,
      'Grace Ong',
      decision!.id,
      decision!.detailId!,
      decision!.verificationCode!,
      ...lines.map((line) => line.id),
    ]) {
      expect(response.body).not.toContain(insurersOnly);
    }
  });

  it('has no decision while the insurer has not decided, and no amounts for a rejection', async () => {
    const undecided = await decisionWorld();
    const rejected = await decisionWorld();
    await decide(rejected.adjudicator, rejected.request.id, 'reject');

    const waiting = await readDetail(undecided.login, undecided.insurer.code, undecided.request.id);
    const rejection = await readDetail(rejected.login, rejected.insurer.code, rejected.request.id);

    expect(waiting.json()).toMatchObject({ statusCode: 'PRO', decision: null });
    expect(rejection.json().decision).toMatchObject({
      outcome: 'reject',
      lines: [],
      approvedTotal: null,
      validUntil: null,
    });
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

  it("never lets an insured patient read a family member's request on the same policyholder", async () => {
    const world = await policyholderWorld();
    const childs = await world.request();
    const spouse = await createPatient(db, world.insurer.id, { name: 'Lee Mei Ling' });
    await linkPatient(db, world.holder.id, spouse.id, 'SPOUSE');
    const spouses = await world.request({ patientId: spouse.id, patientName: spouse.name });
    const patient = await loginAs(world.insurer.id, {
      userType: 'insured-patient',
      patientId: spouse.id,
    });

    expect((await readDetail(patient, world.insurer.code, spouses.id)).statusCode).toBe(200);
    expect((await readDetail(patient, world.insurer.code, childs.id)).statusCode).toBe(404);
    expect(await auditOf(childs.id, 'request.access-denied')).toHaveLength(1);
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
    // A doctor login reads the requests naming its doctor (record 084); this one has none.
    expect(await status(doctor)).toBe(404);
    expect(await status(otherAdjudicator)).toBe(404);
  });
});
