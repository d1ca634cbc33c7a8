import type { UserType } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createClinic,
  createConsultant,
  createDoctor,
  createInsurer,
  createPatient,
  createPolicyholder,
  createRequest,
} from '../../../../test/factories';
import { loggedInUser, type SessionUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';

// The authorisation matrix (record 084): every logged-in principal against every request through
// every read that names a request, counting the reads that answer a request outside the
// principal's scope (leaks, which must be 0) and those that withhold one inside it.
const env = await createTestApp();
const { app, db } = env;

/**
 * One insurer with two families, an agent of the first, two doctors sharing clinic K1 (doctor B
 * also at K2), and requests naming them; a second insurer with a doctor of doctor A's MCR number.
 */
async function matrixWorld() {
  const insurer = await createInsurer(db);
  const other = await createInsurer(db);
  const [h1, h2] = [
    await createPolicyholder(db, insurer.id),
    await createPolicyholder(db, insurer.id),
  ];
  const [p1, p2] = [await createPatient(db, insurer.id), await createPatient(db, insurer.id)];
  const agent = await createConsultant(db, insurer.id);
  const [doctorA, doctorB] = [
    await createDoctor(db, insurer.id),
    await createDoctor(db, insurer.id),
  ];
  const [k1, k2] = [await createClinic(db, insurer.id), await createClinic(db, insurer.id)];
  await db.insert(t.doctorClinics).values([
    { doctorId: doctorA.id, clinicId: k1.id, email: 'a@k1.example.sg' },
    { doctorId: doctorB.id, clinicId: k1.id, email: 'b@k1.example.sg' },
    { doctorId: doctorB.id, clinicId: k2.id, email: 'b@k2.example.sg' },
  ]);
  const naming = (doctor: typeof doctorA, clinic: typeof k1) => ({
    doctorId: doctor.id,
    doctorMcrNumber: doctor.mcrNo,
    clinicId: clinic.id,
  });
  const base = { insurerId: insurer.id };
  const requests = {
    r1: await createRequest(db, {
      ...base,
      policyholderId: h1.id,
      patientId: p1.id,
      consultantId: agent.id,
      ...naming(doctorA, k1),
    }),
    r2: await createRequest(db, {
      ...base,
      policyholderId: h2.id,
      patientId: p2.id,
      ...naming(doctorB, k1),
    }),
    // Doctor A's MCR number at a clinic doctor A does not work at.
    r3: await createRequest(db, {
      ...base,
      policyholderId: h1.id,
      patientId: p1.id,
      statusCode: 'APP',
      ...naming(doctorA, k2),
    }),
    r4: await createRequest(db, {
      ...base,
      policyholderId: h2.id,
      patientId: p2.id,
      statusCode: 'REJ',
      ...naming(doctorB, k2),
    }),
    r5: await createRequest(db, {
      insurerId: other.id,
      doctorMcrNumber: (await createDoctor(db, other.id, { mcrNo: doctorA.mcrNo })).mcrNo,
      clinicId: (await createClinic(db, other.id)).id,
    }),
  };
  const login = (userType: UserType, links: SessionUser = {}) =>
    loggedInUser(app, db, insurer.id, { userType, ...links });
  const principals = {
    'policyholder 1': await login('policy-holder', { policyholderId: h1.id }),
    'policyholder 2': await login('policy-holder', { policyholderId: h2.id }),
    'patient 1': await login('insured-patient', { patientId: p1.id }),
    agent: await login('insurance-agent', { consultantId: agent.id }),
    adjudicator: await login('insurer-adjudicator'),
    'doctor A': await login('doctor', { doctorId: doctorA.id }),
    'doctor B': await login('doctor', { doctorId: doctorB.id }),
    'doctor without a record': await login('doctor'),
  };
  const expected: Record<keyof typeof principals, (keyof typeof requests)[]> = {
    'policyholder 1': ['r1', 'r3'],
    'policyholder 2': ['r2', 'r4'],
    'patient 1': ['r1', 'r3'],
    agent: ['r1'],
    adjudicator: ['r1', 'r2', 'r3', 'r4'],
    'doctor A': ['r1'],
    'doctor B': ['r2', 'r4'],
    'doctor without a record': [],
  };
  return { insurer, other, requests, principals, expected };
}

type World = Awaited<ReturnType<typeof matrixWorld>>;
type Request = World['requests']['r1'];

/** The requests each read answers to the principal (by id). */
async function readsOf(world: World, authorization: string) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization } });
  const requests = Object.values(world.requests);
  const codeOf = (request: Request) =>
    request.insurerId === world.insurer.id ? world.insurer.code : world.other.code;
  const answered = async (url: (r: Request) => string) => {
    const statuses = await Promise.all(requests.map(async (r) => (await get(url(r))).statusCode));
    return requests.filter((_, i) => statuses[i] === 200).map((r) => r.id);
  };
  const listed = async (url: string) => {
    const response = await get(url);
    return response.statusCode === 200
      ? response.json<{ list: { paId: string }[] }>().list.map((item) => item.paId)
      : [];
  };
  return {
    detail: await answered((r) => `/api/insurers/${codeOf(r)}/requests/${r.id}`),
    list: await listed('/api/requests?limit=50'),
    doctorParams: await answered((r) => `/api/doctor-input/${r.id}/params`),
    doctorHome: await listed('/api/doctor/requests?limit=50'),
    lia: await answered((r) => `/api/requests/lia-form?paId=${r.id}`),
  };
}

describe('the authorisation matrix', () => {
  it('answers every principal its own requests and no other: 0 leaks', async () => {
    const world = await matrixWorld();
    const leaks: string[] = [];
    const withheld: string[] = [];

    for (const [name, principal] of Object.entries(world.principals)) {
      const allowed = world.expected[name as keyof World['expected']].map(
        (key) => world.requests[key].id,
      );
      const reads = await readsOf(world, principal.authorization);
      for (const [read, ids] of Object.entries(reads)) {
        for (const id of ids) if (!allowed.includes(id)) leaks.push(`${name} ${read} ${id}`);
      }
      // What each read must answer: the detail and the list any user; the doctor's reads a doctor.
      const mustAnswer =
        principal.user.userType === 'doctor'
          ? [reads.detail, reads.list, reads.doctorParams, reads.doctorHome]
          : [reads.detail, reads.list];
      for (const ids of mustAnswer) {
        for (const id of allowed) if (!ids.includes(id)) withheld.push(`${name} ${id}`);
      }
    }

    expect(leaks).toEqual([]);
    expect(withheld).toEqual([]);
  });
});
