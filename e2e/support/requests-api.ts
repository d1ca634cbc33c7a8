// Requests created through the API, as "another tab" of the policyholder would: for journeys that
// need a fresh request without walking the create screens.
import type { LoginResponse, PolicyholderPatient } from '@preauth/shared';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './session';

export const POLICYHOLDER = 'policyholder@demo.sg';

/** The policyholder's own API session, beside the browser's: "another tab". */
export async function apiLogin(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { username: POLICYHOLDER, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const login = (await response.json()) as LoginResponse;
  const headers = { authorization: `Bearer ${login.access_token}` };
  return { login, headers };
}

/**
 * A new request, created through the API for a patient without an open one (and not a foreigner,
 * who would need a letter), to the doctor at `doctorEmail`; the test cancels it, so the demo
 * data's open requests stay as seeded. With the patient, for the doctor's identity check.
 */
export async function createRequestViaApi(
  request: APIRequestContext,
  doctorEmail = 'plain.words@clinic.example.sg',
) {
  const { login, headers } = await apiLogin(request);
  const patients = (await (
    await request.get('/api/policyholders/patients', { headers })
  ).json()) as PolicyholderPatient[];
  const patient = patients.find(
    (p) => !p.hasActiveRequest && p.foreigner === 'N' && p.policies.length > 0,
  );
  if (!patient) throw new Error('The demo policyholder has no patient free for a new request');
  const policy = patient.policies[0]!;
  const response = await request.post(`/api/insurers/${login.userInfo.insurerCode}/requests`, {
    headers,
    data: {
      insurerCode: login.userInfo.insurerCode,
      patientName: patient.name,
      lifeAssuredClntNo: patient.lifeAssuredClntNo,
      patientEmailaddress: 'patient@example.sg',
      policyName: policy.policyName,
      policyNumber: policy.policyNo,
      doctorName: 'Dr Plain Words',
      clinicName: 'Plain Words Clinic',
      clinicdoctorEmailaddress: doctorEmail,
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { paId: string; erefNo: string };
  return { ...created, headers, patient };
}
