// Requests raised by others (issue 13) in the browser: the insurance agent raises a request for
// its client, who authorises or rejects it, logged in or through the emailed link, with a PIN
// (email, SMS) or the Singpass stand-in's login.
import {
  AUTHORISATION_MESSAGES,
  nricCheckLetter,
  statusLabel,
  type LoginResponse,
  type StatusCode,
} from '@preauth/shared';
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { fillAndSubmitRequest, type Patient, PHONE, refInAcknowledgement } from './doctor';
import { expectFits } from './layout';
import { DEMO_PASSWORD, logIn, mailTo, waitForMail } from './session';

export const AGENT = 'agent@demo.sg';

/** The agent's client: policyholder@demo.sg (seed 0 of the demo data, packages/server/src/seed). */
export const CLIENT = {
  login: 'policyholder@demo.sg',
  name: 'Tan Wei Ming',
  nric: `S8012345${nricCheckLetter('S', '8012345')}`,
  /** As the remote authentication wants it (DDMMYYYY). */
  dateOfBirth: '14031980',
  mobile: '+6591234500',
} as const;

/**
 * The client's patients the agent serves and no other journey raises a request for (the demo
 * data's father and mother). A patient can have one open request at a time: each journey ends
 * its request (or has it cancelled) so that the patient is free again.
 */
export const AGENT_PATIENTS = { father: 'Tan Ah Kow', mother: 'Lim Siew Hoon' } as const;

/** The father as the doctor's identity check asks about him (born 9 August 1955, S1512345). */
export const FATHER: Patient = {
  holder: CLIENT.login,
  name: AGENT_PATIENTS.father,
  dateOfBirth: '09081955',
  last4: `345${nricCheckLetter('S', '1512345')}`,
};

/** A request the agent raised, as the journeys follow it. */
export interface RaisedRequest {
  erefNo: string;
  paId: string;
  doctorEmail: string;
}

/** A screen of the journeys checked: axe finds nothing serious, and it fits the 360 px phone. */
export async function checkScreen(p: Page): Promise<void> {
  await expectAccessible(p);
  await expectFits(p, PHONE.width);
}

/** The dashboard's list item for a reference number. */
export const dashboardItem = (p: Page, erefNo: string) =>
  p.getByRole('listitem').filter({ has: p.getByText(erefNo, { exact: true }) });

/** The dashboard, filtered on the request, shows it with this status. */
export async function expectStatus(p: Page, erefNo: string, status: StatusCode): Promise<void> {
  await p.goto(`/dashboard?erefNo=${erefNo}`);
  await dashboardItem(p, erefNo).getByText(statusLabel(status), { exact: true }).waitFor();
}

/**
 * The agent logs in and raises a request for its client's `patient` (New Request, the client,
 * the form), on the 360 px phone; it is Pending Authorization on the agent's dashboard.
 */
export async function raiseAsAgent(p: Page, patient: string): Promise<RaisedRequest> {
  await p.setViewportSize(PHONE);
  await logIn(p, AGENT);
  await p.getByRole('link', { name: 'New Request' }).click();
  await p.getByRole('radio', { name: new RegExp(CLIENT.name) }).check();
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.waitForURL('**/create-request?policyholder=*');
  const { doctorEmail } = await fillAndSubmitRequest(p, patient);
  await p.waitForURL(/\/acknowledgment\/raised\/PA\d{4}-\d{6}/);
  await p.getByRole('heading', { name: 'Pre-authorisation request raised' }).waitFor();
  const erefNo = refInAcknowledgement(p);
  await expectStatus(p, erefNo, 'PEN');
  const view = await p.getByRole('link', { name: `View ${erefNo}` }).getAttribute('href');
  return { erefNo, paId: view!.split('/').at(-2)!, doctorEmail };
}

/** The texts of the messages already in the mailbox for `recipient`, to tell the next one. */
export async function messagesBefore(p: Page, recipient: string): Promise<Set<string>> {
  return new Set((await mailTo(p, recipient)).map((m) => m.text));
}

/**
 * The authorisation PIN of `erefNo` sent to `recipient` (an address or a mobile number), to
 * authorise or to reject it.
 */
