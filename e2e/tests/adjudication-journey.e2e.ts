import { BUSINESS_OFFICE_ACKNOWLEDGEMENT, formatMoney } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ADJUDICATORS,
  caseSection,
  decide,
  downloadCertificate,
  logInToQueue,
  openCase,
  openDecision,
  queueList,
  verifyCertificate,
} from '../support/adjudication';
import {
  acceptByEmailedPin,
  AGENT_PATIENTS,
  cancelIfOpen,
  checkScreen,
  CLIENT,
  expectStatus,
  FATHER,
  raiseAsAgent,
} from '../support/authorisation';
import { expectAccessible } from '../support/axe';
import { usePage } from '../support/browser';
import { officeEmail, openOfficeLink, verifyAsOffice } from '../support/business-office';
import * as doctor from '../support/doctor';
import { logIn } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

/** A page of its own (another person, on a phone). */
async function phone(): Promise<Page> {
  const p = await freshPage();
  await p.setViewportSize(doctor.PHONE);
  return p;
}

/** The request's review for its policyholder, from the dashboard's View. */
async function openReview(h: Page, erefNo: string): Promise<void> {
  await h.goto(`/dashboard?erefNo=${erefNo}`);
  await h.getByRole('link', { name: `View ${erefNo}` }).click();
  await h.getByRole('heading', { name: `Pre-Authorisation Request ${erefNo}` }).waitFor();
}

describe('the insurer decides (issue 14), the whole journey across every role', () => {
  it('agent, policyholder, doctor, business office, adjudicator: approved with one fee lowered, the certificate verified, then amended and no longer approved', async () => {
    // The agent raises the request for the client's father; the client authorises it by email.
    const request = await raiseAsAgent(page(), AGENT_PATIENTS.father);
    onTestFinished(() => cancelIfOpen(baseUrl, request.paId));
    const { erefNo } = request;
    const h = await phone();
    await logIn(h, CLIENT.login);
    await acceptByEmailedPin(h, request);

    // The doctor completes it for the panel hospital: S$ 25,500 in all, at the straight-through
    // limit of S$ 25,000, so it waits for an adjudicator.
    const d = await phone();
    await doctor.verify(d, {
      link: await doctor.doctorLink(d, request.doctorEmail, erefNo),
      doctorEmail: request.doctorEmail,
      erefNo,
      patient: FATHER,
    });
    await doctor.panelRequestDetails(d);
    await doctor.herniaDiagnosis(d);
    await doctor.noReferralNorMore(d);
    await doctor.herniaRepairFees(d, { surgeonFee: '1000', hospitalCharges: '24500' });
    await doctor.declareAndSubmit(d);

    // The hospital's business office raises the hospital charges.
    const office = officeEmail('HSP01', 'aurora.demo.sg');
    const o = await openOfficeLink(d, office, erefNo);
    await verifyAsOffice(o, office, erefNo, FATHER.last4);
    await o.getByLabel('Hospital charges', { exact: true }).fill('24800.50');
    await o.getByLabel(BUSINESS_OFFICE_ACKNOWLEDGEMENT).check();
    await o.getByRole('button', { name: 'Save and Proceed' }).click();
    await o.getByText('A copy has been emailed to the user.', { exact: false }).waitFor();

    // The adjudicator's queue: the request first, with its due date; the failed rule first.
    const a = await freshPage();
    await a.setViewportSize({ width: 1280, height: 900 });
    await logInToQueue(a, ADJUDICATORS.aurora);
    const first = queueList(a).getByRole('listitem').first();
    await first.getByRole('link', { name: erefNo, exact: true }).waitFor();
    expect(await first.getByText('Due', { exact: true }).count()).toBe(1);
    await expect.poll(() => first.innerText()).toMatch(/3 working days left|working days? left/);
    await openCase(a, erefNo);
    const rules = caseSection(a, 'Straight-through rules');
    await rules.getByText('not approved automatically').waitFor();
    expect(await rules.innerText()).toMatch(/25,000/);
    // Both fee figures: the doctor's and the office's hospital charges.
    const charges = caseSection(a, 'Fees').getByRole('row', { name: /Total hospital charges/ });
    await charges.getByText(formatMoney('24500.00')).waitFor();
    await charges.getByText(formatMoney('24800.50')).waitFor();

    // Approve, the hospital charges lowered with a reason.
    await openDecision(a, 'Approve');
    const hospital = a.getByRole('group', { name: 'Hospital charges' });
    await hospital.getByLabel('Approved amount').fill('24000');
    await doctor.choose(a, 'Reason for less', "Above the plan's benefit limit");
    await decide(a, 'Approve');
    await a.getByText('Approved.', { exact: false }).first().waitFor();
    await expectAccessible(a);

    // The policyholder sees it approved, downloads the certificate and checks it.
    await expectStatus(h, erefNo, 'APP');
    await openReview(h, erefNo);
    const certificate = await downloadCertificate(h);
    expect(certificate).toContain(formatMoney('24000.00'));
    expect(certificate).toContain("Above the plan's benefit limit");
    // The code as printed: two groups of five of the unambiguous alphabet.
    const code = /\b[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}\b/.exec(certificate)?.[0] ?? '';
    expect(code).not.toBe('');
    const check = { erefNo, code, dateOfBirth: FATHER.dateOfBirth };
    const v = await phone();
    expect(await verifyCertificate(v, check)).toBe('Genuine and approved');
    await checkScreen(v);

    // Amended by the policyholder, the certificate is no longer approved.
    await h.goto(`/dashboard?erefNo=${erefNo}`);
    await h.getByRole('link', { name: `Amend ${erefNo}` }).click();
    await h.getByLabel('Reason for amending').fill('The admission date has moved.');
    await h.getByRole('button', { name: 'Submit', exact: true }).click();
    await h.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectStatus(h, erefNo, 'AMEND');
    expect(await verifyCertificate(v, check)).toBe('Genuine, but no longer approved');
  }, 300_000);
});
