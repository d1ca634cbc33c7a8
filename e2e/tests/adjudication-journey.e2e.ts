import {
  BUSINESS_OFFICE_ACKNOWLEDGEMENT,
  DOCTOR_ACKNOWLEDGEMENT,
  formatMoney,
  nricCheckLetter,
  statusLabel,
} from '@preauth/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
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
  dashboardItem,
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
import { emailedPdfText, writeSmallPdf } from '../support/pdf';
import { logIn, waitForMail } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

/** The second insurer's (BEACON) policyholder, as the patient of their own request (seed 3). */
const BEACON_HOLDER: doctor.Patient = {
  holder: 'policyholder@insurer2.demo.sg',
  name: 'Muthu Raj s/o Krishnan',
  dateOfBirth: '14031983',
  last4: `348${nricCheckLetter('S', '8012348')}`,
  policy: /Beacon MediCare Gold/,
};

/**
 * On the office's details: the surgeon fee changed when given, the acknowledgement ticked, Save
 * and Proceed; the request's id from the acknowledgement's address.
 */
async function proceedAsOffice(
  o: Page,
  change: { surgeonFee?: string; hospitalCharges?: string },
): Promise<string> {
  if (change.hospitalCharges) {
    await o.getByLabel('Hospital charges', { exact: true }).fill(change.hospitalCharges);
  }
  if (change.surgeonFee) {
    await o
      .getByRole('group', { name: 'Surgery 1' })
      .getByLabel('Surgeon fee', { exact: true })
      .fill(change.surgeonFee);
  }
  await o.getByLabel(BUSINESS_OFFICE_ACKNOWLEDGEMENT).check();
  await o.getByRole('button', { name: 'Save and Proceed' }).click();
  await o.getByText('A copy has been emailed to the policyholder.', { exact: false }).waitFor();
  return new URL(o.url()).pathname.split('/').pop()!;
}

/** The subjects of the approval's email and of its void notice, before the reference. */
const APPROVED = 'Pre-authorisation request approved';
const WITHDRAWN = 'Pre-authorisation approval withdrawn';
/** The reduction reason the adjudicator picks, as the emails and the certificate print it. */
const REDUCED_FOR = "Above the plan's benefit limit (RED-LIMIT)";
/** The consultant of the father's policy (demo data), told of decisions when asked. */
const CONSULTANT = 'rachel.lim@aurora.demo.sg';

/** A page of its own (another person, on a phone). */
async function phone(): Promise<Page> {
  const p = await freshPage();
  await p.setViewportSize(doctor.PHONE);
  return p;
}

/** The AURORA policyholder, as the patient of their own request (seed 0). */
const AURORA_HOLDER: doctor.Patient = {
  holder: CLIENT.login,
  name: CLIENT.name,
  dateOfBirth: '14031980',
  last4: CLIENT.nric.slice(-4),
};

/** The request's status as the policyholder's dashboard shows it now (reloaded). */
async function dashboardStatus(h: Page, erefNo: string): Promise<string> {
  await h.goto(`/dashboard?erefNo=${erefNo}`);
  const item = dashboardItem(h, erefNo);
  await item.waitFor();
  const text = await item.innerText();
  return (['APP', 'PRO'] as const).map(statusLabel).find((label) => text.includes(label)) ?? text;
}

