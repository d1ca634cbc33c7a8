import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DOCTOR_ACKNOWLEDGEMENT,
  DOCTOR_LIMITS,
  DOCTOR_MESSAGES,
  formatMoney,
} from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expectAccessible } from '../support/axe';
import { cancelIfOpen } from '../support/authorisation';
import { usePage } from '../support/browser';
import {
  choose,
  createRequest,
  declareAndSubmit,
  doctorLink,
  enterIdentity,
  herniaDiagnosis,
  lookUp,
  noReferralNorMore,
  openAsDoctor,
  panelRequestDetails,
  PHONE,
  pick,
  SPOUSES,
  typedDate,
  verify,
} from '../support/doctor';
import { downloadLiaForm, writeSmallPdf } from '../support/pdf';
import { waitForMail } from '../support/session';

const { page, baseUrl } = usePage();

/** An amount shown on screen ('S$ 3,300.00') in cents. */
const centsOf = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
/** Cents as the form kit's money ('3300.00'). */
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const RESTORED_NOTE = 'We restored what you had typed on this form. Check it before you submit.';

describe('the doctor journey', () => {
  it('non-panel hospital: link, identity and PIN, day surgery, two diagnoses and a referral letter kept in a draft, fee over its cap justified, review, submit and the LIA form PDF', async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    const patient = SPOUSES.first;
    const { erefNo, doctorEmail } = await createRequest(p, patient);
    const link = await doctorLink(p, doctorEmail, erefNo);
    const opening = { link, doctorEmail, erefNo, patient };

    // A wrong date of birth is refused with the server's message.
    await p.goto(link);
    await p
      .getByText('Please wait while we are processing your data.')
      .or(p.getByRole('textbox', { name: "Patient's date of birth" }))
      .first()
      .waitFor();
    await enterIdentity(p, '01011970', patient.last4);
    await p
      .getByText('The details you entered do not match the request. Please check and try again.')
      .first()
      .waitFor();

    const { pinSentAt } = await verify(p, opening);
    await p.getByRole('heading', { name: 'Request Details' }).waitFor();
    // The progress bar is drawn (001 L46): a coloured fifth of its track on step 1.
    const progress = p.getByRole('progressbar', { name: 'Progress' });
    const track = await progress.boundingBox();
    const filled = await progress.locator('div').boundingBox();
    expect(track?.height).toBeGreaterThan(0);
    expect(filled?.width).toBeCloseTo((track?.width ?? 0) / 5, 0);
    expect(
      await progress
        .locator('div')
        .evaluate(
          (bar, track) =>
            getComputedStyle(bar).backgroundColor !== getComputedStyle(track).backgroundColor,
          await progress.elementHandle(),
        ),
    ).toBe(true);

    // Step 1, day surgery with two wards: the day-surgery rule, then one ward.
    await lookUp(p, 'Hospital', 'Bukit', /Bukit Timah Specialist Hospital/);
    await p.getByRole('textbox', { name: 'Admission date' }).fill(typedDate(7));
    await choose(p, 'Admission type', 'Day Surgery');
    const ward = (n: number) => p.getByRole('group', { name: `Ward ${n}` });
    await ward(1).getByRole('combobox', { name: 'Ward type' }).fill('Day');
    await p.getByRole('option', { name: 'Day surgery ward' }).click();
    await ward(1).getByLabel('Length of stay (days)').fill('1');
    await p.getByRole('button', { name: 'Add ward' }).click();
    await ward(2).getByRole('combobox', { name: 'Ward type' }).fill('single');
    await p.getByRole('option', { name: /Class A1/ }).click();
    await ward(2).getByLabel('Length of stay (days)').fill('1');
    await pick(p, 'Day surgery', 'Yes');
    expect(
      await p.getByRole('radiogroup', { name: 'Day surgery' }).getByLabel('Yes').isChecked(),
    ).toBe(true);
    await p.getByLabel('Reason for hospitalisation').fill('Excision of a breast lump');
    await p.getByRole('button', { name: 'Next' }).click();
    await p.getByText(DOCTOR_MESSAGES.daySurgeryOneWard).first().waitFor();
    await p.getByRole('button', { name: 'Remove Ward 2' }).click();
    await p.getByRole('button', { name: 'Next' }).click();

    // Step 2: two diagnoses, the onset, a referral with its letter uploaded.
    await p.getByRole('heading', { name: 'Patient Diagnosis' }).waitFor();
    const diagnosis = (n: number) => p.getByRole('group', { name: `Diagnosis ${n}` });
    await diagnosis(1).getByRole('combobox', { name: 'ICD-10' }).fill('inguinal');
    await p.getByRole('option', { name: /^K40\.9 / }).click();
    await diagnosis(1)
      .getByRole('textbox', { name: 'First consultation date' })
      .fill(typedDate(-20));
    await diagnosis(1).getByRole('textbox', { name: 'Diagnosis date' }).fill(typedDate(-18));
    await p.getByRole('button', { name: 'Add diagnosis' }).click();
    await diagnosis(2).getByRole('combobox', { name: 'ICD-10' }).fill('lump in breast');
    await p.getByRole('option', { name: /^N63 / }).click();
    await diagnosis(2)
      .getByRole('textbox', { name: 'First consultation date' })
      .fill(typedDate(-10));
    await diagnosis(2).getByRole('textbox', { name: 'Diagnosis date' }).fill(typedDate(-9));
    await pick(p, 'Onset of symptoms', 'Weeks');
    await p.getByLabel('Duration (weeks)').fill('3');
    await p.getByLabel('Description of symptoms').fill('A painless lump in the left breast');
    await pick(p, 'Did the patient come with a referral letter?', 'Yes');
    const referral = 'Dr Tan Ah Kow, Clementi Family Clinic';
    await p.getByLabel('Referral doctor details').fill(referral);
    const folder = mkdtempSync(path.join(tmpdir(), 'doctor-e2e-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const letter = path.join(folder, 'referral-letter.pdf');
    writeSmallPdf(letter, `Referral letter for ${patient.name}`);
    await p.getByLabel('Referral letter', { exact: true }).setInputFiles(letter);
    // The upload has finished when the file's name shows with its remove button.
    await p.getByRole('button', { name: 'Remove referral-letter.pdf' }).waitFor();
    await p.getByLabel('Not Applicable').check();
    await pick(p, 'Does the patient have co-morbidities?', 'No');

    // Saved as a draft on step 2 and the page closed, the link opened again lands on step 2.
    await p.getByRole('button', { name: 'Save as Draft' }).click();
    await p.getByText('Your draft is saved. Open the link again to continue from here.').waitFor();
    await p.close();
    // The link opened again asks for a new PIN, which the server sends 60 s after the last one.
    await new Promise((resolve) => setTimeout(resolve, pinSentAt + 61_000 - Date.now()));
    const d = await p.context().newPage();
    await d.setViewportSize(PHONE);
    await verify(d, opening);
    await d.getByRole('heading', { name: 'Patient Diagnosis' }).waitFor();
    const again = (n: number) => d.getByRole('group', { name: `Diagnosis ${n}` });
    const icd = (n: number) => again(n).getByRole('combobox', { name: 'ICD-10' });
    // The draft keeps the codes; their text is looked up again as the fields open.
    await expect.poll(() => icd(1).inputValue()).toMatch(/^K40\.9 /);
    await expect.poll(() => icd(2).inputValue()).toMatch(/^N63 /);
    expect(
      await again(2).getByRole('textbox', { name: 'First consultation date' }).inputValue(),
    ).toBe(dashed(typedDate(-10)));
    expect(await again(2).getByRole('textbox', { name: 'Diagnosis date' }).inputValue()).toBe(
      dashed(typedDate(-9)),
    );
    expect(await d.getByLabel('Duration (weeks)').inputValue()).toBe('3');
    expect(await d.getByLabel('Referral doctor details').inputValue()).toBe(referral);
    await d.getByText('referral-letter.pdf', { exact: true }).waitFor();
    await d.getByRole('button', { name: 'Next' }).click();

    // Step 3: two surgeries; the second's surgeon fee over 80 % of its agreed price.
    await d.getByRole('heading', { name: 'Requested Fee' }).waitFor();
    const surgery = (n: number) => d.getByRole('group', { name: `Surgery ${n}` });
    await surgery(1)
      .getByRole('combobox', { name: 'Surgical procedure (TOSP)' })
      .fill('Breast, lump');
    await d.getByRole('option', { name: /^SA801B / }).click();
    await surgery(1)
      .getByText(/^Agreed price S\$/)
      .first()
      .waitFor();
    await surgery(1).getByLabel('Surgeon fee', { exact: true }).fill('2000');
    await d.getByRole('button', { name: 'Add surgery' }).click();
    await surgery(2)
      .getByRole('combobox', { name: 'Surgical procedure (TOSP)' })
      .fill('Inguinal hernia repair, open');
    await d.getByRole('option', { name: /^SF813I / }).click();
    const hint = surgery(2)
      .getByText(/^Agreed price S\$/)
      .first();
    await hint.waitFor();
    const agreed = /^Agreed price (S\$ [\d,.]+);/.exec(await hint.innerText())?.[1] ?? '';
    const capCents = Math.floor((centsOf(agreed) * DOCTOR_LIMITS.laterRowCapPercent) / 100);
    expect(capCents).toBeGreaterThan(0);
    const overCap = DOCTOR_MESSAGES.feeOverCap(formatMoney(money(capCents)));
    await surgery(2)
      .getByLabel('Surgeon fee', { exact: true })
      .fill(money(capCents + 10_000));
    await surgery(2).getByText(overCap).waitFor();
    await surgery(2)
      .getByLabel('Surgeon fee justification')
      .fill('Recurrent hernia with adhesions from an earlier repair');
    await surgery(2).getByText(overCap).waitFor({ state: 'detached' });
    await d.getByLabel('Total hospital charges').fill('500.50');
    const fees = 200_000 + capCents + 10_000;
    const total = (charges: number) => formatMoney(money(Math.ceil((fees + charges) / 100) * 100));
    await d.getByRole('region', { name: 'Totals' }).getByText(total(50_050)).waitFor();
    await d.getByRole('button', { name: 'Next' }).click();

    // Review; "Edit again" on the fees, lower the hospital charges, back to the review.
    await d.getByRole('heading', { name: 'Review and Submit' }).waitFor();
    await d.getByText(referral).waitFor();
    await d.getByText('referral-letter.pdf').waitFor();
    await d.getByText(total(50_050)).waitFor();
    await d.getByRole('link', { name: 'Edit again: Requested Fee' }).click();
    await d.getByRole('heading', { name: 'Requested Fee' }).waitFor();
    await d.getByLabel('Total hospital charges').fill('400.25');
    await d.getByRole('button', { name: 'Next' }).click();
    await d.getByRole('heading', { name: 'Review and Submit' }).waitFor();
    const totalBill = total(40_025);
    await d.getByText(totalBill).waitFor();

    // Declaration and submit: the non-panel acknowledgement.
    await d.getByRole('button', { name: 'Everything is fine' }).click();
    await d.getByRole('heading', { name: "PRINCIPAL DOCTOR'S DECLARATION" }).waitFor();
    await d.getByLabel('I agree to the declaration above.').check();
    await d.getByRole('button', { name: 'Submit' }).click();
    await d.getByRole('heading', { name: DOCTOR_ACKNOWLEDGEMENT.title }).waitFor();
    await d.getByText(DOCTOR_ACKNOWLEDGEMENT.downloadNote).waitFor();
    expect(d.url()).toMatch(/\/acknowledgment\/[\w-]+\?hospital=non-panel$/);
    const paId = new URL(d.url()).pathname.split('/').pop()!;
    // The patient is free again for the other journeys (a request in Processing holds them).
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));

    // The LIA form: request-{paId}.pdf with the patient's name and the total bill.
    const { fileName, text } = await downloadLiaForm(d);
    expect(fileName).toBe(`request-${paId}.pdf`);
    expect(text).toContain(patient.name);
    expect(text).toContain(totalBill);
  }, 240_000);

  it('panel hospital, with axe on every step and a reload mid-step: submitted to the business office, which gets its own link', async () => {
    const p = page();
    const patient = SPOUSES.second;
    const { erefNo } = await openAsDoctor(p, patient);

    // Step 1: the panel hospital, an elective stay in one ward.
    await panelRequestDetails(p, expectAccessible);

    // Step 2: one diagnosis, no referral, nothing more.
    await herniaDiagnosis(p, expectAccessible);
    // A reload in the middle of the step asks first, then brings back what was typed.
    const asked = new Promise<string>((resolve) =>
      p.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await p.reload();
    expect(await asked).toBe('beforeunload');
    await p.getByText(RESTORED_NOTE).waitFor();
    expect(await p.getByLabel('Description of symptoms').inputValue()).toBe('A groin swelling');
    expect(await p.getByLabel('Duration (days)').inputValue()).toBe('10');
    await noReferralNorMore(p);

    // Step 3: the hospital charges only.
    await p.getByRole('heading', { name: 'Requested Fee' }).waitFor();
    await expectAccessible(p);
    await p.getByLabel('Total hospital charges').fill('1200');
    await p.getByRole('button', { name: 'Next' }).click();
    await declareAndSubmit(p, expectAccessible);

    // The panel wording, no download; the business office's own link in its mailbox.
    await p.getByRole('heading', { name: DOCTOR_ACKNOWLEDGEMENT.title }).waitFor();
    await p.getByText(DOCTOR_ACKNOWLEDGEMENT.panel).waitFor();
    await p.getByText(DOCTOR_ACKNOWLEDGEMENT.submittedToOffice(erefNo)).waitFor();
    await expectAccessible(p);
    expect(await p.getByRole('button', { name: 'Download' }).count()).toBe(0);
    const office = await waitForMail(p, 'business-office.hsp01@aurora.demo.sg', (m) =>
      m.text.includes(erefNo),
    );
    expect(office.text).toMatch(
      new RegExp(`https?://\\S+/${erefNo}/bo/verification#token=[\\w%-]+`),
    );
  }, 120_000);
});

/** A date typed as DDMMYYYY, as the field shows it (DD-MM-YYYY). */
function dashed(typed: string): string {
  return `${typed.slice(0, 2)}-${typed.slice(2, 4)}-${typed.slice(4)}`;
}
