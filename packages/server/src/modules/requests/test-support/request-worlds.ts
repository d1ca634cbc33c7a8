// The request commands' test server and fixtures, shared by the create, detail, resend, cancel,
// amend and email tests.
import {
  STATUS_CODES,
  statusLabel,
  type CreateRequestPayload,
  type StatusCode,
} from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createClinic,
  createConsultant,
  createDoctor,
  createHospital,
  createInsurer,
  createPatient,
  createPolicy,
  createPolicyholder,
  createRequest,
  createRequestDetails,
  linkConsultant,
  linkPatient,
  type RequestOverrides,
} from '../../../../test/factories';
import { loggedInUser, type SessionUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { findLinkByToken, isLinkLive, issueLinkToken, type LinkRole } from '../access/link-tokens';

export const { app, db, clock, config } = await createTestApp({
  config: { publicUrl: 'https://preauth.example.sg' },
});

/** A new user of the insurer, logged in through the API. */
export const loginAs = (insurerId: string, sessionUser: SessionUser = {}) =>
  loggedInUser(app, db, insurerId, sessionUser);

export type Login = Awaited<ReturnType<typeof loginAs>>;

/**
 * A new insurer with a logged-in policyholder, one linked patient (the policyholder's child)
 * with a policy and its consultant, and a doctor and clinic of the insurer.
 */
export async function policyholderWorld(options: { foreigner?: boolean } = {}) {
  const insurer = await createInsurer(db, { notificationEmail: 'preauth@insurer.example.sg' });
  const holder = await createPolicyholder(db, insurer.id, { name: 'Tan Wei Ming' });
  const login = await loginAs(insurer.id, { policyholderId: holder.id, name: 'Tan Wei Ming' });
  const patient = await createPatient(db, insurer.id, {
    name: 'Tan Jia Hui',
    foreigner: options.foreigner ?? false,
  });
  await linkPatient(db, holder.id, patient.id, 'CHILD');
  const policy = await createPolicy(db, {
    insurerId: insurer.id,
    policyholderId: holder.id,
    patientId: patient.id,
  });
  const consultant = await createConsultant(db, insurer.id, { name: 'Rachel Lim' });
  await linkConsultant(db, policy.id, consultant.id);
  const doctor = await createDoctor(db, insurer.id, { name: 'Dr Alan Chua' });
  const clinic = await createClinic(db, insurer.id, { name: 'Chua Family Clinic' });

  /** What the new-request form sends for this patient, policy, doctor and clinic. */
  const payload = (overrides: Partial<CreateRequestPayload> = {}): CreateRequestPayload => ({
    insurerCode: insurer.code,
    policyHolderId: holder.id,
    policyHolderName: holder.name,
    patientName: patient.name,
    patientNric: patient.id,
    lifeAssuredClntNo: patient.lifeAssuredClntNo,
    patientEmailaddress: holder.email,
    policyName: policy.policyName,
    policyNumber: policy.policyNo,
    doctorName: doctor.name,
    doctorId: doctor.id,
    doctorMcrno: doctor.mcrNo,
    clinicName: clinic.name,
    clinicId: clinic.id,
    clinicCode: clinic.code,
    clinicdoctorEmailaddress: 'dr.chua@clinic.example.sg',
    fcNeedstobeNotified: false,
    creatorRole: 'policy-holder',
    clinicdoctorResendEmailaddress: '',
    authCode: null,
    ...overrides,
  });

  /**
   * Another insured patient of this policyholder with a policy of its own, and the form's
   * payload for them.
   */
  const familyMember = async (name: string, relationship: string) => {
    const member = await createPatient(db, insurer.id, { name });
    await linkPatient(db, holder.id, member.id, relationship);
    const memberPolicy = await createPolicy(db, {
      insurerId: insurer.id,
      policyholderId: holder.id,
      patientId: member.id,
    });
    const memberPayload = (overrides: Partial<CreateRequestPayload> = {}) =>
      payload({
        patientName: member.name,
        patientNric: member.id,
        lifeAssuredClntNo: member.lifeAssuredClntNo,
        policyName: memberPolicy.policyName,
        policyNumber: memberPolicy.policyNo,
        ...overrides,
      });
    return { patient: member, policy: memberPolicy, payload: memberPayload };
  };

  /** A request of this policyholder's patient made by the factory, e.g. in another status. */
  const request = (overrides: RequestOverrides = {}) =>
    createRequest(db, {
      insurerId: insurer.id,
      policyholderId: holder.id,
      patientId: patient.id,
      policyId: policy.id,
      patientName: patient.name,
      patientNric: patient.nric,
      consultantId: consultant.id,
      doctorEmail: 'dr.chua@clinic.example.sg',
      ...overrides,
    });

  /** Like `request`, for a new patient of its own: a patient has one open request at most. */
  const requestForNewPatient = async (overrides: RequestOverrides = {}) =>
    request({ ...overrides, patientId: (await createPatient(db, insurer.id)).id });

  /** A request of another policyholder of the same insurer, out of this one's reach. */
  const othersRequest = async () =>
    createRequest(db, {
      insurerId: insurer.id,
      policyholderId: (await createPolicyholder(db, insurer.id)).id,
    });

  return {
    insurer,
    holder,
    login,
    patient,
    policy,
    consultant,
    doctor,
    clinic,
    payload,
    familyMember,
    request,
    requestForNewPatient,
    othersRequest,
  };
}

export type World = Awaited<ReturnType<typeof policyholderWorld>>;

export function createVia(
  login: Login,
  insurerCode: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/insurers/${insurerCode}/requests`,
    headers: { authorization: login.authorization, ...headers },
    payload: payload as object,
  });
}

/** The world's policyholder creates a request (the form's payload unless given). */
export const createFor = (world: World, payload: unknown = world.payload()) =>
  createVia(world.login, world.insurer.code, payload);

export function command(
  login: Login,
  paId: string,
  action: 'resend' | 'cancel' | 'amend',
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/requests/${paId}/${action}`,
    headers: { authorization: login.authorization, ...headers },
    payload,
  });
}

