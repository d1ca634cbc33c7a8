import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { DEMO_PASSWORD, logIn, mailTo, waitForMail } from '../support/session';

const { page } = usePage();

// The second demo policyholder: the journey test works on the first one's requests.
const HOLDER = 'policyholder2@demo.sg';
const PATIENT = /Nur Aisyah binte Rahman/;

/** Picks `option` in the form kit's select labelled `label`. */
async function choose(p: Page, label: string, option: string | RegExp) {
  await p.getByRole('combobox', { name: label }).click();
  await p.getByRole('option', { name: option }).click();
}

/** Accepts the browser's own dialogs (the leave-page prompt), remembering their types. */
function acceptDialogs(p: Page): string[] {
  const seen: string[] = [];
  p.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

/** The PUTs of a command (resend, cancel, amend) the page sends from now on. */
function commandPuts(p: Page, command: string): Request[] {
  const sent: Request[] = [];
  p.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/${command}`)) sent.push(request);
  });
  return sent;
}

/** Half of the new-request form: the patient, its policy and the contact email. */
async function fillHalf(p: Page, email: string) {
  await choose(p, 'Patient', PATIENT);
  await choose(p, 'Policy', /Aurora Shield Plan A/);
  await p.getByLabel('Email address', { exact: true }).fill(email);
}

/** A new request of the second policyholder through the form; its reference and id. */
async function createRequest(p: Page): Promise<{ erefNo: string; paId: string }> {
  await p.goto('/create-request');
  await fillHalf(p, 'aisyah@example.sg');
  await p.getByRole('combobox', { name: 'Doctor name' }).fill('Sarah');
  await p.getByRole('option', { name: /Sarah Wong/ }).click();
  await p.getByRole('combobox', { name: 'Clinic' }).click();
  await p.getByRole('option').first().click();
  for (const name of ['terms1', 'terms2', 'terms3']) await p.locator(`input[name=${name}]`).check();
  await p.getByRole('button', { name: 'Submit' }).click();
  await p.waitForURL(/\/acknowledgment\/new\/PA\d{4}-\d{6}/);
  const erefNo = decodeURIComponent(p.url().split('/').pop()!.split('?')[0]!);
  await p.goto(`/dashboard?erefNo=${erefNo}`);
  const view = await p.getByRole('link', { name: `View ${erefNo}` }).getAttribute('href');
  return { erefNo, paId: view!.split('/').at(-2)! };
}

describe('nothing typed is lost, no double actions', () => {
  it('restores a half-filled new request after a reload, with a note and a way to start over', async () => {
    const p = page();
    const dialogs = acceptDialogs(p);
    await logIn(p, HOLDER);
    await p.getByRole('link', { name: 'New Request' }).click();
    await p.getByRole('link', { name: 'Continue' }).click();
    await p.waitForURL('**/create-request');
    await fillHalf(p, 'half.filled@example.sg');

    // Leaving inside the app (here Back) asks first; 'No' stays with what was typed.
    await p.goBack();
    const leave = p.getByRole('alertdialog', { name: 'Leave this page?' });
    await leave.getByRole('button', { name: 'No' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(p.url()).toMatch(/\/create-request$/);

    await p.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await p.getByText('We restored what you had typed on this form.').waitFor();
    expect(await p.getByLabel('Email address', { exact: true }).inputValue()).toBe(
      'half.filled@example.sg',
    );
    expect(await p.getByRole('combobox', { name: 'Patient' }).textContent()).toMatch(PATIENT);

    await p.getByRole('button', { name: 'Start over' }).click();
    expect(await p.getByLabel('Email address', { exact: true }).inputValue()).toBe('');
    await p.reload();
    await p.getByRole('heading', { name: 'Policyholder details' }).waitFor();
    expect(await p.getByText('We restored what you had typed on this form.').count()).toBe(0);
    expect(dialogs).toEqual(['beforeunload']);
  });

  it('keeps the draft when the session ends on the server and the same user logs in again', async () => {
    const p = page();
    acceptDialogs(p);
    await logIn(p, HOLDER);
    await p.goto('/create-request');
    await fillHalf(p, 'after.login@example.sg');

    // The session ends elsewhere (here: revoked on the server); the next call finds it over.
    const token = await p.evaluate(() => sessionStorage.getItem('access_token'));
    await p.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await p.reload();
    await p.waitForURL('**/login');
    await p.getByLabel('Username or email').fill(HOLDER);
    await p.getByLabel('Password').fill(DEMO_PASSWORD);
    await p.getByRole('button', { name: 'Log in' }).click();

    await p.waitForURL('**/create-request');
    await p.getByText('We restored what you had typed on this form.').waitFor();
    expect(await p.getByLabel('Email address', { exact: true }).inputValue()).toBe(
      'after.login@example.sg',
    );
  });

  it('sends one resend for a double click on Yes (one email), and cancels once without an error', async () => {
    const p = page();
    acceptDialogs(p);
    await logIn(p, HOLDER);
    const { erefNo, paId } = await createRequest(p);

    const resends = commandPuts(p, 'resend');
    const doctorEmail = `double.click.${Date.now()}@clinic.example.sg`;
    await p.goto(`/request/${paId}/resend`);
    await p.getByLabel("Doctor's email address").fill(doctorEmail);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).dblclick();
    await p.getByRole('heading', { name: 'Pre-authorisation request resent' }).waitFor();
    expect(resends).toHaveLength(1);
    await waitForMail(p, doctorEmail, (m) => m.text.includes(erefNo));
    // The outbox worker runs every 2 s: a second email would have come by now.
    await p.waitForTimeout(5_000);
    expect(await mailTo(p, doctorEmail)).toHaveLength(1);

    const cancels = commandPuts(p, 'cancel');
    await p.goto(`/request/${paId}/cancel`);
    await p.getByLabel('Reason for cancelling').fill('Booked by mistake.');
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).dblclick();
    await p.getByRole('heading', { name: 'Pre-authorisation request cancelled' }).waitFor();
    await p.waitForTimeout(1_500);
    expect(cancels).toHaveLength(1);
    expect(await p.locator('[data-rht-toaster]').innerText()).toBe('');
  });
});
