// Link holders' test fixtures: a request with a doctor's, business office's or remote
// authoriser's link issued, and the identity each role must prove. Shared by the tests of the
// link access and of the flows behind it (the doctor's form, the business office, authorisation).
import {
  LINK_TOKEN_HEADER,
  OTP_POLICY,
  type LinkIdentityBody,
  type LinkRole,
  type StatusCode,
} from '@preauth/shared';
import { and, desc, eq } from 'drizzle-orm';
import {
  createInsurer,
  createPatient,
  createPolicyholder,
  createRequest,
  syntheticNric,
  type RequestOverrides,
} from '../../../../test/factories';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { issueLinkToken } from '../access/link-tokens';

/** The status a request waits in for each role's answer. */
const WAITING_STATUS: Record<LinkRole, StatusCode> = {
  doctor: 'SUB',
  'business-office': 'PEN-AI',
  'remote-authoriser': 'PEN',
};

const RECIPIENT: Record<LinkRole, string> = {
  doctor: 'dr.chua@clinic.example.sg',
  'business-office': 'bo@panel-hospital.example.sg',
  'remote-authoriser': 'tan.weiming@example.sg',
};

export interface LinkWorldOptions {
  statusCode?: StatusCode;
  recipientEmail?: string;
  /** The request's own fields (e.g. another patient DOB); the identity answers follow them. */
  request?: RequestOverrides;
}

let addresses = 0;

/** A fresh client address, so a test stays clear of the per-address identity-check limit. */
export function freshAddress(): string {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/**
 * A new insurer with a request waiting for `role` (or in `statusCode`) and that role's link token
 * issued at the clock's time: rows only, no email and no audit. `identity()` is the body a right
 * identity check sends; `address` the link's path.
 */
export async function linkHolderWorld(
  { db, config, clock }: Pick<TestApp, 'db' | 'config' | 'clock'>,
  role: LinkRole,
  options: LinkWorldOptions = {},
) {
  const insurer = await createInsurer(db, { name: 'Aurora Life Assurance' });
  const holder = await createPolicyholder(db, insurer.id, {
    name: 'Tan Wei Ming',
    nric: syntheticNric('S'),
    dob: '1978-04-12',
  });
  const patient = await createPatient(db, insurer.id, { name: 'Tan Jia Hui' });
  const request = await createRequest(db, {
    insurerId: insurer.id,
    policyholderId: holder.id,
    patientId: patient.id,
    statusCode: options.statusCode ?? WAITING_STATUS[role],
    patientName: patient.name,
    patientNric: syntheticNric('T'),
    patientDateOfBirth: '2012-09-03',
    policyholderName: holder.name,
    policyholderNric: holder.nric,
    createdAt: clock.now(),
    ...options.request,
  });
  const recipientEmail = options.recipientEmail ?? RECIPIENT[role];
  const token = await issueLinkToken(db, {
    paId: request.id,
    role,
    recipientEmail,
    secret: config.sessionSecret,
    now: clock.now(),
  });
  const [link] = await db.select().from(t.linkTokens).where(eq(t.linkTokens.paId, request.id));
  if (!link) throw new Error('No link token');

  const last4 = (nric: string) => nric.slice(-4);
  const rightAnswers: { [R in LinkRole]: Omit<LinkIdentityBody<R>, 'token'> } = {
    doctor: { dob: request.patientDateOfBirth, nric: last4(request.patientNric) },
    'business-office': { nric: last4(request.patientNric) },
    'remote-authoriser': { identifier: last4(request.policyholderNric), dob: holder.dob },
  };

  const [year, month, day] = holder.dob.split('-');
  return {
    role,
    /** The remote authoriser's password (000 §2.2): the policyholder's DOB as DDMMYYYY, then NRIC. */
    remotePassword: `${day}${month}${year}${request.policyholderNric}`,
    insurer,
    holder,
    patient,
    request,
    link,
    token,
    recipientEmail,
    /** The link's path under /api/links, without the `/verification` of the identity check. */
    address: `/api/links/${role}/${insurer.code}/${request.erefNo}`,
    /** The body of a right identity check, with changes (e.g. a wrong `nric`). */
    identity: (changes: Record<string, unknown> = {}) => ({
      token,
      ...rightAnswers[role],
      ...changes,
    }),
  };
}

export type LinkWorld = Awaited<ReturnType<typeof linkHolderWorld>>;

/** Asks the link check, with the token in its header (or none). */
export function checkLink(
  { app }: Pick<TestApp, 'app'>,
  address: string,
  token: string | undefined,
) {
  return app.inject({
    method: 'GET',
    url: address,
    headers: token === undefined ? {} : { [LINK_TOKEN_HEADER]: token },
  });
}

/** Sends an identity check of the world's link (the right one unless given), from a fresh address. */
export function verifyIdentity(
  { app }: Pick<TestApp, 'app'>,
  world: LinkWorld,
  body: object = world.identity(),
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: `${world.address}/verification`,
    remoteAddress,
    payload: body,
  });
}

/** The PIN in the newest PIN email of the request. */
export async function emailedPin({ db }: Pick<TestApp, 'db'>, paId: string): Promise<string> {
  const [email] = await db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.paId, paId), eq(t.outbox.kind, 'link-pin')))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  const pin = email?.text.match(new RegExp(` is (\\d{${OTP_POLICY.length}})\\.`))?.[1];
  if (!pin) throw new Error('No PIN email');
  return pin;
}

/** Sends a PIN to the link-session PIN check. */
export function verifyPin({ app }: Pick<TestApp, 'app'>, bearer: string, otp: string) {
  return app.inject({
    method: 'POST',
    url: '/api/links/otp/verify',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { authMethod: 'email', otp },
  });
}

/** Sends the remote-authentication password with a remote authoriser's session. */
export function remoteAuthenticate({ app }: Pick<TestApp, 'app'>, bearer: string, otp: string) {
  return app.inject({
    method: 'POST',
    url: '/api/remote-authentication',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { otp },
  });
}

/**
 * A verified link session of the world's link, the way a holder gets one: the identity check,
 * then the role's next check (the emailed PIN, or the remote authoriser's password). Answers the
 * session's bearer token.
 */
export async function verifiedLinkSession(env: TestApp, world: LinkWorld): Promise<string> {
  const identity = await verifyIdentity(env, world);
  if (identity.statusCode !== 200) throw new Error(`Identity check: ${identity.statusCode}`);
  const session = identity.json<{ access_token: string; stage: string }>();
  if (session.stage === 'remote-authentication-required') {
    const check = await remoteAuthenticate(env, session.access_token, world.remotePassword);
    if (check.statusCode !== 200) throw new Error(`Remote authentication: ${check.statusCode}`);
    return check.json<{ access_token: string }>().access_token;
  }
  const pin = await verifyPin(env, session.access_token, await emailedPin(env, world.request.id));
  if (pin.statusCode !== 200) throw new Error(`PIN check: ${pin.statusCode}`);
  return pin.json<{ access_token: string }>().access_token;
}