/** The request's review for its policyholder, from the dashboard's View. */
async function openReview(h: Page, erefNo: string): Promise<void> {
  await h.goto(`/dashboard?erefNo=${erefNo}`);
  await h.getByRole('link', { name: `View ${erefNo}` }).click();
  await h.getByRole('heading', { name: `Pre-Authorisation Request ${erefNo}` }).waitFor();
}

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

  it('the adjudicator asks for an amendment naming a histology report, the doctor resubmits from the new link with the office’s fees and the report, the adjudicator opens it, rejects and the policyholder reads why', async () => {
    // The BEACON policyholder's own request, completed by the doctor for the panel hospital.
    const p = page();
    await p.setViewportSize(doctor.PHONE);
    const { erefNo, doctorEmail } = await doctor.createRequest(p, BEACON_HOLDER);
    const opening = {
      link: await doctor.doctorLink(p, doctorEmail, erefNo),
      doctorEmail,
      erefNo,
      patient: BEACON_HOLDER,
    };
    const { pinSentAt } = await doctor.verify(p, opening);
    await doctor.panelRequestDetails(p);
    await doctor.herniaDiagnosis(p);
    await doctor.noReferralNorMore(p);
    await doctor.herniaRepairFees(p, { surgeonFee: '1000', hospitalCharges: '1200' });
    await doctor.declareAndSubmit(p);

    // The office lowers nothing but raises the surgeon fee.
    const office = officeEmail('HSP01', 'beacon.demo.sg');
    const firstOfficeLink = await officeLink(p, office, erefNo);
    const o = await openOfficeLink(p, firstOfficeLink);
    await verifyAsOffice(o, office, erefNo, BEACON_HOLDER.last4);
    const paId = await proceedAsOffice(o, { surgeonFee: '1500.25' });
    onTestFinished(() => cancelIfOpen(baseUrl, paId, BEACON_HOLDER.holder));

    // The adjudicator asks for an amendment, on a phone this time.
    const a = await phone();
    await logInToQueue(a, ADJUDICATORS.beacon);
    await openCase(a, erefNo);
    await openDecision(a, 'Request amendment');
    const changes = 'Please add the anaesthetist fee for the general anaesthesia.';
    await a.getByLabel('What must change').fill(changes);
    await a
      .getByRole('group', { name: 'Documents the doctor must attach' })
      .getByLabel('Histology report')
      .check();
    await decide(a, 'Request amendment');
    await a.getByText('Amendment requested', { exact: false }).first().waitFor();
    // The case's latest decision names the documents it requires.
    await caseSection(a, 'Latest decision').getByText('Histology report').waitFor();
    await checkScreen(a);

    // The policyholder's review says what must change.
    await openReview(p, erefNo);
    const asked = p.getByRole('complementary', { name: 'The insurer asked for an amendment' });
    await asked.getByText(changes).waitFor();

    // The doctor's new link: the form with the office's surgeon fee; resubmitted with the
    // anaesthetist fee asked for. The next PIN is sent 60 s after the last.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, pinSentAt + 61_000 - Date.now())),
    );
    const d = await phone();
    const newLink = await doctor.doctorLink(d, doctorEmail, erefNo, [opening.link]);
    await doctor.verify(d, { ...opening, link: newLink });
    await d.getByRole('heading', { name: 'Request Details' }).waitFor();
    // Every step says what must change.
    const notice = d.getByRole('region', { name: 'What must change' });
    await notice.getByText(changes).waitFor();
    await notice.getByText('Histology report', { exact: false }).waitFor();
    await d.getByRole('button', { name: 'Next' }).click();
    await d.getByRole('heading', { name: 'Patient Diagnosis' }).waitFor();
    await notice.getByText(changes).waitFor();
    // Not without the histology report; with it, attached as one, it goes on.
    await d.getByRole('button', { name: 'Next' }).click();
    await d.getByText('The insurer asks for these documents: Histology report.').first().waitFor();
    await d.getByRole('button', { name: 'Add a document' }).click();
    const documentRow = d.getByRole('group', { name: 'Document 1' });
    await doctor.choose(d, 'Kind of document', 'Histology report');
    const folder = mkdtempSync(path.join(tmpdir(), 'amendment-e2e-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const report = path.join(folder, 'histology-report.pdf');
    writeSmallPdf(report, `Histology report for ${BEACON_HOLDER.name}`);
    await documentRow.getByLabel('File', { exact: true }).setInputFiles(report);
    await documentRow.getByRole('button', { name: 'Remove histology-report.pdf' }).waitFor();
    await d.getByRole('button', { name: 'Next' }).click();
    await d.getByRole('heading', { name: 'Requested Fee' }).waitFor();
    const surgeonFee = d.getByRole('group', { name: 'Surgery 1' }).getByLabel('Surgeon fee', {
      exact: true,
    });
    await expect.poll(() => surgeonFee.inputValue()).toMatch(/1,500\.25$/);
    await d
      .getByRole('group', { name: 'Surgery 1' })
      .getByLabel('Anaesthetist fee', { exact: true })
      .fill('300');
    await d.getByRole('button', { name: 'Next' }).click();
    await doctor.declareAndSubmit(d);

    // The office proceeds again, and the adjudicator rejects with a reason.
    const o2 = await openOfficeLink(d, await officeLink(d, office, erefNo, [firstOfficeLink]));
    await verifyAsOffice(o2, office, erefNo, BEACON_HOLDER.last4);
    await proceedAsOffice(o2, {});
    await a.goto('/adjudication');
    await openCase(a, erefNo);

    // The case's history: both submissions with the amendment request between them, the office's
    // raise on the first, the anaesthetist fee added by the second, and the office's confirmation.
    const history = caseSection(a, 'History');
    await history.getByRole('heading', { name: 'Submission 2 (resubmitted)' }).waitFor();
    await history.getByRole('heading', { name: 'Decision: Amendment requested' }).waitFor();
    await history
      .getByRole('table', { name: "The business office's changes to submission 1" })
      .getByRole('row', { name: /Procedure 1: surgeon fee/ })
      .getByText(formatMoney('1500.25'))
      .waitFor();
    await history
      .getByRole('table', { name: 'What changed from submission 1' })
      .getByRole('row', { name: /Procedure 1: anaesthetist fee/ })
      .getByText(formatMoney('300.00'))
      .waitFor();
    await history
      .getByText("The business office confirmed the doctor's fees unchanged", { exact: false })
      .waitFor();
    // The case lists the report with its kind; it opens in the page, in a frame of its own
    // origin (a data: URL) that the browser's PDF viewer shows, nothing refused by the portal's
    // Content-Security-Policy.
    const documents = caseSection(a, 'Documents from the doctor');
    await documents.getByText('histology-report.pdf').waitFor();
    await documents.getByText(/Histology report · /).waitFor();
    await a.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { cspRefused: string[] }).cspRefused = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await documents.getByRole('button', { name: 'Open histology-report.pdf' }).click();
    const viewer = a.getByRole('dialog', { name: 'Histology report: histology-report.pdf' });
    const frame = viewer.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^data:application\/pdf;base64,/);
    await expect
      .poll(() => a.frames().some((f) => f.url().startsWith('data:application/pdf')))
      .toBe(true);
    expect(
      await a.evaluate(() => (window as unknown as { cspRefused: string[] }).cspRefused),
    ).toEqual([]);
    await a.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await openDecision(a, 'Reject');
    await doctor.choose(a, 'Reason', 'Treatment not medically necessary');
    const why = 'A watchful wait is advised first: the hernia is small and causes no pain.';
    await a.getByLabel('Explanation for the policyholder').fill(why);
    await decide(a, 'Reject');
    await a.getByText('Rejected.', { exact: false }).first().waitFor();
    // Both submissions and both decisions, in order.
    await expect
      .poll(() => caseSection(a, 'History').getByRole('heading', { level: 3 }).allInnerTexts())
      .toEqual([
        'Submission 1',
        'Decision: Amendment requested',
        'Submission 2 (resubmitted)',
        'Decision: Rejected',
      ]);

    // The policyholder reads the reason on the review.
    await expectStatus(p, erefNo, 'REJ');
    await openReview(p, erefNo);
    const note = p.getByRole('complementary', { name: 'Rejected by the insurer' });
    await note.getByText('Treatment not medically necessary').waitFor();
    await note.getByText(why).waitFor();
    await checkScreen(p);
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
    // The adjudicator's approved requests, the longest approved first: a demo approval of months
    // ago, whose certificate was valid for the insurer's 30 days.
    const a = await freshPage();
    await logInToQueue(a, ADJUDICATORS.aurora);
    await a.goto('/adjudication?statusCode=APP');
    const oldest = queueList(a).getByRole('listitem').first().getByRole('link').first();
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
