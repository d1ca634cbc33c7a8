import { DOCTOR_MESSAGES as M, maskNric } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRequestDetails } from '../../../../test/factories';
import { sessionToken } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  SURGERY,
  doctorWorld,
  submissionOf,
  submit,
  type DoctorWorld,
} from '../test-support/doctor-worlds';

// The doctor's params and drafts (001 §3, §7): the request the form shows, and the work in
// progress kept on the server by version, so another tab's older page cannot overwrite it.
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

const get = (world: DoctorWorld, what: 'params' | 'draft', paId = world.request.id) =>
  app.inject({
    method: 'GET',
    url: `/api/doctor-input/${paId}/${what}`,
    headers: { authorization: `Bearer ${world.bearer}` },
  });

const save = (
  world: DoctorWorld,
  version: number,
  draftJson: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/doctor-input/draft',
    headers: { authorization: `Bearer ${world.bearer}`, ...headers },
    payload: { paId: world.request.id, insurerCode: world.insurer.code, draftJson, version },
  });

const stepTwo = { hospitalCode: 'H1', admissionType: 'EL', currentStep: 'patient-diagnosis' };

describe('the doctor params', () => {
  it('show the request with masked NRICs and the doctor prefilled', async () => {
    const world = await doctorWorld(env);

    const response = await get(world, 'params');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paId: world.request.id,
      erefNo: world.request.erefNo,
      insurerCode: world.insurer.code,
      insurerName: world.insurer.name,
      statusCode: 'SUB',
      patientName: world.request.patientName,
      patientNric: maskNric(world.request.patientNric),
      policyHolderNric: maskNric(world.request.policyholderNric),
      doctorInfo: { doctorName: world.request.doctorName },
      doctorEmail: world.request.doctorEmail,
      details: null,
      isNonPanel: null,
    });
    expect(response.body).not.toContain(world.request.patientNric);
  });

  it('carry the updated fees of the last submission for an amendment request', async () => {
    const world = await doctorWorld(env, { statusCode: 'AME-REQ' });
    await createRequestDetails(db, world.request.id, {
      hospitalId: world.hospital.id,
      hospitalCode: world.hospital.code,
      attendanceFee: '150.00',
      updatedAttendanceFee: '120.00',
    });

    const params = (await get(world, 'params')).json();

    expect(params.statusCode).toBe('AME-REQ');
    expect(params.details.doctorAttendancefee).toBe('120.00');
    expect(params.isNonPanel).toBe(true);
  });

  it("are refused to a logged-in user, even the request's own policyholder", async () => {
    const world = await doctorWorld(env);
    const bearer = await sessionToken(app, db, world.insurer.id, {
      userType: 'policy-holder',
      policyholderId: world.holder.id,
    });

    const response = await get({ ...world, bearer }, 'params');

    expect(response.statusCode).toBe(403);
  });

  it("are refused for another request's session", async () => {
    const mine = await doctorWorld(env);
    const other = await doctorWorld(env);

    expect((await get(mine, 'params', other.request.id)).statusCode).toBe(404);
    expect((await get(mine, 'draft', other.request.id)).statusCode).toBe(404);
  });
});

describe('drafts', () => {
  it('start empty, then keep each save as the next version', async () => {
    const world = await doctorWorld(env);
    expect((await get(world, 'draft')).json()).toEqual({
      draftJson: null,
      version: 0,
      updatedAt: null,
    });

    const first = await save(world, 0, stepTwo);
    const second = await save(world, 1, { ...stepTwo, currentStep: 'requested-fee' });

    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(1);
    expect(second.json().version).toBe(2);
    expect((await get(world, 'draft')).json()).toMatchObject({
      version: 2,
      draftJson: { ...stepTwo, currentStep: 'requested-fee' },
    });
  });

  it('refuse a save from an older version with 409, leaving the newer draft', async () => {
    const world = await doctorWorld(env);
    await save(world, 0, stepTwo);
    await save(world, 1, { ...stepTwo, hospitalCode: 'NEWER' });

    const stale = await save(world, 1, { ...stepTwo, hospitalCode: 'OLDER' });
    const firstAgain = await save(world, 0, { ...stepTwo, hospitalCode: 'OLDER' });

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', detailMessage: M.draftStale });
    expect(firstAgain.statusCode).toBe(409);
    expect((await get(world, 'draft')).json()).toMatchObject({
      version: 2,
      draftJson: { hospitalCode: 'NEWER' },
    });
  });

  it('answer a save sent again with its Idempotency-Key once', async () => {
    const world = await doctorWorld(env);
    const key = { 'idempotency-key': 'draft-save-1' };

    const first = await save(world, 0, stepTwo, key);
    const retry = await save(world, 0, stepTwo, key);

    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await get(world, 'draft')).json().version).toBe(1);
  });

  it('refuse what is not a draft: an unknown step or field', async () => {
    const world = await doctorWorld(env);

    expect((await save(world, 0, { currentStep: 'payment' })).statusCode).toBe(400);
    expect((await save(world, 0, { ...stepTwo, isAdmin: true })).statusCode).toBe(400);
  });

  it('are not saved once the request no longer waits for the doctor', async () => {
    const world = await doctorWorld(env, { statusCode: 'PRO' });

    const response = await save(world, 0, stepTwo);

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_ALLOWED_IN_STATUS');
  });

  it('hold the submitted form after the submit, at the first step, for a later amendment', async () => {
    const world = await doctorWorld(env);
    await save(world, 0, stepTwo);

    expect((await submit(env, world, submissionOf(world))).statusCode).toBe(200);

    const [draft] = await db.select().from(t.paDrafts).where(eq(t.paDrafts.paId, world.request.id));
    expect(draft?.version).toBe(2);
    expect(draft?.draftJson).toMatchObject({
      currentStep: 'request-details',
      hospitalId: world.hospital.id,
      admissionType: 'EL',
      termsAndConditions: false,
      surgeryDetails: [{ tospCode: SURGERY.code, surgeryAgreedPrice: SURGERY.surgeonPrice }],
    });
  });
});
