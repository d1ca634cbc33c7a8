import { DRAWABLE_TEXT_MESSAGE, REQUEST_MESSAGES as M, TEXT_LIMITS } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClinic,
  createDoctor,
  createInsurer,
  createPatient,
  createPolicyholder,
  createRider,
  linkPatient,
} from '../../../../test/factories';
import { createUpload } from '../../../../test/upload-factories';
import * as t from '../../../core/db/schema';
import {
  createFor,
  createVia,
  db,
  loginAs,
  policyholderWorld,
  requestsOfPatient,
} from '../test-support/request-worlds';

async function issuesOf(response: Awaited<ReturnType<typeof createVia>>) {
  expect(response.statusCode).toBe(400);
  const body = response.json<{ code: string; issues: { path: string; message: string }[] }>();
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.issues;
}

describe('POST /api/insurers/:insurerCode/requests refuses', () => {
  it('each missing or malformed field with its message', async () => {
    const world = await policyholderWorld();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ patientName: '' }, 'patientName', M.selectPatient],
      [{ lifeAssuredClntNo: '' }, 'lifeAssuredClntNo', M.selectPatient],
      [{ patientEmailaddress: '' }, 'patientEmailaddress', M.enterEmail],
      [{ patientEmailaddress: 'not-an-email' }, 'patientEmailaddress', M.emailInvalid],
      [{ policyName: '' }, 'policyName', M.selectPolicy],
      [{ policyNumber: '' }, 'policyNumber', M.selectPolicy],
      [{ doctorName: ' ' }, 'doctorName', M.selectDoctor],
      [{ clinicName: '' }, 'clinicName', M.selectClinic],
      // Printed on the LIA form and the certificate, whose fonts cannot draw them (record 081).
      [{ doctorName: 'Dr محمد عبد الله' }, 'doctorName', DRAWABLE_TEXT_MESSAGE],
      [{ clinicName: 'מרפאת הכרמל' }, 'clinicName', DRAWABLE_TEXT_MESSAGE],
      [{ clinicdoctorEmailaddress: '' }, 'clinicdoctorEmailaddress', M.enterEmail],
      [{ clinicdoctorEmailaddress: 'dr@' }, 'clinicdoctorEmailaddress', M.emailInvalid],
      [{ doctorMcrno: 'M123456789X' }, 'doctorMcrno', M.mcrTooLong],
      [
        { clinicName: 'x'.repeat(TEXT_LIMITS.doctorOrClinicName + 1) },
        'clinicName',
        `This text is too long: at most ${TEXT_LIMITS.doctorOrClinicName} characters.`,
      ],
    ];
    for (const [override, path, message] of cases) {
      const issues = await issuesOf(await createFor(world, { ...world.payload(), ...override }));
      expect(issues, path).toContainEqual({ path, message });
    }
    expect(
      await db.select().from(t.paRequests).where(eq(t.paRequests.insurerId, world.insurer.id)),
    ).toEqual([]);
  });

  it('a 100,000-character value in any text it stores, before anything is stored', async () => {
    const world = await policyholderWorld();
    const long = 'x'.repeat(100_000);
    const stored = [
      'patientName',
      'policyName',
      'policyRiderName',
      'doctorName',
      'doctorMcrno',
      'clinicName',
      'clinicCode',
      'patientEmailaddress',
      'clinicdoctorEmailaddress',
    ];

    for (const field of stored) {
      const issues = await issuesOf(await createFor(world, { ...world.payload(), [field]: long }));
      expect(
        issues.map((issue) => issue.path),
        field,
      ).toContain(field);
    }
    expect(
      await db.select().from(t.paRequests).where(eq(t.paRequests.insurerId, world.insurer.id)),
    ).toEqual([]);
  });

  it("a foreigner's request without the Employment Pass letter", async () => {
    const world = await policyholderWorld({ foreigner: true });

    const issues = await issuesOf(await createFor(world, world.payload({ epLetter: null })));

    expect(issues).toEqual([{ path: 'epLetter', message: M.chooseFile }]);
  });

  it('references to records that are not the caller’s, each on its field', async () => {
    const world = await policyholderWorld();
    const other = await policyholderWorld();
    const unlinked = await createPatient(db, world.insurer.id);
    const otherPolicyholder = await createPolicyholder(db, world.insurer.id);
    const notTheirs = await createPatient(db, world.insurer.id);
    await linkPatient(db, otherPolicyholder.id, notTheirs.id);
    const foreignDoctor = await createDoctor(db, other.insurer.id);
    const foreignClinic = await createClinic(db, other.insurer.id);
    const othersRider = await createRider(db, other.policy.id);
    const othersLetter = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: other.login.user.id,
    });
    const referralLetter = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: world.login.user.id,
      purpose: 'referral-letter',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lifeAssuredClntNo: unlinked.lifeAssuredClntNo }, 'lifeAssuredClntNo', M.selectPatient],
      [{ lifeAssuredClntNo: notTheirs.lifeAssuredClntNo }, 'lifeAssuredClntNo', M.selectPatient],
      [
        { lifeAssuredClntNo: other.patient.lifeAssuredClntNo },
        'lifeAssuredClntNo',
        M.selectPatient,
      ],
      [{ policyNumber: other.policy.policyNo }, 'policyNumber', M.selectPolicy],
      [{ policyRiderNumber: othersRider.riderNo }, 'policyRiderNumber', M.selectPolicy],
      [{ doctorId: foreignDoctor.id }, 'doctorId', M.selectDoctor],
      [{ doctorId: 'not-a-uuid' }, 'doctorId', M.selectDoctor],
      [{ clinicId: foreignClinic.id }, 'clinicId', M.selectClinic],
      [{ epLetter: othersLetter.id }, 'epLetter', M.chooseFile],
      [{ epLetter: referralLetter.id }, 'epLetter', M.chooseFile],
    ];
    for (const [override, path, message] of cases) {
      const issues = await issuesOf(await createFor(world, world.payload(override)));
      expect(issues, path).toEqual([{ path, message }]);
    }
  });

  it('an Employment Pass letter already attached to another request', async () => {
    const world = await policyholderWorld({ foreigner: true });
    const letter = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: world.login.user.id,
    });
    const earlier = await world.request({ statusCode: 'CAN' });
    await db.update(t.uploads).set({ paId: earlier.id }).where(eq(t.uploads.id, letter.id));

    const issues = await issuesOf(await createFor(world, world.payload({ epLetter: letter.id })));

    expect(issues).toEqual([{ path: 'epLetter', message: M.chooseFile }]);
  });

  it('a patient with an open request: 409, and creates nothing', async () => {
    const world = await policyholderWorld();
    await world.request({ statusCode: 'PRO' });

    const response = await createFor(world);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ALREADY_EXISTS',
      detailMessage: M.patientHasActiveRequest,
    });
    const rows = await requestsOfPatient(world.patient.id);
    expect(rows).toHaveLength(1);
  });

  it('anyone but a policyholder: 403', async () => {
    const world = await policyholderWorld();
    for (const userType of [
      'insurance-agent',
      'insured-patient',
      'doctor',
      'insurer-adjudicator',
    ] as const) {
      const login = await loginAs(world.insurer.id, { userType });
      const response = await createVia(login, world.insurer.code, world.payload());
      expect(response.statusCode, userType).toBe(403);
    }
  });

  it("a policyholder session pointing at another insurer's policyholder: 403", async () => {
    const world = await policyholderWorld();
    const other = await createInsurer(db);
    const stray = await loginAs(other.id, { policyholderId: world.holder.id });

    const response = await createVia(stray, other.code, world.payload({ insurerCode: other.code }));

    expect(response.statusCode).toBe(403);
  });

  it("another insurer's code: 404", async () => {
    const world = await policyholderWorld();
    const other = await createInsurer(db);

    const response = await createVia(world.login, other.code, world.payload());

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('an Idempotency-Key longer than 200 characters', async () => {
    const world = await policyholderWorld();

    const response = await createVia(world.login, world.insurer.code, world.payload(), {
      'idempotency-key': 'k'.repeat(201),
    });

    expect(response.statusCode).toBe(400);
  });
});
