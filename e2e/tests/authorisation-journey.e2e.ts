import {
  AUTHORISATION_MESSAGES,
  LINK_ACCESS_POLICY,
  LINK_LOCKED_MESSAGES,
  statusLabel,
} from '@preauth/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  AGENT_PATIENTS,
  authorisationPin,
  cancelIfOpen,
  checkScreen,
  chooseMethod,
  CLIENT,
  declare,
  enterPin,
  expectStatus,
  messagesBefore,
  openAuthorise,
  raiseAsAgent,
  type RaisedRequest,
  singpassLogin,
  TERMS,
  verificationLink,
} from '../support/authorisation';
import { usePage } from '../support/browser';
import { doctorLink, PHONE } from '../support/doctor';
import { logIn, mailTo, waitForMail } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

/**
 * The agent raises a request for `patient` (cancelled at the end if the journey leaves it open,
 * so the patient is free for the next), and the policyholder logs in on their own phone and
 * opens its authorise screen. The agent's page and the policyholder's.
 */
async function raisedAndOpenedByClient(
  patient: string,
): Promise<{ request: RaisedRequest; agent: Page; holder: Page }> {
  const agent = page();
  const request = await raiseAsAgent(agent, patient);
  onTestFinished(() => cancelIfOpen(baseUrl, request.paId));
  const holder = await freshPage();
  await holder.setViewportSize(PHONE);
  await logIn(holder, CLIENT.login);
  await openAuthorise(holder, request.erefNo);
  return { request, agent, holder };
}

