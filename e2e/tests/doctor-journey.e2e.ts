import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { logIn, mailTo, waitForMail } from '../support/session';

const { page } = usePage();

/** Picks `option` in the form kit's select labelled `label`. */
async function choose(p: Page, label: string, option: string | RegExp) {
  await p.getByRole('combobox', { name: label }).click();
  await p.getByRole('option', { name: option }).click();
}

/** Types into an autocomplete and picks the option that appears. */
async function lookUp(p: Page, label: string, text: string, option: string | RegExp) {
  await p.getByRole('combobox', { name: label }).fill(text);
  await p.getByRole('option', { name: option }).click();
}

/** Creates a request for the policyholder's spouse (no Employment Pass needed); its ref and the doctor's address. */
async function createRequest(p: Page): Promise<{ erefNo: string; doctorEmail: string }> {
  await logIn(p, 'policyholder@demo.sg');
  await p.getByRole('link', { name: 'New Request' }).click();
  await p.getByRole('link', { name: 'Continue' }).click();
  await p.waitForURL('**/create-request');
  await p.getByRole('combobox', { name: 'Patient' }).click();
  await p.getByRole('option', { name: /Lee Mei Ling/ }).click();
  await choose(p, 'Policy', /Aurora Shield Plan A/);
  await lookUp(p, 'Doctor name', 'Sarah', /Sarah Wong/);
  await p.getByRole('combobox', { name: 'Clinic' }).click();
  await p.getByRole('option').first().click();
  const doctorEmail = await p.getByLabel('Doctor or clinic email address').inputValue();
  for (const name of ['terms1', 'terms2', 'terms3']) await p.locator(`input[name=${name}]`).check();
  await p.getByRole('button', { name: 'Submit' }).click();
  await p.waitForURL(/\/acknowledgment\/new\/PA\d{4}-\d{6}/);
  const erefNo = decodeURIComponent(p.url().split('/').pop()!.split('?')[0]!);
  return { erefNo, doctorEmail };
}

/** The path of the doctor's emailed link (`/{insurerCode}/{erefNo}/verification#token=…`). */
async function doctorLink(p: Page, doctorEmail: string, erefNo: string): Promise<string> {
  const mail = await waitForMail(p, doctorEmail, (m) =>
    m.text.includes(`${erefNo}/verification#token=`),
  );
  const url = /https?:\/\/\S+\/verification#token=[\w-]+/.exec(mail.text)?.[0];
  if (!url) throw new Error('No link in the doctor email');
  const { pathname, hash } = new URL(url);
  return pathname + hash;
}

/** Passes the identity check and the emailed PIN. */
async function verify(p: Page, link: string, doctorEmail: string, erefNo: string) {
  const before = new Set((await mailTo(p, doctorEmail)).map((m) => m.text));
  await p.goto(link);
  await p.getByRole('textbox', { name: "Patient's date of birth" }).fill('02071982');
  await p.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').fill(SPOUSE_LAST4);
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByRole('heading', { name: '2FA Security – One Time Pin' }).waitFor();
  const pinMail = await waitForMail(
    p,
    doctorEmail,
    (m) =>
      !before.has(m.text) &&
      m.text.includes(`one-time PIN for pre-authorisation request ${erefNo}`),
  );
  const pin = /is (\d{6})\./.exec(pinMail.text)?.[1];
  await p.getByRole('textbox', { name: 'OTP' }).fill(pin ?? '');
  await p.getByRole('button', { name: 'Verify' }).click();
}

// Lee Mei Ling, the spouse of policyholder@demo.sg (seed 0): S8256789 and its check letter.
const SPOUSE_LAST4 = '789E';

