// Issue 26 §1 and §3 (record 084): the insured patient's home lists the requests about them, with
// the certificate to download, never opens a family member's, and says when a new request must
// wait for the open one; a patient with none raises one for himself, which his policyholder is
// emailed to authorise; the agent's dashboard says whose
// request each is and how long a client has left to authorise one, sends the link again, and the
// agent is emailed when the client authorises.
import { type LoginResponse, type RequestListResponse, statusLabel } from '@preauth/shared';
import { readFileSync } from 'node:fs';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  acceptByEmailedPin,
  AGENT,
  AGENT_PATIENTS,
  cancelIfOpen,
  checkScreen,
  dashboardItem,
  raiseAsAgent,
} from '../support/authorisation';
import { usePage } from '../support/browser';
import { CONSULTANT } from '../support/decision-journey';
import { choose, DOCTORS, lookUp, PHONE, refInAcknowledgement } from '../support/doctor';
import { DEMO_PASSWORD, logIn, waitForMail } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

/** The demo insured patient: policyholder3's spouse (packages/server/src/seed/demo-people.ts). */
const PATIENT = { login: 'patient@demo.sg', name: 'Wang Mei Ling 王美玲' } as const;
const HOLDER = 'policyholder3@demo.sg';
/** A family member on the same policyholder, whose request the patient must never open. */
const CHILD = 'Chen Jun Jie 陈俊杰';
/** The agent's demo client whose mother's request waits for authorisation. */
const WAITING = { policyholder: 'Chen Xiao Hua 陈晓华', patient: 'Zhang Li Hua 张丽华' } as const;

/**
 * The second demo insured patient, policyholder2's father, with no request of his own: the
 * journey below raises one and cancels it when it ends, so he is free again.
 */
const FREE_PATIENT = {
  login: 'patient2@demo.sg',
  name: 'Rahman bin Yusof',
  holder: 'policyholder2@demo.sg',
  holderName: 'Nur Aisyah binte Rahman',
} as const;

/** The first request of `patientName` on `holder`'s list, through the API as that policyholder. */
async function requestOf(holder: string, patientName: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: holder, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as LoginResponse;
  const listed = await fetch(
    `${baseUrl}/api/requests?patientName=${encodeURIComponent(patientName)}`,
    { headers: { authorization: `Bearer ${access_token}` } },
  );
  const { list } = (await listed.json()) as RequestListResponse;
  if (!list[0]) throw new Error(`No request of ${patientName} on ${holder}'s list`);
  return list[0];
}

