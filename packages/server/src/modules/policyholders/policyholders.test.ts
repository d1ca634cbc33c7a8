import { PAGE_SIZES, type StatusCode } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/database';
import * as t from '../../core/db/schema';
import {
  createClinic,
  createDoctor,
  createInsurer,
  createPatient,
  createPolicy,
  createPolicyholder,
  linkPatient,
} from '../../../test/factories';
import { sessionToken, type SessionUser } from '../../../test/sessions';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();

const login = (sessionUser: SessionUser) => sessionToken(app, db, insurer.id, sessionUser);

const get = (url: string, bearer: string | null) =>
  app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

/** A policyholder who can log in, in the given insurer. */
async function policyholderUser(insurerId: string) {
  const holder = await createPolicyholder(db, insurerId);
  return { holder, token: await sessionToken(app, db, insurerId, { policyholderId: holder.id }) };
}

let erefCounter = 0;
/** A request for the patient in the given status, with only the columns the table requires. */
async function insertRequest(
  database: Database,
  p: {
    insurerId: string;
    policyholderId: string;
    patientId: string;
    policyId: string;
    statusCode: StatusCode;
  },
) {
  erefCounter += 1;
  await database.insert(t.paRequests).values({
    insurerId: p.insurerId,
    erefNo: `TEST-${crypto.randomUUID().slice(0, 8)}-${erefCounter}`,
    statusCode: p.statusCode,
    creatorRole: 'policy-holder',
    createdByName: 'Test Policyholder',
    policyholderId: p.policyholderId,
    policyholderName: 'Test Policyholder',
    policyholderNric: 'S0000000A',
    policyholderPhone: '+6591234567',
    policyholderEmail: 'holder@example.sg',
    patientId: p.patientId,
    patientName: 'Test Patient',
    patientNric: 'S0000000A',
    patientDateOfBirth: '1990-06-15',
    patientEmail: 'patient@example.sg',
    relationship: 'SELF',
    foreigner: false,
    policyId: p.policyId,
    policyName: 'Test Shield Plan',
    policyNumber: 'P1',
    doctorName: 'Dr Test',
    clinicName: 'Test Clinic',
    doctorEmail: 'clinic@example.sg',
  });
}

const insurer = await createInsurer(db);
const other = await createInsurer(db);

describe('GET /api/policyholders/me', () => {
  it("answers the caller's policyholder with the NRIC masked", async () => {
    const { holder, token } = await policyholderUser(insurer.id);

    const response = await get('/api/policyholders/me', token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      policyHolderId: holder.id,
      name: holder.name,
      nric: `*****${holder.nric.slice(-4)}`,
      enc_nric: holder.id,
      contactNo: holder.contactNo,
      email: holder.email,
      insurerCode: insurer.code,
    });
    expect(response.body).not.toContain(holder.nric);
  });

  it('is refused to other user types and without a session', async () => {
    const token = await login({ userType: 'insurance-agent' });

    const forbidden = await get('/api/policyholders/me', token);
    const anonymous = await get('/api/policyholders/me', null);

    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect(anonymous.statusCode).toBe(401);
  });
});

// The patients fixture: a holder with SELF and CHILD, one policy each, a rider and an FC.
const { holder, token } = await policyholderUser(insurer.id);
const self = await createPatient(db, insurer.id, { name: 'Tan Ah Kow', nric: holder.nric });
const child = await createPatient(db, insurer.id, { name: 'Tan Mei Ling', foreigner: true });
await linkPatient(db, holder.id, self.id, 'SELF');
await linkPatient(db, holder.id, child.id, 'CHILD');
const selfPolicy = await createPolicy(db, {
  insurerId: insurer.id,
  policyholderId: holder.id,
  patientId: self.id,
  policyNo: `PA${crypto.randomUUID().slice(0, 6)}`,
  policyName: 'Shield Plus',
});
const childPolicy = await createPolicy(db, {
  insurerId: insurer.id,
  policyholderId: holder.id,
  patientId: child.id,
});
await db
  .insert(t.riders)
  .values({ policyId: selfPolicy.id, riderNo: 'R-001', riderName: 'Co-pay Rider' });
const [fc] = await db
  .insert(t.financialConsultants)
  .values({
    insurerId: insurer.id,
    name: 'Lim Agent',
    gender: 'F',
    email: 'fc@example.sg',
    contactNo: '+6598765432',
  })
  .returning();