describe('the doctor journey', () => {
  it('opens the emailed link, passes identity and PIN, meets the day-surgery rule, saves a draft, finds it again and submits to the non-panel acknowledgement', async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 740 });
    const { erefNo, doctorEmail } = await createRequest(p);
    const link = await doctorLink(p, doctorEmail, erefNo);

    // A wrong date of birth is refused with the server's message.
    await p.goto(link);
    await p
      .getByText('Please wait while we are processing your data.')
      .or(p.getByRole('textbox', { name: "Patient's date of birth" }))
      .first()
      .waitFor();
    await p.getByRole('textbox', { name: "Patient's date of birth" }).fill('01011970');
    await p.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').fill(SPOUSE_LAST4);
    await p.getByRole('button', { name: 'Continue' }).click();
    await p
      .getByText('The details you entered do not match the request. Please check and try again.')
      .first()
      .waitFor();

    await verify(p, link, doctorEmail, erefNo);
    const pinSentAt = Date.now();
    await p.getByRole('heading', { name: 'Request Details' }).waitFor();

    // Step 1 with day surgery and two wards: the day-surgery rule, then one ward.
    await lookUp(p, 'Hospital', 'Bukit', /Bukit Timah Specialist Hospital/);
    await p.getByRole('textbox', { name: 'Admission date' }).fill('01122026');
    await choose(p, 'Admission type', 'Day Surgery');
    const ward = (n: number) => p.getByRole('group', { name: `Ward ${n}` });
    await ward(1).getByRole('combobox', { name: 'Ward type' }).fill('Day');
    await p.getByRole('option', { name: 'Day surgery ward' }).click();
    await ward(1).getByLabel('Length of stay (days)').fill('1');
    await p.getByRole('button', { name: 'Add ward' }).click();
    await ward(2).getByRole('combobox', { name: 'Ward type' }).fill('single');
    await p.getByRole('option', { name: /Class A1/ }).click();
    await ward(2).getByLabel('Length of stay (days)').fill('1');
    // By keyboard: the errors appearing as fields are left move the page under a pointer.
    await p.getByRole('radiogroup', { name: 'Day surgery' }).getByLabel('Yes').focus();
    await p.keyboard.press('Space');
    expect(
      await p.getByRole('radiogroup', { name: 'Day surgery' }).getByLabel('Yes').isChecked(),
    ).toBe(true);
    await p.getByLabel('Reason for hospitalisation').fill('Excision of a breast lump');
    await p.getByRole('button', { name: 'Next' }).click();
    await p.getByText('Please indicate 1 for day surgery.').first().waitFor();
    await p.getByRole('button', { name: 'Remove Ward 2' }).click();

    // Saved as a draft, the form comes back in another tab after the link's checks.
    await p.getByRole('button', { name: 'Save as Draft' }).click();
    await p.getByText('Your draft is saved. Open the link again to continue from here.').waitFor();
    // The link opened again asks for a new PIN, which the server sends 60 s after the last one.
    await p.waitForTimeout(Math.max(0, pinSentAt + 61_000 - Date.now()));
    const again = await p.context().newPage();
    await again.setViewportSize({ width: 360, height: 740 });
    await verify(again, link, doctorEmail, erefNo);
    await again.getByRole('heading', { name: 'Request Details' }).waitFor();
    await again
      .getByRole('combobox', { name: 'Hospital' })
      .and(again.locator('[value="Bukit Timah Specialist Hospital"]'))
      .waitFor();
    await again
      .getByText('Excision of a breast lump')
      .or(again.locator('textarea'))
      .first()
      .waitFor();
    expect(await again.getByLabel('Reason for hospitalisation').inputValue()).toBe(
      'Excision of a breast lump',
    );
    expect(await again.getByRole('group', { name: 'Ward 2' }).count()).toBe(0);
    await again.getByRole('button', { name: 'Next' }).click();
    await again.getByRole('heading', { name: 'Patient Diagnosis' }).waitFor();

    // Step 2.
    const d = again;
    await d.getByRole('combobox', { name: 'ICD-10' }).fill('inguinal');
    await d.getByRole('option').first().click();
    await d.getByRole('textbox', { name: 'First consultation date' }).fill('02112026');
    await d.getByRole('textbox', { name: 'Diagnosis date' }).fill('03112026');
    const pick = async (group: string, option: string) => {
      await d.getByRole('radiogroup', { name: group }).getByLabel(option, { exact: true }).focus();
      await d.keyboard.press('Space');
    };
    await pick('Onset of symptoms', 'Weeks');
    await d.getByLabel('Duration (weeks)').fill('2');
    await d.getByLabel('Description of symptoms').fill('A painless lump');
    await pick('Did the patient come with a referral letter?', 'No');
    await d.getByLabel('Not Applicable').check();
    await pick('Does the patient have co-morbidities?', 'No');
    await d.getByRole('button', { name: 'Next' }).click();

    // Step 3: the day surgery's procedure, its fee within the agreed price.
    await d.getByRole('heading', { name: 'Requested Fee' }).waitFor();
    await d.getByRole('combobox', { name: 'Surgical procedure (TOSP)' }).fill('Breast, lump');
    await d.getByRole('option').first().click();
    await d
      .getByText(/^Agreed price S\$/)
      .first()
      .waitFor();
    await d.getByLabel('Surgeon fee', { exact: true }).fill('100');
    await d.getByLabel('Total hospital charges').fill('500.50');
    await d.getByRole('region', { name: 'Totals' }).getByText('S$ 601.00').waitFor();
    await d.getByRole('button', { name: 'Next' }).click();

    // Review, declaration, submit: a non-panel hospital's acknowledgement.
    await d.getByRole('heading', { name: 'Review and Submit' }).waitFor();
    await d.getByRole('button', { name: 'Everything is fine' }).click();
    await d.getByRole('heading', { name: "PRINCIPAL DOCTOR'S DECLARATION" }).waitFor();
    await d.getByLabel('I agree to the declaration above.').check();
    await d.getByRole('button', { name: 'Submit' }).click();
    await d.getByRole('heading', { name: 'Pre-Authorisation Request Submitted' }).waitFor();
    await d.getByText('Please download the LIA form before closing the window.').waitFor();
    expect(d.url()).toMatch(/\/acknowledgment\/[\w-]+\?hospital=non-panel$/);
  }, 180_000);
});
