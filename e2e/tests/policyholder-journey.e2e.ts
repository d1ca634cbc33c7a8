import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { logIn, waitForMail } from '../support/session';

const { page } = usePage();

/** A small real PDF (one blank A4 page), as the server parses every PDF it is sent. */
function onePagePdf(): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const EP_LETTER = {
  name: 'employment-pass.pdf',
  mimeType: 'application/pdf',
  buffer: onePagePdf(),
};

/** Picks `option` in the form kit's select labelled `label`. */
async function choose(p: Page, label: string, option: string | RegExp) {
  await p.getByRole('combobox', { name: label }).click();
  await p.getByRole('option', { name: option }).click();
}

/** The dashboard's list item for a reference number. */
const listItem = (p: Page, erefNo: string) =>
  p.getByRole('listitem').filter({ has: p.getByText(erefNo, { exact: true }) });

describe('the policyholder journey', () => {
  it('creates a request for a foreigner with an Employment Pass letter, finds it, reviews, resends and cancels it', async () => {
    const p = page();
    await logIn(p, 'policyholder@demo.sg');

    // New request: the policyholder's details, then the form.
    await p.getByRole('link', { name: 'New Request' }).click();
    await p.getByRole('heading', { name: 'Policyholder details' }).waitFor();
    await p.getByRole('link', { name: 'Continue' }).click();
    await p.waitForURL('**/create-request');

    // The child already has an open request: listed, but not selectable.
    await p.getByRole('combobox', { name: 'Patient' }).click();
    const child = p.getByRole('option', { name: /Tan Jia Hui/ });
    expect(await child.getAttribute('aria-disabled')).toBe('true');
    await p.getByRole('option', { name: /Maria Santos/ }).click();
    await choose(p, 'Policy', /Aurora Shield Plan A/);

    // The doctor from the searchable list: the MCR number comes with it and is locked.
    await p.getByRole('combobox', { name: 'Doctor name' }).fill('Sarah');
    await p.getByRole('option', { name: /Sarah Wong/ }).click();
    expect(await p.getByLabel('MCR number (optional)').inputValue()).toBe('M23456B');
    expect(await p.getByLabel('MCR number (optional)').isDisabled()).toBe(true);
    await p.getByRole('combobox', { name: 'Clinic' }).click();
    await p.getByRole('option').first().click();
    const doctorEmail = await p.getByLabel('Doctor or clinic email address').inputValue();
    expect(doctorEmail).toMatch(/@aurora\.demo\.sg$/);

    // A foreigner needs the Employment Pass letter: submitting without it says so.
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('Please choose a file.').waitFor();
    await p.locator('input[type=file][name=epLetter]').setInputFiles(EP_LETTER);
    await p.getByText(EP_LETTER.name, { exact: true }).waitFor();

    // The three required consents; the optional ones stay unticked.
    for (const name of ['terms1', 'terms2', 'terms3'])
      await p.locator(`input[name=${name}]`).check();
    await p.getByRole('button', { name: 'Submit' }).click();

    // The acknowledgement names the new reference.
    await p.waitForURL(/\/acknowledgment\/new\/PA\d{4}-\d{6}/);
    const erefNo = decodeURIComponent(p.url().split('/').pop()!.split('?')[0]!);
    await p.getByRole('heading', { name: 'Pre-authorisation request submitted' }).waitFor();
    await p.getByText(erefNo).first().waitFor();
    await waitForMail(p, doctorEmail, (m) => m.text.includes(erefNo));

    // The dashboard lists it first (newest first); a filter on its reference finds only it.
    await p.getByRole('link', { name: 'Back to homepage' }).click();
    await p.waitForURL('**/dashboard');
    await listItem(p, erefNo).waitFor();
    await p.getByLabel('Pre-Authorisation Ref No.').fill(erefNo);
    await p.getByRole('button', { name: 'Search' }).click();
    await p.waitForURL(new RegExp(`erefNo=${erefNo}`));
    await p.getByText('Total: 1').waitFor();

    // The filter lives in the URL: a reload shows the same list.
    await p.reload();
    await listItem(p, erefNo).waitFor();
    expect(await p.getByLabel('Pre-Authorisation Ref No.').inputValue()).toBe(erefNo);

    // Sorted oldest first and paged: the new request is on the last page, not the first.
    await p.getByRole('button', { name: 'Clear' }).click();
    await choose(p, 'Order', 'Ascending');
    await p.waitForURL(/sortOrder=asc/);
    await p.getByRole('navigation', { name: 'Request pages' }).waitFor();
    // The previous page stays on screen while the sorted one loads.
    await expect.poll(() => listItem(p, erefNo).count()).toBe(0);
    // Other journeys raise requests for this policyholder too, so the last page is not always 2.
    await p
      .getByRole('navigation', { name: 'Request pages' })
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .click();
    await p.waitForURL(/page=\d+/);
    await listItem(p, erefNo).waitFor();

    // Review: the request, the patient and its progress.
    await p.getByRole('link', { name: `View ${erefNo}` }).click();
    await p.waitForURL(`**/request/*/review`);
    await p.getByText('Maria Santos').first().waitFor();
    await p.getByText('Sarah Wong').first().waitFor();
    await p.getByText('Decision', { exact: true }).waitFor();
    const paId = p.url().split('/').at(-2)!;

    // Resend to another doctor address.
    const newDoctorEmail = 'second.opinion@clinic.example.sg';
    await p.goto(`/request/${paId}/resend`);
    await p.getByLabel("Doctor's email address").fill(newDoctorEmail);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await p.waitForURL(new RegExp(`/acknowledgment/resend/${erefNo}\\?notified=doctor,insurer$`));
    await p.getByRole('heading', { name: 'Pre-authorisation request resent' }).waitFor();
    await p.getByText('A copy has been emailed to the doctor and the insurer.').waitFor();

    // Both doctor emails are in the local mailbox, each with its own link.
    const first = await waitForMail(p, doctorEmail, (m) => m.text.includes(erefNo));
    const second = await waitForMail(p, newDoctorEmail, (m) => m.text.includes(erefNo));
    // The token travels in the URL fragment, which no server sees.
    const link = (text: string) => /\/verification#token=([\w-]+)/.exec(text)?.[1];
    expect(link(second.text)).toBeTruthy();
    expect(link(second.text)).not.toBe(link(first.text));
    await p.goto('/dev/mailbox');
    await p.getByText(newDoctorEmail).first().waitFor();

    // Cancel with a reason: the counter counts down, No changes nothing, Yes cancels.
    await p.goto(`/request/${paId}/cancel`);
    const reason = p.getByLabel('Reason for cancelling');
    await reason.fill('The patient has recovered.');
    await p.getByText(`Characters left: ${512 - 'The patient has recovered.'.length}`).waitFor();
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
    expect(p.url()).toContain(`/request/${paId}/cancel`);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await p.waitForURL(new RegExp(`/acknowledgment/cancel/${erefNo}\\?notified=`));
    await p.getByRole('heading', { name: 'Pre-authorisation request cancelled' }).waitFor();

    // The review now ends in the decision, and the cancelled request offers no more actions.
    await p.goto(`/request/${paId}/review`);
    await p.getByText('Decision - Cancelled').waitFor();
    await p.goto(`/dashboard?erefNo=${erefNo}`);
    await listItem(p, erefNo).waitFor();
    expect(await p.getByRole('link', { name: `Cancel ${erefNo}` }).count()).toBe(0);
    expect(await p.getByRole('link', { name: `View ${erefNo}` }).count()).toBe(1);
  });
});