/** Sends each value of `field` and checks the command answers 400 with that value's message. */
export async function expectFieldRefusals(
  login: Login,
  paId: string,
  action: 'resend' | 'cancel' | 'amend',
  field: string,
  cases: readonly (readonly [value: string, message: string])[],
) {
  for (const [value, message] of cases) {
    const response = await command(login, paId, action, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: field, message }]);
  }
}

/** A link token of the request, as the lifecycle issues them. */
export const issueLink = (
  paId: string,
  role: LinkRole,
  recipientEmail: string,
  now = clock.now(),
) => issueLinkToken(db, { paId, role, recipientEmail, secret: config.sessionSecret, now });

/** The emailed token's link while it is live at `at` (not revoked, expired or locked), else null. */
export async function liveLink(token: string, at = clock.now()) {
  const found = await findLinkByToken(db, config.sessionSecret, token);
  return found && isLinkLive(found, at) ? found.link : null;
}

export function readDetail(login: Login, insurerCode: string, paId: string, expanded = false) {
  return app.inject({
    method: 'GET',
    url: `/api/insurers/${insurerCode}/requests/${paId}${expanded ? '?expanded=true' : ''}`,
    headers: { authorization: login.authorization },
  });
}

/** The total of the caller's request list for the query (e.g. `statusCode=APP`). */
export async function listTotal(login: Login, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/requests?${query}`,
    headers: { authorization: login.authorization },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { total: number }).total;
}

export const requestRow = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0];

export const requestsOfPatient = (patientId: string) =>
  db.select().from(t.paRequests).where(eq(t.paRequests.patientId, patientId));

export const outboxOf = (paId: string) =>
  db.select().from(t.outbox).where(eq(t.outbox.paId, paId)).orderBy(asc(t.outbox.id));

export const historyOf = (paId: string) =>
  db
    .select()
    .from(t.paStatusHistory)
    .where(eq(t.paStatusHistory.paId, paId))
    .orderBy(asc(t.paStatusHistory.id));

export const tokensOf = (paId: string) =>
  db
    .select()
    .from(t.linkTokens)
    .where(eq(t.linkTokens.paId, paId))
    .orderBy(asc(t.linkTokens.createdAt));

export const auditOf = (paId: string, action: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.paId, paId), eq(t.auditLog.action, action)));

/** The token in the emailed link `…/verification#token=…`. */
export function tokenInLink(text: string): string {
  const match = text.match(/\/verification#token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('No link in the email');
  return match[1];
}

/** The request's row, history, tokens and emails, to show a refused command changed nothing. */
export async function snapshot(paId: string) {
  return {
    row: await requestRow(paId),
    history: await historyOf(paId),
    tokens: await tokensOf(paId),
    outbox: await outboxOf(paId),
  };
}

/**
 * Puts a request of the policyholder (each for a patient of its own) in every status but the
 * allowed ones, and checks the command answers 409 with the reason and changes nothing.
 */
export async function expectRefusedOutside(
  world: World,
  action: 'resend' | 'cancel' | 'amend',
  payload: object,
  allowed: readonly StatusCode[],
) {
  for (const statusCode of STATUS_CODES.filter((s) => !allowed.includes(s))) {
    const request = await world.requestForNewPatient({ statusCode });
    const before = await snapshot(request.id);

    const response = await command(world.login, request.id, action, payload);

    expect(response.statusCode, statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    expect(response.json().detailMessage, statusCode).toContain(statusLabel(statusCode));
    expect(await snapshot(request.id), statusCode).toEqual(before);
  }
}

export const BUSINESS_OFFICE = 'bo@panel-hospital.example.sg';

/** The doctor's submission at a panel hospital, whose business office has its own address. */
export async function submitAtPanelHospital(world: World, paId: string) {
  const hospital = await createHospital(db, world.insurer.id, {
    isPanel: true,
    businessOfficeEmail: BUSINESS_OFFICE,
  });
  return createRequestDetails(db, paId, {
    hospitalId: hospital.id,
    hospitalCode: hospital.code,
    businessOfficeEmail: BUSINESS_OFFICE,
  });
}
