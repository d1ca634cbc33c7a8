import { maskNric } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createConsultant,
  createInsurer,
  createPatient,
  createPolicy,
  createPolicyholder,
  linkConsultant,
  linkPatient,
} from '../../../test/factories';
import { sessionToken } from '../../../test/sessions';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();

const get = (url: string, bearer: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

/** A patient of the policyholder with a policy the consultant serves. */
async function servedPatient(
  insurerId: string,
  holderId: string,
  consultantId: string,
  name: string,
) {
  const patient = await createPatient(db, insurerId, { name });
  await linkPatient(db, holderId, patient.id, 'CHILD');
  const policy = await createPolicy(db, {
    insurerId,
    policyholderId: holderId,
    patientId: patient.id,
  });
  await linkConsultant(db, policy.id, consultantId);
  return { patient, policy };
}

/**
 * An insurer with two agents: Rachel serves a policy of each of two policyholders; Daniel serves
 * another patient's policy of the first policyholder, and nothing of the second.
 */
async function agency() {
  const insurer = await createInsurer(db);
  const rachel = await createConsultant(db, insurer.id, { name: 'Rachel Lim' });
  const daniel = await createConsultant(db, insurer.id, { name: 'Daniel Koh' });
  const tan = await createPolicyholder(db, insurer.id, { name: 'Tan Wei Ming' });
  const nur = await createPolicyholder(db, insurer.id, { name: 'Nur Aisyah' });
  const stranger = await createPolicyholder(db, insurer.id, { name: 'Zed Stranger' });
  const tanChild = await servedPatient(insurer.id, tan.id, rachel.id, 'Tan Jia Hui');
  const tanSpouse = await servedPatient(insurer.id, tan.id, daniel.id, 'Lee Mei Ling');
  await servedPatient(insurer.id, nur.id, rachel.id, 'Nur Iman');
  const agentToken = (consultantId: string) =>
    sessionToken(app, db, insurer.id, { userType: 'insurance-agent', consultantId });
  return { insurer, rachel, daniel, tan, nur, stranger, tanChild, tanSpouse, agentToken };
}

describe('GET /api/agents/clients', () => {
  it('lists the policyholders with a policy the agent serves, by name, NRIC masked', async () => {
    const a = await agency();

    const rachel = await get('/api/agents/clients', await a.agentToken(a.rachel.id));
    const daniel = await get('/api/agents/clients', await a.agentToken(a.daniel.id));

    expect(rachel.statusCode).toBe(200);
    expect(rachel.json()).toEqual([
      expect.objectContaining({
        policyHolderId: a.nur.id,
        name: 'Nur Aisyah',
        nric: maskNric(a.nur.nric),
      }),
      expect.objectContaining({
        policyHolderId: a.tan.id,
        name: 'Tan Wei Ming',
        insurerCode: a.insurer.code,
      }),
    ]);
    expect(daniel.json().map((c: { name: string }) => c.name)).toEqual(['Tan Wei Ming']);
  });

  it('is for agents only', async () => {
    const a = await agency();
    const holder = await sessionToken(app, db, a.insurer.id, { policyholderId: a.tan.id });

    expect((await get('/api/agents/clients', holder)).statusCode).toBe(403);
  });
});

describe('GET /api/agents/clients/:policyHolderId/patients', () => {
  it("answers the client's patients with only the policies the agent serves", async () => {
    const a = await agency();

    const rachel = await get(
      `/api/agents/clients/${a.tan.id}/patients`,
      await a.agentToken(a.rachel.id),
    );
    const daniel = await get(
      `/api/agents/clients/${a.tan.id}/patients`,
      await a.agentToken(a.daniel.id),
    );

    expect(rachel.statusCode).toBe(200);
    expect(rachel.json()).toEqual([
      expect.objectContaining({
        name: 'Tan Jia Hui',
        lifeAssuredClntNo: a.tanChild.patient.lifeAssuredClntNo,
        policies: [expect.objectContaining({ policyNo: a.tanChild.policy.policyNo })],
      }),
    ]);
    expect(daniel.json().map((p: { name: string }) => p.name)).toEqual(['Lee Mei Ling']);
  });

  it('is not found for a policyholder who is not its client, or of another insurer', async () => {
    const a = await agency();
    const other = await agency();
    const token = await a.agentToken(a.daniel.id);

    for (const holderId of [a.nur.id, a.stranger.id, other.tan.id, crypto.randomUUID()]) {
      expect((await get(`/api/agents/clients/${holderId}/patients`, token)).statusCode).toBe(404);
    }
    expect((await get('/api/agents/clients/not-an-id/patients', token)).statusCode).toBe(400);
  });
});
