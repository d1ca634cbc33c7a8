import { DOCTOR_ACKNOWLEDGEMENT, formatMoney, statusLabel } from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ADJUDICATORS,
  caseSection,
  decide,
  filterByHospital,
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
import {
  officeEmail,
  officeLink,
  openOfficeLink,
  verifyAsOffice,
} from '../support/business-office';
import * as doctor from '../support/doctor';
import { emailedPdfText } from '../support/pdf';
import { logIn, waitForMail } from '../support/session';

import {
  APPROVED,
  AURORA_HOLDER,
  CONSULTANT,
  dashboardStatus,
  onPhone,
  openReview,
  proceedAsOffice,
  REDUCED_FOR,
  WITHDRAWN,
} from '../support/decision-journey';

const { page, freshPage, baseUrl } = usePage();
const phone = () => onPhone(freshPage);

describe('the insurer decides (issue 14), the whole journey across every role', () => {
  it('agent, policyholder, doctor, business office, adjudicator: outside a straight-through rule it waits first in the queue with that rule named; approved with one fee lowered, the certificate verified, then amended and no longer approved', async () => {
    // The agent raises the request for the client's father; the client authorises it by email.
    const request = await raiseAsAgent(page(), AGENT_PATIENTS.father);
    onTestFinished(() => cancelIfOpen(baseUrl, request.paId));
    const { erefNo } = request;
    const h = await phone();
    await logIn(h, CLIENT.login);
    // …asking for their consultant to be told of the decision.
    await acceptByEmailedPin(h, request, { notifyConsultant: true });

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
    const o = await openOfficeLink(d, await officeLink(d, office, erefNo));
    await verifyAsOffice(o, office, erefNo, FATHER.last4);
    await proceedAsOffice(o, { hospitalCharges: '24800.50' });

    // The adjudicator's queue for the hospital (other journeys leave requests elsewhere): the
    // request first, with its due date; on the case, the rule it failed first.
    const a = await freshPage();
    await a.setViewportSize({ width: 1280, height: 900 });
    await logInToQueue(a, ADJUDICATORS.aurora);
    await filterByHospital(a, 'Harbourfront');
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
    // The case's latest decision: the lowered line with its reason, the certificate's validity.
    const latest = caseSection(a, 'Latest decision');
    await latest
      .getByRole('row', { name: /^Hospital charges/ })
      .getByText(REDUCED_FOR)
      .waitFor();
    await latest
      .getByText(/^\d{2}-\d{2}-\d{4}$/)
      .first()
      .waitFor();
    expect(await latest.innerText()).toContain('Certificate valid until');
    await expectAccessible(a);

    // The business office and the doctor are each sent the approval with the certificate PDF
    // attached: the lowered amount and its reason in the email and in the certificate.
    const loweredLine = `Hospital charges: ${formatMoney('24000.00')} of ${formatMoney('24800.50')} requested. Reason: ${REDUCED_FOR}.`;
    for (const to of [office, request.doctorEmail]) {
      const approval = await waitForMail(a, to, (m) => m.subject === `${APPROVED}: ${erefNo}`);
      expect(approval.text).toContain(loweredLine);
      const printed = await emailedPdfText(a, approval);
      expect(printed).toContain(erefNo);
      expect(printed).toContain(formatMoney('24000.00'));
      expect(printed).toContain(REDUCED_FOR);
    }
    const toDoctor = await waitForMail(a, request.doctorEmail, (m) =>
      m.subject.startsWith(APPROVED),
    );
    expect(toDoctor.text).toContain('Your surgeon fees were approved as requested.');

    // The policyholder sees it approved, downloads the certificate and checks it.
    await expectStatus(h, erefNo, 'APP');
    await openReview(h, erefNo);
    // Its review gives each fee approved beside the amount requested, the lowered one's reason.
    const amounts = h.getByRole('table', { name: 'Approved amounts' });
    const lowered = amounts.getByRole('row', { name: /^Hospital charges/ });
    await lowered.getByText(formatMoney('24000.00')).waitFor();
    await lowered.getByText(formatMoney('24800.50')).waitFor();
    await lowered.getByText("Above the plan's benefit limit (RED-LIMIT)").waitFor();
    await h
      .getByRole('region', { name: 'Approved amounts' })
      .getByText(/The certificate is valid until \d{2}-\d{2}-\d{4}/)
      .waitFor();
    await checkScreen(h);
    const certificate = await downloadCertificate(h);
    expect(certificate).toContain(formatMoney('24000.00'));
    expect(certificate).toContain("Above the plan's benefit limit");
    expect(certificate).toMatch(
      /This certificate is valid from \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}\./,
    );
    // The code as printed: two groups of five of the unambiguous alphabet.
    const code = /\b[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}\b/.exec(certificate)?.[0] ?? '';
    expect(code).not.toBe('');
    const check = { erefNo, code, dateOfBirth: FATHER.dateOfBirth };
    const v = await phone();
    expect(await verifyCertificate(v, check)).toBe('Genuine and approved');
    // What tells an edited copy apart: the validity and the amounts approved, the lowered one too.
    const answer = v.getByRole('status');
    await answer.getByText(/\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/).waitFor();
    const approvedAmounts = answer.getByRole('table', { name: 'Amounts approved' });
    await approvedAmounts
      .getByRole('row', { name: `Hospital charges ${formatMoney('24000.00')}` })
      .waitFor();
    await approvedAmounts.getByRole('row', { name: /^Approved total S\$/ }).waitFor();
    await checkScreen(v);

    // Amended by the policyholder, the certificate is no longer approved.
    await h.goto(`/dashboard?erefNo=${erefNo}`);
    await h.getByRole('link', { name: `Amend ${erefNo}` }).click();
    await h.getByLabel('Reason for amending').fill('The admission date has moved.');
    await h.getByRole('button', { name: 'Submit', exact: true }).click();
    // Only once the warning that the approval is withdrawn is accepted.
    const warning = h.getByRole('alertdialog');
    await warning.getByText('Amending it withdraws the approval', { exact: false }).waitFor();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expectStatus(h, erefNo, 'AMEND');
    expect(await verifyCertificate(v, check)).toBe('Genuine, but no longer approved');
    // Everyone the approval was sent to is told by email that its certificate is void, and why.
    for (const to of [request.doctorEmail, office, CONSULTANT, CLIENT.login]) {
      const notice = await waitForMail(h, to, (m) => m.subject === `${WITHDRAWN}: ${erefNo}`);
      expect(notice.text).toContain('the policyholder has amended the request');
      expect(notice.text).toContain('The certificate issued with it is void.');
    }
    // The case's history: the approval, then the policyholder's amend with its reason.
    await a.reload();
    const history = caseSection(a, 'History');
    const steps = history.getByRole('heading', { level: 3 });
    await expect
      .poll(() => steps.allInnerTexts())
      .toEqual(['Submission 1', 'Decision: Approved', 'Amended by the policyholder']);
    await history.getByText('Reason: The admission date has moved.').waitFor();
    await history.getByText('The approval was withdrawn; its certificate is void.').waitFor();
  }, 300_000);

  it('straight through: a request inside every rule is approved within 5 s of reaching Processing, with its certificate; the adjudicator reverses the approval', async () => {
    // The policyholder is logged in on their phone, to watch the request.
    const h = await phone();
    await logIn(h, AURORA_HOLDER.holder);

    // Their request, completed by the doctor for a hospital off the panel, within the agreed
    // price (S$ 3,300 for SF813I) and far under the limit: it goes straight to Processing.
    const d = page();
    await d.setViewportSize(doctor.PHONE);
    const { erefNo, doctorEmail } = await doctor.createRequest(d, AURORA_HOLDER);
    await doctor.verify(d, {
      link: await doctor.doctorLink(d, doctorEmail, erefNo),
      doctorEmail,
      erefNo,
      patient: AURORA_HOLDER,
    });
    await doctor.requestDetails(d, doctor.HOSPITALS.nonPanel);
    await doctor.herniaDiagnosis(d);
    await doctor.noReferralNorMore(d);
    await doctor.herniaRepairFees(d, { surgeonFee: '3300', hospitalCharges: '4000' });
    await doctor.declareAndSubmit(d);
    await d.getByText(DOCTOR_ACKNOWLEDGEMENT.processing).waitFor();
    const processingSince = Date.now();
    const paId = new URL(d.url()).pathname.split('/').pop()!;
    onTestFinished(() => cancelIfOpen(baseUrl, paId, AURORA_HOLDER.holder));

    // Approved within 5 s, as the policyholder's dashboard shows it.
    await expect
      .poll(() => dashboardStatus(h, erefNo), {
        timeout: processingSince + 5_000 - Date.now(),
        interval: 200,
      })
      .toBe(statusLabel('APP'));
    await openReview(h, erefNo);
    const certificate = await downloadCertificate(h);
    expect(certificate).toContain(erefNo);
    expect(certificate).toContain(formatMoney('3300.00'));

    // The adjudicator finds it among the approved requests, sees why, and reverses it.
    const a = await freshPage();
    await logInToQueue(a, ADJUDICATORS.aurora);
    const filters = a.getByRole('form', { name: 'Filter the queue' });
    await doctor.choose(a, 'Status', statusLabel('APP'));
    await filters.getByRole('button', { name: 'Search' }).click();
    await openCase(a, erefNo);
    await caseSection(a, 'Straight-through rules')
      .getByText('approved automatically, every rule met', { exact: false })
      .waitFor();
    await a.getByLabel('Reason for reversing').fill('The hernia was recorded as recurrent.');
    await decide(a, 'Reverse automatic approval');
    await caseSection(a, 'Status and due date').getByText(statusLabel('PRO')).first().waitFor();
    await expectAccessible(a);

    // The policyholder sees it in Processing again, with no certificate.
    await expect.poll(() => dashboardStatus(h, erefNo)).toBe(statusLabel('PRO'));
  }, 300_000);

  it('an expired certificate: the oldest approval in the queue verifies as genuine but expired, with its validity', async () => {
    // The adjudicator's approved requests run newest first: the last of the last page is the
    // longest approved, a demo approval of months ago, whose certificate was valid for the
    // insurer's 30 days.
    const a = await freshPage();
    await logInToQueue(a, ADJUDICATORS.aurora);
    const approved = a
      .getByRole('region', { name: 'Requests by status' })
      .getByRole('button', { name: new RegExp(`^\\d+ ${statusLabel('APP')}$`) });
    const lastPage = Math.ceil(Number.parseInt(await approved.innerText(), 10) / 20);
    await a.goto(`/adjudication?statusCode=APP&page=${lastPage}`);
    const oldest = queueList(a).getByRole('listitem').last().getByRole('link').first();
    const erefNo = await oldest.innerText();
    await openCase(a, erefNo);
    /** The value beside `label` in the case's section `title`. */
    const value = (title: string, label: string) =>
      caseSection(a, title)
        .locator('dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]')
        .innerText();
    const code = await value('Latest decision', 'Certificate verification code');
    const validUntil = await value('Latest decision', 'Certificate valid until');
    const dateOfBirth = (await value('Patient', 'Date of birth')).replaceAll('-', '');

    const v = await phone();
    expect(await verifyCertificate(v, { erefNo, code, dateOfBirth })).toBe('Genuine, but expired');
    await v.getByRole('status').getByText(`to ${validUntil}`, { exact: false }).waitFor();
  }, 120_000);
});