describe('authorisation of requests raised by others (the agent raises, the policyholder answers)', () => {
  it('logged in, by an emailed PIN: the policyholder accepts and the request goes to the doctor', async () => {
    const { request, agent, holder: h } = await raisedAndOpenedByClient(AGENT_PATIENTS.father);
    const { erefNo, paId } = request;
    await checkScreen(h);
    expect(await h.getByRole('radio', { name: 'Email', exact: true }).isChecked()).toBe(true);

    // Accept, double clicked: one PIN, and the PIN screen.
    const before = await messagesBefore(h, CLIENT.login);
    await h.getByRole('button', { name: 'Accept', exact: true }).dblclick();
    await h.waitForURL(`**/request/${paId}/authorise/EMAIL`);
    await h.getByRole('heading', { name: '2FA Security – One Time Pin' }).waitFor();
    const pin = await authorisationPin(h, CLIENT.login, erefNo, before);
    await checkScreen(h);

    // A reload of the PIN screen keeps it.
    await h.reload();
    await h.getByRole('textbox', { name: 'OTP' }).waitFor();
    await enterPin(h, pin);

    await h.waitForURL(`**/request/${paId}/declaration-accept`);
    await h.getByRole('heading', { name: AUTHORISATION_MESSAGES.declarationTitle }).waitFor();
    await checkScreen(h);
    // A reload of the declaration keeps the verified PIN of this tab.
    await h.reload();
    await h.getByRole('heading', { name: AUTHORISATION_MESSAGES.declarationTitle }).waitFor();
    // The declaration in a second tab too (opened from this one, so with its session storage).
    const [second] = await Promise.all([
      h.context().waitForEvent('page'),
      h.evaluate(() => window.open(location.href, '_blank')),
    ]);
    await second.getByLabel(TERMS).waitFor();

    // Submit, double clicked.
    await declare(h, 'Submit');
    await h.waitForURL(new RegExp(`/acknowledgment/authorise/${erefNo}`));
    await h.getByRole('heading', { name: 'Pre-authorisation request authorised' }).waitFor();
    await checkScreen(h);

    // The second tab's submit changes nothing, and says why.
    await declare(second, 'Submit');
    await second
      .getByText('This request is Submitted and cannot be authorised or rejected any more.')
      .waitFor();

    // Submitted for both; the doctor's link has gone out; one PIN was sent.
    await expectStatus(h, erefNo, 'SUB');
    await expectStatus(agent, erefNo, 'SUB');
    await doctorLink(h, request.doctorEmail, erefNo);
    const pins = (await mailTo(h, CLIENT.login)).filter((m) =>
      m.text.includes(`to authorise pre-authorisation request ${erefNo}`),
    );
    expect(pins).toHaveLength(1);
  });

  it('through the emailed link, by an SMS PIN: the policyholder rejects and the agent sees it rejected', async () => {
    const p = page();
    const request = await raiseAsAgent(p, AGENT_PATIENTS.mother);
    onTestFinished(() => cancelIfOpen(baseUrl, request.paId));
    const { erefNo, paId } = request;

    // The link in the policyholder's email, opened on a phone with no login.
    const link = await verificationLink(p, erefNo);
    const h = await freshPage();
    await h.setViewportSize(PHONE);
    await h.goto(link);
    const last4 = h.getByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' });
    await last4.waitFor();
    await h.getByText(erefNo).first().waitFor();
    await checkScreen(h);
    await last4.fill(CLIENT.nric.slice(-4));
    await h.getByRole('button', { name: 'Continue' }).dblclick();

    // The remote authentication: the date of birth, then the NRIC.
    await h.getByRole('heading', { name: AUTHORISATION_MESSAGES.remoteTitle }).waitFor();
    await checkScreen(h);
    await h.getByLabel('Password').fill(`${CLIENT.dateOfBirth}${CLIENT.nric}`);
    await h.getByRole('button', { name: 'Verify' }).dblclick();
    await h.waitForURL('**/dashboard');
    // Its session is for this one request: to authorise or reject it, not to cancel or raise one.
    await h.getByRole('link', { name: `Authorise ${erefNo}` }).waitFor();
    expect(await h.getByRole('link', { name: `Cancel ${erefNo}` }).count()).toBe(0);
    expect(await h.getByRole('link', { name: 'New Request' }).count()).toBe(0);

    // Reject by SMS: the PIN goes to the policyholder's mobile number.
    await openAuthorise(h, erefNo);
    await chooseMethod(h, 'SMS');
    const before = await messagesBefore(h, CLIENT.mobile);
    await h.getByRole('button', { name: 'Reject', exact: true }).dblclick();
    await h.waitForURL(`**/request/${paId}/authorise/SMS`);
    const pin = await authorisationPin(h, CLIENT.mobile, erefNo, before);
    await enterPin(h, pin);

    await h.waitForURL(`**/request/${paId}/declaration-reject`);
    await h.getByRole('heading', { name: AUTHORISATION_MESSAGES.rejectTitle }).waitFor();
    await checkScreen(h);
    await declare(h, 'Reject');
    await h.waitForURL(new RegExp(`/acknowledgment/decline/${erefNo}`));
    const declined = h.getByRole('heading', { name: 'Pre-authorisation request declined' });
    await declined.waitFor();
    await checkScreen(h);
    // The acknowledgement survives a reload, though the link's session has done its work.
    await h.reload();
    await declined.waitFor();

    // The agent's dashboard: rejected, and no action but View.
    await expectStatus(p, erefNo, 'REM-REJ');
    expect(await p.getByRole('link', { name: `Cancel ${erefNo}` }).count()).toBe(0);
    expect(await p.getByRole('link', { name: `View ${erefNo}` }).count()).toBe(1);

    // The emailed link does not open again, and says why (issue 25).
    const later = await freshPage();
    await later.goto(link);
    await later
      .getByText(`This link has been used: the request is now ${statusLabel('REM-REJ')}.`, {
        exact: false,
      })
      .first()
      .waitFor();
  });

  it("by Singpass: another person's login is refused with a way back, the policyholder's own reaches the declaration", async () => {
    const { request, agent, holder: h } = await raisedAndOpenedByClient(AGENT_PATIENTS.father);
    const { erefNo, paId } = request;
    await chooseMethod(h, 'Singpass');
    await checkScreen(h);

    // Someone else logs in at the Singpass stand-in: the portal refuses, with a way back.
    await h.getByRole('button', { name: 'Log in with Singpass' }).dblclick();
    await singpassLogin(h, 'S1234567D');
    await h.getByRole('heading', { name: AUTHORISATION_MESSAGES.authorisationError }).waitFor();
    await h.getByRole('alert').getByText(AUTHORISATION_MESSAGES.singpassNricMismatch).waitFor();
    await checkScreen(h);
    await h.getByRole('link', { name: AUTHORISATION_MESSAGES.backToDetails }).click();

    // The policyholder's own login reaches the declaration; accepted, it is Submitted.
    await h.getByRole('heading', { name: 'Authorise Pre-Authorisation Request' }).waitFor();
    await chooseMethod(h, 'Singpass');
    await h.getByRole('button', { name: 'Log in with Singpass' }).click();
    await singpassLogin(h, CLIENT.nric);
    await h.waitForURL(`**/request/${paId}/declaration-accept`);
    await h.getByRole('heading', { name: AUTHORISATION_MESSAGES.declarationTitle }).waitFor();
    await checkScreen(h);
    await declare(h, 'Submit');
    await h.waitForURL(new RegExp(`/acknowledgment/authorise/${erefNo}`));
    await expectStatus(agent, erefNo, 'SUB');
  });

  it('the authorisation link locks after five wrong NRICs; the agent sends a new one; the policyholder opens it', async () => {
    const p = page();
    const request = await raiseAsAgent(p, AGENT_PATIENTS.mother);
    onTestFinished(() => cancelIfOpen(baseUrl, request.paId));
    const { erefNo } = request;

    // Into the dead end: five wrong last 4 characters lock the link, which says what to do.
    const link = await verificationLink(p, erefNo);
    const h = await freshPage();
    await h.setViewportSize(PHONE);
    await h.goto(link);
    const last4 = h.getByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' });
    for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
      await last4.fill('0000');
      await h.getByRole('button', { name: 'Continue' }).click();
      await h.getByRole('alert').first().waitFor();
    }
    await h.getByText(LINK_LOCKED_MESSAGES['remote-authoriser']).first().waitFor();

    // Out of it: the agent sends a new authorisation link from the dashboard.
    await p.goto(`/dashboard?erefNo=${erefNo}`);
    await p.getByRole('link', { name: `Resend authorisation link ${erefNo}` }).click();
    await p.getByRole('heading', { name: 'Resend Authorisation Link' }).waitFor();
    await checkScreen(p);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await p.getByRole('heading', { name: 'New authorisation link sent' }).waitFor();

    // The old link says why; the new one opens and the policyholder verifies.
    const fresh = await freshPage();
    await fresh.goto(link);
    await fresh.getByText(LINK_LOCKED_MESSAGES['remote-authoriser']).first().waitFor();
    const newMail = await waitForMail(
      p,
      CLIENT.login,
      (m) =>
        m.subject.includes(erefNo) && m.text.includes('/verify?payload=') && !m.text.includes(link),
    );
    const newLink = new URL(/https?:\/\/\S+\/verify\?payload=[\w%-]+/.exec(newMail.text)![0]);
    const n = await freshPage();
    await n.setViewportSize(PHONE);
    await n.goto(newLink.pathname + newLink.search);
    await n
      .getByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' })
      .fill(CLIENT.nric.slice(-4));
    await n.getByRole('button', { name: 'Continue' }).click();
    await n.getByRole('heading', { name: AUTHORISATION_MESSAGES.remoteTitle }).waitFor();
    await n.getByLabel('Password').fill(`${CLIENT.dateOfBirth}${CLIENT.nric}`);
    await n.getByRole('button', { name: 'Verify' }).click();
    await n.waitForURL('**/dashboard');
    await n.getByRole('link', { name: `Authorise ${erefNo}` }).waitFor();
  });
});