export async function authorisationPin(
  p: Page,
  recipient: string,
  erefNo: string,
  before: Set<string>,
): Promise<string> {
  const message = await waitForMail(
    p,
    recipient,
    (m) =>
      !before.has(m.text) &&
      new RegExp(`one-time PIN to (authorise|reject) pre-authorisation request ${erefNo}`).test(
        m.text,
      ),
  );
  const pin = /is (\d{6})\./.exec(message.text)?.[1];
  if (!pin) throw new Error(`No PIN in the message to ${recipient}`);
  return pin;
}

/** From the dashboard, the request's Authorise: the authorise screen. */
export async function openAuthorise(p: Page, erefNo: string): Promise<void> {
  await p.goto(`/dashboard?erefNo=${erefNo}`);
  await p.getByRole('link', { name: `Authorise ${erefNo}` }).click();
  await p.getByRole('heading', { name: 'Authorise Pre-Authorisation Request' }).waitFor();
}

/** Chooses the authorisation method on the authorise screen by its label. */
export async function chooseMethod(
  p: Page,
  method: 'Email' | 'SMS' | 'Singpass' | 'Remote Authentication',
): Promise<void> {
  await p
    .getByRole('radiogroup', { name: 'Choose how to authorise this request' })
    .getByRole('radio', { name: method, exact: true })
    .check();
}

/** Types the PIN and verifies it (a double click, as people do: it must verify once). */
export async function enterPin(p: Page, pin: string): Promise<void> {
  await p.getByRole('textbox', { name: 'OTP' }).fill(pin);
  await p.getByRole('button', { name: 'Verify' }).dblclick();
}

/**
 * The client, logged in on `h`, accepts the request by the PIN emailed to them and submits the
 * declaration (asking for their consultant to be notified when `notifyConsultant`): the request
 * goes to the doctor.
 */
export async function acceptByEmailedPin(
  h: Page,
  { erefNo, paId }: RaisedRequest,
  { notifyConsultant = false } = {},
): Promise<void> {
  await openAuthorise(h, erefNo);
  const before = await messagesBefore(h, CLIENT.login);
  await h.getByRole('button', { name: 'Accept', exact: true }).click();
  await h.waitForURL(`**/request/${paId}/authorise/EMAIL`);
  await enterPin(h, await authorisationPin(h, CLIENT.login, erefNo, before));
  await h.waitForURL(`**/request/${paId}/declaration-accept`);
  if (notifyConsultant) await h.getByLabel(AUTHORISATION_MESSAGES.notifyConsultant).check();
  await declare(h, 'Submit');
  await h.waitForURL(new RegExp(`/acknowledgment/authorise/${erefNo}`));
}

/** The declaration's required tick. */
export const TERMS = 'I have read and agree to the terms and conditions.';

/** The declaration's terms ticked and its button (Submit or Reject) double clicked. */
export async function declare(p: Page, button: 'Submit' | 'Reject'): Promise<void> {
  await p.getByLabel(TERMS).check();
  await p.getByRole('button', { name: button, exact: true }).dblclick();
}

/** The `/verify?payload=…` path of the link emailed to the client for `erefNo`. */
export async function verificationLink(p: Page, erefNo: string): Promise<string> {
  const mail = await waitForMail(
    p,
    CLIENT.login,
    (m) => m.subject.includes(erefNo) && m.text.includes('/verify?payload='),
  );
  const url = /https?:\/\/\S+\/verify\?payload=[\w%-]+/.exec(mail.text)?.[0];
  if (!url) throw new Error('No verification link in the email to the policyholder');
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * On the Singpass stand-in's login page (MockPass), logs in as `nric` through its "or with your
 * own user" form, inside the modal its Login button opens.
 */
export async function singpassLogin(p: Page, nric: string): Promise<void> {
  await p.locator('#loginModelbtn').filter({ visible: true }).click();
  const own = p.locator('form').filter({ has: p.locator('#nric') });
  await own.locator('#nric').fill(nric);
  await own.getByRole('button', { name: 'Login' }).click();
}

/**
 * Cancels the request as its policyholder (the client unless given) if it is still open (PEN,
 * SUB, PRO or AMEND), through the API: the patient is free for the next journey whatever this
 * one's outcome.
 */
export async function cancelIfOpen(
  baseUrl: string,
  paId: string,
  policyholder: string = CLIENT.login,
): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: policyholder, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as LoginResponse;
  // A request already ended answers 409, which is fine here.
  await fetch(`${baseUrl}/api/requests/${paId}/cancel`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ cancelReason: 'Ended by the browser journey.' }),
  });
}