describe("the insured patient's home", () => {
  it("lists their requests with doctor, progress and approved amount; downloads a certificate; opens the review; a family member's request is not found", async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    await logIn(p, PATIENT.login, '**/introduction');
    await p.getByText(`Welcome, ${PATIENT.name}`).waitFor();
    const list = p.getByRole('list', { name: 'Requests' });
    await list.waitFor();
    await checkScreen(p);

    // Their approved requests, filtered as the policyholder's dashboard filters.
    await p.goto('/introduction?statusCode=APP');
    const approved = list.getByRole('listitem').filter({ hasText: 'Approved amount' }).first();
    await approved.waitFor();
    await expect.poll(() => approved.innerText()).toContain('Step 3 of 3: Approved');
    expect(await approved.innerText()).toContain(PATIENT.name);
    const erefNo = (
      await approved.locator('dt:text-is("Pre-Authorisation Ref No.") + dd').innerText()
    ).trim();

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      approved.getByRole('button', { name: `Download certificate ${erefNo}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const certificate = await pdfText(readFileSync(await download.path()));
    expect(certificate).toContain(erefNo);

    // The review, read-only: no command but Print and Back to homepage.
    await approved.getByRole('link', { name: `View ${erefNo}` }).click();
    await p.getByRole('heading', { name: `Pre-Authorisation Request ${erefNo}` }).waitFor();
    await checkScreen(p);
    for (const command of ['Amend', 'Cancel', 'Resend']) {
      expect(await p.getByRole('link', { name: command, exact: true }).count()).toBe(0);
    }
    await p.getByRole('link', { name: 'Back to homepage' }).click();
    await p.waitForURL('**/introduction');

    // A family member's request on the same policyholder, opened by its address: not found.
    const childs = await requestOf(HOLDER, CHILD);
    await p.goto(`/request/${childs.paId}/review`);
    await p.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await p.getByText(CHILD).count()).toBe(0);

    // She may raise a request for herself, but hers waiting for the insurer is still open (a
    // patient has one at a time): the start screen says so and leads home, not to the form.
    await p.goto('/introduction');
    await p.getByRole('link', { name: 'New Request' }).click();
    await p.getByText(/You already have a pre-authorisation request in progress/).waitFor();
    await checkScreen(p);
    await p.getByRole('link', { name: 'Back to homepage' }).click();
    await p.waitForURL('**/introduction');
  });
});

describe('a patient raising a request for himself', () => {
  it('names the policyholder who will authorise it, submits the form, shows it waiting for authorisation, and the policyholder is emailed', async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    await logIn(p, FREE_PATIENT.login, '**/introduction');
    await p.getByRole('link', { name: 'New Request' }).click();

    // The start screen: the policyholder who authorises it, then the form.
    await p.getByRole('heading', { name: 'Policyholder details' }).waitFor();
    await p.getByText(FREE_PATIENT.holderName).first().waitFor();
    await p.getByText(/Your policyholder is emailed to authorise it/).waitFor();
    await checkScreen(p);
    await p.getByRole('link', { name: 'Continue' }).click();
    await p.waitForURL('**/create-request');

    // The patient is himself, fixed; the rest as any policyholder fills it.
    const patient = p.getByRole('combobox', { name: 'Patient' });
    await expect.poll(() => patient.innerText()).toContain(FREE_PATIENT.name);
    expect(await patient.isDisabled()).toBe(true);
    await choose(p, 'Policy', /Aurora Shield Plan A/);
    await lookUp(p, 'Doctor name', DOCTORS.sarahWong.typed, DOCTORS.sarahWong.option);
    await p.getByRole('combobox', { name: 'Clinic' }).click();
    await p.getByRole('option').first().click();
    for (const name of ['terms1', 'terms2', 'terms3']) {
      await p.locator(`input[name=${name}]`).check();
    }
    await checkScreen(p);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.waitForURL(/\/acknowledgment\/raised\/PA\d{4}-\d{6}/);
    const erefNo = refInAcknowledgement(p);

    // On his home, waiting for the policyholder's authorisation with its window.
    await p.goto('/introduction');
    const item = p.getByRole('listitem').filter({ hasText: erefNo });
    await item.getByText(statusLabel('PEN')).first().waitFor();
    await item.getByText('Authorisation window').waitFor();
    const view = item.getByRole('link', { name: `View ${erefNo}` });
    const paId = (await view.getAttribute('href'))!.split('/').at(-2)!;
    // He is free again for the next run, whatever happens below.
    onTestFinished(() => cancelIfOpen(baseUrl, paId, FREE_PATIENT.holder));
    await checkScreen(p);

    // The policyholder's email: the remote authoriser's link, worded as the patient's request.
    const mail = await waitForMail(
      p,
      FREE_PATIENT.holder,
      (m) => m.subject.includes(erefNo) && m.text.includes('/verify?payload='),
    );
    expect(mail.text).toContain('insured under your policy');
    expect(mail.text).toContain(FREE_PATIENT.name);

    // Its policyholder may cancel it, which frees him for the next run: his start screen leads
    // to the form again.
    await cancelIfOpen(baseUrl, paId, FREE_PATIENT.holder);
    await p.reload();
    await item.getByText(statusLabel('CAN')).first().waitFor();
    await p.getByRole('link', { name: 'New Request' }).click();
    await p.getByRole('link', { name: 'Continue' }).waitFor();
  });
});

describe("the agent's dashboard", () => {
  it('names the policyholder and the patient of a request waiting for authorisation with its time left, and sends the link again', async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    await logIn(p, AGENT);
    await p
      .getByRole('region', { name: "Waiting for your clients' authorisation" })
      .getByRole('link', { name: 'Show them' })
      .click();
    await p.waitForURL('**/dashboard?statusCode=PEN');
    await p.goto(`/dashboard?statusCode=PEN&patientName=${encodeURIComponent(WAITING.patient)}`);
    const item = p.getByRole('listitem').filter({ hasText: WAITING.patient }).first();
    await item.waitFor();
    expect(await item.innerText()).toContain(WAITING.policyholder);
    await expect
      .poll(() => item.locator('dt:text-is("Authorisation window") + dd').innerText())
      .toMatch(/^(\d+ days? )?(\d+ hours? )?left \(until \d{2}-\d{2}-\d{4} \d{2}:\d{2}\)$/);
    await checkScreen(p);

    const erefNo = (
      await item.locator('dt:text-is("Pre-Authorisation Ref No.") + dd').innerText()
    ).trim();
    await item.getByRole('link', { name: `Resend authorisation link ${erefNo}` }).click();
    await p.getByRole('heading', { name: 'Resend Authorisation Link' }).waitFor();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await p.getByRole('heading', { name: 'New authorisation link sent' }).waitFor();
    await waitForMail(
      p,
      HOLDER,
      (m) => m.subject.includes(erefNo) && m.text.includes('/verify?payload='),
    );
  });

  it('emails the agent when the client authorises a request it raised', async () => {
    const p = page();
    const request = await raiseAsAgent(p, AGENT_PATIENTS.father);
    onTestFinished(() => cancelIfOpen(baseUrl, request.paId));
    await dashboardItem(p, request.erefNo).getByText('Authorisation window').waitFor();

    const holder = await freshPage();
    await logIn(holder, 'policyholder@demo.sg');
    await acceptByEmailedPin(holder, request);

    const notice = await waitForMail(
      p,
      CONSULTANT,
      (m) =>
        m.subject.includes(request.erefNo) &&
        m.subject.startsWith('Pre-authorisation request authorised'),
    );
    expect(notice.text).toContain('was authorised by the policyholder and sent to the doctor');
  });
});
