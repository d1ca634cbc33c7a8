import type { DoctorRequestItem } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createDecision } from '../../../../test/adjudication-factories';
import { createClinic, createDoctor, createRequest } from '../../../../test/factories';
import { loggedInUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { doctorWorld, loggedInDoctor } from '../test-support/doctor-worlds';

// The logged-in doctor's home (record 084): every request that names the doctor (its MCR number
// at one of its clinics) at its insurer, waiting ones first with their window's end.
const env = await createTestApp();
const { app, db, clock } = env;
await seedReferenceData(db);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A doctor logged in with a request waiting for it (with a draft saved), an approved one, and
 * requests it must not see: another doctor's at its clinic, its own MCR number at a clinic it does
 * not work at, and one of another insurer naming a doctor of the same MCR number.
 */
async function doctorHome() {
  const world = await doctorWorld(env);
  const doctor = await loggedInDoctor(env, world);
  const insurerId = world.insurer.id;
  const named = { doctorId: doctor.doctor.id, doctorMcrNumber: doctor.doctor.mcrNo };
  const earlier = new Date(clock.now().getTime() - 30 * DAY_MS);
  const approved = await createRequest(db, {
    insurerId,
    ...named,
    clinicId: doctor.clinic.id,
    statusCode: 'APP',
    patientName: 'Lim Hui Min',
    createdAt: earlier,
  });
  await createDecision(db, {
    paId: approved.id,
    outcome: 'approve',
    decidedAt: earlier,
    approvedTotalBill: '4800.00',
  });
  await db.insert(t.paDrafts).values({
    paId: world.request.id,
    draftJson: { currentStep: 'patient-diagnosis' },
    version: 1,
    updatedAt: clock.now(),
  });
  const otherDoctor = await createDoctor(db, insurerId);
  const otherClinic = await createClinic(db, insurerId);
  const elsewhere = await doctorWorld(env);
  const sameMcrElsewhere = await createDoctor(db, elsewhere.insurer.id, {
    mcrNo: doctor.doctor.mcrNo,
  });
  const hidden = [
    await createRequest(db, {
      insurerId,
      doctorMcrNumber: otherDoctor.mcrNo,
      clinicId: doctor.clinic.id,
      statusCode: 'SUB',
    }),
    await createRequest(db, { insurerId, ...named, clinicId: otherClinic.id, statusCode: 'SUB' }),
    await createRequest(db, {
      insurerId: elsewhere.insurer.id,
      doctorMcrNumber: sameMcrElsewhere.mcrNo,
      clinicId: doctor.clinic.id,
      statusCode: 'SUB',
    }),
  ];
  return { world, doctor, approved, hidden };
}

const list = (authorization: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/doctor/requests${query}`, headers: { authorization } });

const references = (items: DoctorRequestItem[]) => items.map((item) => item.erefNo);

describe("the logged-in doctor's requests", () => {
  it('lists the waiting one first with its window end and draft, then the approved one with its total', async () => {
    const { world, doctor, approved } = await doctorHome();

    const response = await list(doctor.authorization);

    expect(response.statusCode).toBe(200);
    const body = response.json<{ list: DoctorRequestItem[]; total: number }>();
    expect(body.total).toBe(2);
    expect(body.list).toEqual([
      {
        paId: world.request.id,
        erefNo: world.request.erefNo,
        patientName: world.request.patientName,
        clinicName: doctor.clinic.name,
        statusCode: 'SUB',
        createdOn: world.request.createdAt.toISOString(),
        respondBy: new Date(world.request.statusChangedAt.getTime() + 3 * DAY_MS).toISOString(),
        draftSavedOn: clock.now().toISOString(),
        approvedTotal: null,
      },
      expect.objectContaining({
        paId: approved.id,
        statusCode: 'APP',
        respondBy: null,
        draftSavedOn: null,
        approvedTotal: '4800.00',
      }),
    ]);
  });

  it('never shows another doctor’s, another clinic’s or another insurer’s request', async () => {
    const { doctor, hidden } = await doctorHome();

    const { list: items } = (await list(doctor.authorization, '?limit=50')).json();

    for (const request of hidden) expect(references(items)).not.toContain(request.erefNo);
  });

  it('searches by reference or patient name and filters by status', async () => {
    const { world, doctor, approved } = await doctorHome();
    const auth = doctor.authorization;
    const ref = encodeURIComponent(world.request.erefNo);

    expect(references((await list(auth, `?search=${ref}`)).json().list)).toEqual([
      world.request.erefNo,
    ]);
    expect(references((await list(auth, '?search=hui%20min')).json().list)).toEqual([
      approved.erefNo,
    ]);
    expect(references((await list(auth, '?statusCode=APP')).json().list)).toEqual([
      approved.erefNo,
    ]);
    expect((await list(auth, '?statusCode=REJ')).json()).toEqual({ list: [], total: 0 });
  });

  it('is for doctors only; a doctor login with no doctor record sees nothing', async () => {
    const { world } = await doctorHome();
    const holder = await loggedInUser(app, db, world.insurer.id, { userType: 'policy-holder' });
    const unlinked = await loggedInUser(app, db, world.insurer.id, { userType: 'doctor' });

    expect((await list(holder.authorization)).statusCode).toBe(403);
    expect((await list(unlinked.authorization)).json()).toEqual({ list: [], total: 0 });
  });
});
