import {
  BUSINESS_OFFICE_ACKNOWLEDGEMENT,
  DOCTOR_ACKNOWLEDGEMENT,
  LINK_ACCESS_POLICY,
  LINK_LOCKED_MESSAGES,
  LINK_MESSAGES,
  formatMoney,
} from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cancelIfOpen } from '../support/authorisation';
import { expectAccessible } from '../support/axe';
import {
  officeEmail,
  officeLink,
  openOfficeLink,
  verifyAsOffice,
} from '../support/business-office';
import { usePage } from '../support/browser';
// The doctor's side of the request, as the doctor journey does it.
import * as doctor from '../support/doctor';
import { downloadLiaForm } from '../support/pdf';
import { waitForMail } from '../support/session';

const { page, baseUrl } = usePage();

/** The business office of the panel hospital the doctor picks, at the second insurer. */
const OFFICE_EMAIL = officeEmail('HSP01', 'beacon.demo.sg');
/** The second insurer's notices address (the seed's). */
const INSURER_NOTICES = 'preauth@beacon.demo.sg';

describe('the business-office journey', () => {
  it('panel hospital: the doctor submits, the office fails the NRIC check once, verifies with its PIN, adjusts the fees, saves and proceeds, downloads the PDF; the policyholder sees Processing', async () => {
    const p = page();
    const patient = doctor.SPOUSES.beacon;

    // The policyholder's request, completed by the doctor for the panel hospital with one surgery.
    const { erefNo } = await doctor.openAsDoctor(p, patient);
    await doctor.panelRequestDetails(p);
    await doctor.herniaDiagnosis(p);
    await doctor.noReferralNorMore(p);
    await doctor.herniaRepairFees(p, { surgeonFee: '1000', hospitalCharges: '1200' });
    await doctor.declareAndSubmit(p);
    await p.getByText(DOCTOR_ACKNOWLEDGEMENT.panel).waitFor();

    // The office opens its emailed link in its own tab.
    const o = await openOfficeLink(p, await officeLink(p, OFFICE_EMAIL, erefNo));
    await expectAccessible(o);

    // A wrong NRIC is refused; the right one sends the PIN to the office.
    await o.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').fill('0000');
    await o.getByRole('button', { name: 'Continue' }).click();
    await o.getByText(LINK_MESSAGES.identityMismatch).first().waitFor();
    await verifyAsOffice(o, OFFICE_EMAIL, erefNo, patient.last4, expectAccessible);

    // The fees: the doctor's total, then the surgeon fee and two other fees changed.
    const total = o
      .getByRole('region', { name: 'Totals' })
      .getByText('Total bill (inclusive of GST)', { exact: true })
      .locator('..');
    await total.getByText(formatMoney('2200.00')).waitFor();
    await expectAccessible(o);
    await o
      .getByRole('group', { name: 'Surgery 1' })
      .getByLabel('Surgeon fee', { exact: true })
      .fill('1500.25');
    await o.getByRole('button', { name: 'Add More Other Fees' }).click();
    const fee = (n: number) => o.getByRole('group', { name: `Other fee ${n}` });
    await doctor.lookUp(o, 'Fee type', 'Ima', 'Imaging');
    await fee(1).getByLabel('Amount').fill('100.10');
    await o.getByRole('button', { name: 'Add More Other Fees' }).click();
    await fee(2).getByRole('combobox', { name: 'Fee type' }).fill('Im');
    // Imaging is the first row's: only the types not used are offered.
    await o.getByRole('option', { name: 'Implants and prostheses' }).waitFor();
    expect(await o.getByRole('option', { name: 'Imaging' }).count()).toBe(0);
    await o.getByRole('option', { name: 'Implants and prostheses' }).click();
    await fee(2).getByLabel('Amount').fill('50.20');
    // 1500.25 + 1200 + 100.10 + 50.20 = 2850.55, rounded up.
    const adjusted = formatMoney('2851.00');
    await total.getByText(adjusted).waitFor();

    await o.getByLabel(BUSINESS_OFFICE_ACKNOWLEDGEMENT).check();
    await expectAccessible(o);
    await o.getByRole('button', { name: 'Save and Proceed' }).click();

    // The acknowledgement and the PDF with the adjusted total.
    await o.getByRole('heading', { name: DOCTOR_ACKNOWLEDGEMENT.title }).waitFor();
    await o.getByText('A copy has been emailed to the policyholder.', { exact: false }).waitFor();
    await o.getByText(DOCTOR_ACKNOWLEDGEMENT.downloadNote).waitFor();
    await expectAccessible(o);
    const paId = new URL(o.url()).pathname.split('/').pop()!;
    // The patient is free again for the journeys after this one (the urgent request's).
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));
    const { fileName, text } = await downloadLiaForm(o);
    expect(fileName).toBe(`request-${paId}.pdf`);
    expect(text).toContain(patient.name);
    expect(text).toContain(adjusted);

    // The policyholder's dashboard (still logged in, in the first tab): Processing.
    await p.goto(`/dashboard?erefNo=${erefNo}`);
    const item = p.getByRole('listitem').filter({ has: p.getByText(erefNo, { exact: true }) });
    await item.getByText('Processing').waitFor();
  }, 240_000);

  it("the office's link locks after five wrong NRICs; the policyholder sends the office a new link; the office finishes with it", async () => {
    const p = page();
    const patient = doctor.SPOUSES.beacon;
    const { erefNo } = await doctor.openAsDoctor(p, patient);
    await doctor.panelRequestDetails(p);
    await doctor.herniaDiagnosis(p);
    await doctor.noReferralNorMore(p);
    await doctor.herniaRepairFees(p, { surgeonFee: '1000', hospitalCharges: '1200' });
    await doctor.declareAndSubmit(p);
    await p.getByText(DOCTOR_ACKNOWLEDGEMENT.panel).waitFor();

    // Into the dead end: five wrong NRICs lock the office's link, which says who can help.
    const lockedLink = await officeLink(p, OFFICE_EMAIL, erefNo);
    const o = await openOfficeLink(p, lockedLink);
    for (let i = 1; i <= LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
      await o.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').fill('0000');
      await o.getByRole('button', { name: 'Continue' }).click();
      const answer =
        i < LINK_ACCESS_POLICY.identityMaxFailures
          ? LINK_MESSAGES.identityMismatch
          : LINK_LOCKED_MESSAGES['business-office'];
      await o.getByText(answer).first().waitFor();
    }
    await expectAccessible(o);
    // The insurer is told.
    await waitForMail(
      o,
      INSURER_NOTICES,
      (m) => m.text.includes(`request ${erefNo}`) && m.text.includes('was locked'),
    );

    // Out of it: the policyholder (still logged in, in the first tab) sends the office a new link.
    await p.goto(`/dashboard?erefNo=${erefNo}`);
    await p.getByRole('link', { name: `Resend to business office ${erefNo}` }).click();
    await p.getByRole('heading', { name: 'Resend to Business Office' }).waitFor();
    const paId = new URL(p.url()).pathname.split('/')[2]!;
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));
    await expectAccessible(p);
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await p.getByRole('heading', { name: 'New link sent to the business office' }).waitFor();

    // The locked link, opened again, says why and who can help; the new link works.
    await o.goto(lockedLink);
    await o.getByText(LINK_LOCKED_MESSAGES['business-office']).waitFor();
    const n = await openOfficeLink(p, await officeLink(p, OFFICE_EMAIL, erefNo, [lockedLink]));
    await verifyAsOffice(n, OFFICE_EMAIL, erefNo, patient.last4);
    await n.getByLabel(BUSINESS_OFFICE_ACKNOWLEDGEMENT).check();
    await n.getByRole('button', { name: 'Save and Proceed' }).click();
    await n.getByRole('heading', { name: DOCTOR_ACKNOWLEDGEMENT.title }).waitFor();

    await p.goto(`/dashboard?erefNo=${erefNo}`);
    const item = p.getByRole('listitem').filter({ has: p.getByText(erefNo, { exact: true }) });
    await item.getByText('Processing').waitFor();
  }, 240_000);
});