await db.insert(t.policyConsultants).values({ policyId: selfPolicy.id, consultantId: fc!.id });

describe('GET /api/policyholders/patients', () => {
  it('lists the patients, SELF first, with policies, riders and consultants in the wire names', async () => {
    const response = await get('/api/policyholders/patients', token);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(2);
    expect(body[0]).toEqual({
      name: 'Tan Ah Kow',
      nric: `*****${self.nric.slice(-4)}`,
      enc_nric: self.id,
      dob: self.dob,
      email: self.email,
      relationship: 'SELF',
      foreigner: 'N',
      lifeAssuredClntNo: self.lifeAssuredClntNo,
      hasActiveRequest: false,
      policies: [
        {
          policyName: 'Shield Plus',
          policyNo: selfPolicy.policyNo,
          riders: [{ policyNo: 'R-001', policyName: 'Co-pay Rider' }],
          fc: [
            {
              fcName: 'Lim Agent',
              fcGender: 'F',
              fcEmail: 'fc@example.sg',
              fcContactno: '+6598765432',
            },
          ],
        },
      ],
    });
    expect(body[1]).toMatchObject({
      name: 'Tan Mei Ling',
      relationship: 'CHILD',
      foreigner: 'Y',
      policies: [{ policyNo: childPolicy.policyNo, riders: [], fc: [] }],
    });
  });

  it('never shows a full NRIC', async () => {
    const response = await get('/api/policyholders/patients', token);

    expect(response.body).not.toContain(self.nric);
    expect(response.body).not.toContain(child.nric);
    expect(response.body).not.toContain(holder.nric);
  });

  it('shows only the SELF entry with getPolicyHoldersOnly=1', async () => {
    const body = (await get('/api/policyholders/patients?getPolicyHoldersOnly=1', token)).json();

    expect(body.map((p: { enc_nric: string }) => p.enc_nric)).toEqual([self.id]);
  });

  it('rejects a getPolicyHoldersOnly other than 0 or 1', async () => {
    const response = await get('/api/policyholders/patients?getPolicyHoldersOnly=2', token);

    expect(response.statusCode).toBe(400);
  });

  it('marks a patient with an open request, not one with a cancelled request', async () => {
    const request = {
      insurerId: insurer.id,
      policyholderId: holder.id,
      policyId: childPolicy.id,
    };
    await insertRequest(db, { ...request, patientId: child.id, statusCode: 'SUB' });
    await insertRequest(db, {
      ...request,
      patientId: self.id,
      policyId: selfPolicy.id,
      statusCode: 'CAN',
    });

    const body = (await get('/api/policyholders/patients', token)).json();

    const active = Object.fromEntries(
      body.map((p: { enc_nric: string; hasActiveRequest: boolean }) => [
        p.enc_nric,
        p.hasActiveRequest,
      ]),
    );
    expect(active).toEqual({ [self.id]: false, [child.id]: true });
  });

  it("never shows another policyholder's patients or policies", async () => {
    const stranger = await policyholderUser(insurer.id);
    const theirs = await createPatient(db, insurer.id, { name: 'Stranger Patient' });
    await linkPatient(db, stranger.holder.id, theirs.id, 'SELF');
    // The stranger also holds a policy on our holder's child; it is not ours to show.
    await linkPatient(db, stranger.holder.id, child.id, 'PARENT');
    await createPolicy(db, {
      insurerId: insurer.id,
      policyholderId: stranger.holder.id,
      patientId: child.id,
      policyName: 'Stranger Plan',
    });

    const ours = (await get('/api/policyholders/patients', token)).json();
    const theirsBody = (await get('/api/policyholders/patients', stranger.token)).json();

    expect(ours.map((p: { name: string }) => p.name)).toEqual(['Tan Ah Kow', 'Tan Mei Ling']);
    expect(JSON.stringify(ours)).not.toContain('Stranger');
    expect(theirsBody.map((p: { name: string }) => p.name)).toEqual([
      'Stranger Patient',
      'Tan Mei Ling',
    ]);
    expect(theirsBody[1].policies.map((p: { policyName: string }) => p.policyName)).toEqual([
      'Stranger Plan',
    ]);
  });

  it('is refused to other user types and without a session', async () => {
    const doctorToken = await login({ userType: 'doctor' });

    const forbidden = await get('/api/policyholders/patients', doctorToken);
    const anonymous = await get('/api/policyholders/patients', null);

    expect(forbidden.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
  });
});

// The doctors fixture: two of our insurer's doctors, one with two clinics, and one of another's.
const doctorSearcher = await policyholderUser(insurer.id);
const clinicA = await createClinic(db, insurer.id, { name: 'Alpha Clinic', code: 'CA1' });
const clinicB = await createClinic(db, insurer.id, { name: 'Beta Clinic', code: 'CB1' });
const lee = await createDoctor(db, insurer.id, { name: 'Lee Wei Ming', mcrNo: 'M12345A' });
await createDoctor(db, insurer.id, { name: 'Ong 50%_Off', mcrNo: 'M99999Z' });
await db.insert(t.doctorClinics).values([
  { doctorId: lee.id, clinicId: clinicB.id, email: 'lee@beta.sg' },
  { doctorId: lee.id, clinicId: clinicA.id, email: 'lee@alpha.sg' },
]);
await createDoctor(db, other.id, { name: 'Lee Other Insurer', mcrNo: 'M12345A' });
const url = (query: string) => `/api/doctors?insurerCode=${insurer.code}&${query}`;

describe('GET /api/doctors', () => {
  const { token } = doctorSearcher;
  it('finds doctors by name or MCR number, in any case, with their clinics', async () => {
    const byName = (await get(url('name=wei'), token)).json();
    const byMcr = (await get(url('name=m12345'), token)).json();

    expect(byName).toEqual([
      {
        doctorId: lee.id,
        doctorName: 'Lee Wei Ming',
        doctorMcrno: 'M12345A',
        clinics: [
          {
            clinicId: clinicA.id,
            clinicCode: 'CA1',
            clinicName: 'Alpha Clinic',
            clinicAddress: clinicA.address,
            doctorclinicEmailaddress: 'lee@alpha.sg',
          },
          {
            clinicId: clinicB.id,
            clinicCode: 'CB1',
            clinicName: 'Beta Clinic',
            clinicAddress: clinicB.address,
            doctorclinicEmailaddress: 'lee@beta.sg',
          },
        ],
      },
    ]);
    expect(byMcr).toEqual(byName);
  });

  it('ignores a salutation typed before the name', async () => {
    const names = async (text: string) =>
      (await get(url(`name=${encodeURIComponent(text)}`), token))
        .json()
        .map((d: { doctorName: string }) => d.doctorName);

    for (const typed of ['Dr Lee', 'Dr. Lee', 'dr lee', 'Doctor Lee', 'DR.wei ming']) {
      expect(await names(typed), typed).toEqual(['Lee Wei Ming']);
    }
  });

  it('takes % and _ in the text literally', async () => {
    const percent = (await get(url('name=%25'), token)).json();
    const underscore = (await get(url('name=0%25_'), token)).json();
    const noMatch = (await get(url('name=g_5'), token)).json();

    expect(percent.map((d: { doctorName: string }) => d.doctorName)).toEqual(['Ong 50%_Off']);
    expect(underscore).toHaveLength(1);
    expect(noMatch).toEqual([]);
  });

  it(`answers ${PAGE_SIZES.doctorSearch} at the most, and fewer when asked`, async () => {
    const many = await createInsurer(db);
    for (let i = 0; i < 12; i += 1) {
      await createDoctor(db, many.id, { name: `Doctor ${String(i).padStart(2, '0')}` });
    }
    const holder = await policyholderUser(many.id);

    const all = await get(`/api/doctors?insurerCode=${many.code}`, holder.token);
    const three = await get(`/api/doctors?insurerCode=${many.code}&limit=3`, holder.token);
    const tooMany = await get(`/api/doctors?insurerCode=${many.code}&limit=11`, holder.token);

    expect(all.json()).toHaveLength(PAGE_SIZES.doctorSearch);
    expect(three.json()).toHaveLength(3);
    expect(tooMany.statusCode).toBe(400);
  });

  it("never lists another insurer's doctors", async () => {
    const body = (await get(url('name=lee'), token)).json();

    expect(body.map((d: { doctorName: string }) => d.doctorName)).toEqual(['Lee Wei Ming']);
  });

  it("answers 404 for another insurer's code", async () => {
    const response = await get(`/api/doctors?insurerCode=${other.code}&name=lee`, token);

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('is open to any logged-in user, not to anonymous callers', async () => {
    const agentToken = await login({ userType: 'insurance-agent' });

    expect((await get(url('name=lee'), agentToken)).statusCode).toBe(200);
    expect((await get(url('name=lee'), null)).statusCode).toBe(401);
  });
});
