import { DOCTOR_ACKNOWLEDGEMENT, SUBMITTED_LINK_TEXTS } from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cancelIfOpen } from '../support/authorisation';
import { usePage } from '../support/browser';
import {
  createRequest,
  declareAndSubmit,
  doctorLink,
  herniaDiagnosis,
  HOSPITALS,
  noReferralNorMore,
  PHONE,
  requestDetails,
  SPOUSES,
  verify,
} from '../support/doctor';
import { downloadLiaForm, emailedPdfText } from '../support/pdf';
import { waitForMail } from '../support/session';

const { page, baseUrl } = usePage();

// Issue 25 §1 "A submitted link" (record 082): the doctor's link opened again after the submit
// says when and by whom, and a verified re-visit downloads the LIA form; the acknowledgement
// email carries it too.
describe("the doctor's submitted link", () => {
  it('submit as the doctor, reopen the link in a second tab: already submitted; verify again and download the LIA form; the acknowledgement email carries it', async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    const patient = SPOUSES.first;
    const { erefNo, doctorEmail } = await createRequest(p, patient);
    const opening = {
      link: await doctorLink(p, doctorEmail, erefNo),
      doctorEmail,
      erefNo,
      patient,
    };
    const { pinSentAt } = await verify(p, opening);
    await requestDetails(p, HOSPITALS.nonPanel);
    await herniaDiagnosis(p);
    await noReferralNorMore(p);
    await p.getByRole('heading', { name: 'Requested Fee' }).waitFor();
    await p.getByLabel('Total hospital charges').fill('1200');
    await p.getByRole('button', { name: 'Next' }).click();
    await declareAndSubmit(p);
    await p.getByRole('heading', { name: DOCTOR_ACKNOWLEDGEMENT.title }).waitFor();
    const paId = new URL(p.url()).pathname.split('/').pop()!;
    // The patient is free again for the other journeys (a request in Processing holds them).
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));

    // Back from the acknowledgement: not "expired or invalid", but when and by whom.
    await p.goBack();
    const already = /This request was already submitted on .+ \(Singapore time\) by /;
    await p.getByText(already).waitFor();

    // The emailed link in a second tab says so too, with what follows.
    const second = await p.context().newPage();
    await second.setViewportSize(PHONE);
    await second.goto(opening.link);
    const notice = second.getByText(already);
    await notice.waitFor();
    // What follows: the insurer decides (or, straight through, already has).
    expect(await notice.textContent()).toMatch(
      /by Sarah Wong\. (The insurer now decides on it, usually within 1-3 working days|It is now Approved\.)/,
    );
    await second.getByText(SUBMITTED_LINK_TEXTS.revisit).waitFor();

    // Verified again (a new PIN: the server sends the next one 60 s after the last), the
    // re-visit may only download the LIA form.
    await new Promise((resolve) => setTimeout(resolve, pinSentAt + 61_000 - Date.now()));
    await verify(second, opening);
    await second.getByText(SUBMITTED_LINK_TEXTS.readOnly).waitFor();
    const { fileName, text } = await downloadLiaForm(second, SUBMITTED_LINK_TEXTS.download);
    expect(fileName).toBe(`request-${paId}.pdf`);
    expect(text).toContain(patient.name);
    expect(text).toContain(erefNo);

    // The doctor's acknowledgement email, with the LIA form of the submission attached.
    const acknowledgement = await waitForMail(
      p,
      doctorEmail,
      (m) => m.subject === `Pre-authorisation request submitted: ${erefNo}`,
    );
    expect(acknowledgement.attachments.map((a) => a.fileName)).toEqual([`request-${paId}.pdf`]);
    expect(await emailedPdfText(p, acknowledgement)).toContain(patient.name);
  }, 240_000);
});
