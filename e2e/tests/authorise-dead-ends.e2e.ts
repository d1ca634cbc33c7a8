// Issue 25 §1, the policyholder's and the remote authoriser's dead ends: each walked into and out
// of in the browser. The PIN screen (naming the request and the decision, Cancel and Back, the
// rejection's PIN message), what the declaration shows before the person commits, the Singpass
// callback in a tab without the session and after a login that went through, and a second tab
// opened before the remote authoriser's password step.
import { AUTHORISATION_MESSAGES as M, MESSAGES } from '@preauth/shared';
import { expect, describe, it, onTestFinished } from 'vitest';
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
  singpassLogin,
  verificationLink,
} from '../support/authorisation';
import { usePage } from '../support/browser';
import { PHONE } from '../support/doctor';
import { logIn, waitForMail } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

const SUMMARY = 'What you are asked to authorise';

describe('no dead end for the person authorising a request raised by their agent', () => {
  it('the PIN screen names the request and the rejection, its email says "to reject", and Back and Cancel lead out', async () => {
    const agent = page();
    const { erefNo, paId } = await raiseAsAgent(agent, AGENT_PATIENTS.father);
    onTestFinished(() => cancelIfOpen(baseUrl, paId));
    const h = await freshPage();
    await h.setViewportSize(PHONE);
    await logIn(h, CLIENT.login);
    await openAuthorise(h, erefNo);

    // What is being authorised, before anything is committed.
    const summary = h.getByRole('region', { name: SUMMARY });
    await summary.getByText('Raised by').waitFor();
    await summary.getByText(/your insurance agent/).waitFor();
    await summary.getByText(AGENT_PATIENTS.father).waitFor();
    await summary.getByText('Clinic').waitFor();
    await summary.getByText('Hospital').waitFor();
    await checkScreen(h);

    // Reject: the PIN screen says so and names the request; the email says "to reject".
    const before = await messagesBefore(h, CLIENT.login);
    await h.getByRole('button', { name: 'Reject', exact: true }).click();
    await h.waitForURL(`**/request/${paId}/authorise/EMAIL`);
    await h
      .getByText(`You are rejecting request ${erefNo} for ${AGENT_PATIENTS.father}.`)
      .waitFor();
    await checkScreen(h);
    const mail = await waitForMail(
      h,
      CLIENT.login,
      (m) => !before.has(m.text) && m.text.includes(erefNo) && m.text.includes('one-time PIN'),
    );
    expect(mail.text).toContain(`one-time PIN to reject pre-authorisation request ${erefNo}`);
    expect(mail.text).not.toContain('to authorise');
    const pin = await authorisationPin(h, CLIENT.login, erefNo, before);

    // Back: the authorise screen, to choose again.
    await h.getByRole('link', { name: 'Back', exact: true }).click();
    await h.waitForURL(`**/request/${paId}/authorise`);
    await h.getByRole('heading', { name: 'Authorise Pre-Authorisation Request' }).waitFor();

    // Cancel: the dashboard.
    await h.goto(`/request/${paId}/authorise/EMAIL`);
    await h.getByRole('link', { name: 'Cancel', exact: true }).click();
    await h.waitForURL('**/dashboard');

    // The PIN already sent still serves: the rejection's declaration shows what is rejected.
    await h.goto(`/request/${paId}/authorise/EMAIL`);
    await enterPin(h, pin);
    await h.waitForURL(`**/request/${paId}/declaration-reject`);
    await h.getByRole('heading', { name: M.rejectTitle }).waitFor();
    await h.getByRole('region', { name: SUMMARY }).getByText('Raised by').waitFor();
    await declare(h, 'Reject');
    await h.waitForURL(/\/acknowledgment\/decline\//);
    await expectStatus(agent, erefNo, 'REM-REJ');
  });

  it('Singpass: a callback in a tab without the session leads to log in and the request; a reload after the login opens the declaration', async () => {
    const agent = page();
    const { erefNo, paId } = await raiseAsAgent(agent, AGENT_PATIENTS.mother);
    onTestFinished(() => cancelIfOpen(baseUrl, paId));
    const h = await freshPage();
    await h.setViewportSize(PHONE);
    await logIn(h, CLIENT.login);
    await openAuthorise(h, erefNo);

    // A callback opened in another browser, which has no session: whatever its code, the portal
    // answers that the person must log in (before it looks at the code).
    const elsewhere = await freshPage();
    await elsewhere.setViewportSize(PHONE);
    await elsewhere.goto('/spcb?code=from-another-browser&state=from-another-browser');
    await elsewhere.getByRole('heading', { name: M.authorisationError }).waitFor();
    await elsewhere.getByRole('alert').getByText(MESSAGES.notLoggedIn).waitFor();
    await checkScreen(elsewhere);
    await elsewhere.getByRole('link', { name: 'Log in to continue' }).click();
    await elsewhere.waitForURL('**/login');
    // After the login, the dashboard it asked for, which lists the request with its Authorise.
    await logIn(elsewhere, CLIENT.login);
    await openAuthorise(elsewhere, erefNo);

    // In the first tab, a login that goes through; reloading its callback opens the declaration
    // again rather than saying the login failed.
    await chooseMethod(h, 'Singpass');
    const arrival = h.waitForRequest((r) => new URL(r.url()).pathname === '/spcb');
    await h.getByRole('button', { name: 'Log in with Singpass' }).click();
    await singpassLogin(h, CLIENT.nric);
    const spcb = (await arrival).url();
    await h.waitForURL(`**/request/${paId}/declaration-accept`);
    await h.goto(spcb);
    await h.waitForURL(`**/request/${paId}/declaration-accept`);
    await h.getByRole('heading', { name: M.declarationTitle }).waitFor();
    await h.getByRole('region', { name: SUMMARY }).getByText(AGENT_PATIENTS.mother).waitFor();
    await declare(h, 'Submit');
    await h.waitForURL(new RegExp(`/acknowledgment/authorise/${erefNo}`));
  });

  it('a second tab opened before the password step goes to the remote authentication, and on from there', async () => {
    const agent = page();
    const { erefNo, paId } = await raiseAsAgent(agent, AGENT_PATIENTS.father);
    onTestFinished(() => cancelIfOpen(baseUrl, paId));
    const link = await verificationLink(agent, erefNo);
    const h = await freshPage();
    await h.setViewportSize(PHONE);
    await h.goto(link);
    const last4 = h.getByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' });
    await last4.fill(CLIENT.nric.slice(-4));
    await h.getByRole('button', { name: 'Continue' }).click();
    await h.getByRole('heading', { name: M.remoteTitle }).waitFor();

    const second = await h.context().newPage();
    await second.setViewportSize(PHONE);
    await second.goto('/dashboard');
    await second.waitForURL('**/remote-authentication');
    await second.getByRole('heading', { name: M.remoteTitle }).waitFor();
    expect(await second.getByText('You are not allowed to do this.').count()).toBe(0);
    await second.getByLabel('Password').fill(`${CLIENT.dateOfBirth}${CLIENT.nric}`);
    await second.getByRole('button', { name: 'Verify' }).click();
    await second.waitForURL('**/dashboard');
    await second.getByRole('link', { name: `Authorise ${erefNo}` }).waitFor();
  });
});
