import { formatMoney } from '@preauth/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ADJUDICATORS,
  caseSection,
  decide,
  logInToQueue,
  openCase,
  openDecision,
} from '../support/adjudication';
import { cancelIfOpen, checkScreen, expectStatus } from '../support/authorisation';
import { usePage } from '../support/browser';
import {
  officeEmail,
  officeLink,
  openOfficeLink,
  verifyAsOffice,
} from '../support/business-office';
import * as doctor from '../support/doctor';
import { writeSmallPdf } from '../support/pdf';
import { BEACON_HOLDER, onPhone, openReview, proceedAsOffice } from '../support/decision-journey';

const { page, freshPage, baseUrl } = usePage();
const phone = () => onPhone(freshPage);

describe('the amendment loop (issue 24), across the adjudicator, the doctor and the business office', () => {
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
});
