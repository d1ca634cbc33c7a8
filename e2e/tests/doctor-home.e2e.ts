import { DOCTOR_ACKNOWLEDGEMENT, statusLabel } from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { downloadCertificate } from '../support/adjudication';
import { expectAccessible } from '../support/axe';
import { cancelIfOpen } from '../support/authorisation';
import { usePage } from '../support/browser';
import {
  createRequest,
  declareAndSubmit,
  DOCTORS,
  herniaDiagnosis,
  herniaRepairFees,
  noReferralNorMore,
  PHONE,
  requestDetails,
  HOSPITALS,
  SPOUSES,
} from '../support/doctor';
import { downloadLiaForm } from '../support/pdf';
import { logIn } from '../support/session';

const { page, freshPage, baseUrl } = usePage();

/** The demo doctor login: Dr Alan Chua, whom the demo requests name (record 084). */
const DOCTOR_LOGIN = 'doctor@demo.sg';

describe("the doctor's home", () => {
  it('the logged-in doctor finds the request waiting, completes it under the login with the same form and no PIN, keeps its acknowledgement over a reload with the LIA form, and sees the approved amounts of an approved one', async () => {
    // A policyholder raises a request naming Dr Alan Chua, for a patient the other journeys free
    // when they end (the doctor journey's panel request keeps SPOUSES.second with the office).
    const patient = SPOUSES.first;
    const { erefNo } = await createRequest(page(), patient, undefined, DOCTORS.alanChua);

    // The doctor logs in on a phone and lands on the home, which lists it as waiting.
    const d = await freshPage();
    await d.setViewportSize(PHONE);
    await logIn(d, DOCTOR_LOGIN, '**/doctor/verification');
    await d.getByRole('heading', { name: 'Doctor verification' }).waitFor();
    await d.getByRole('list', { name: 'Requests' }).waitFor();
    await d.getByRole('textbox', { name: 'Ref No. or patient name' }).fill(erefNo);
    await d.getByRole('button', { name: 'Search' }).click();
    const row = d.getByRole('listitem').filter({ hasText: erefNo });
    await row.getByText(/^(2 days 23 hours|3 days) left$/).waitFor();
    expect(await row.getByText(statusLabel('SUB')).count()).toBe(1);
    await expectAccessible(d);
    const give = row.getByRole('link', { name: `Give details for ${erefNo}` });
    const paId = (await give.getAttribute('href'))!.split('/').pop()!;
    // The patient is free again for the journeys after this one, whatever happens here.
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));

    // The same five steps as the emailed link, under the login: no identity check, no PIN.
    await give.click();
    await d.waitForURL(`**/doctor/verification/${paId}/request-details`);
    await requestDetails(d, HOSPITALS.nonPanel);
    await herniaDiagnosis(d);
    await noReferralNorMore(d);
    await herniaRepairFees(d, { surgeonFee: '3000', hospitalCharges: '5000' });
    await declareAndSubmit(d);

    // Acknowledged as the emailed link acknowledges it, and still after a reload (it reads the
    // request): the LIA form of what the doctor submitted downloads with the login's session.
    await d.waitForURL(`**/doctor/verification/${paId}/acknowledgment`);
    await d.getByText(DOCTOR_ACKNOWLEDGEMENT.submitted(erefNo)).waitFor();
    await d.reload();
    await d.getByText(DOCTOR_ACKNOWLEDGEMENT.submitted(erefNo)).waitFor();
    await expectAccessible(d);
    const { fileName, text } = await downloadLiaForm(d);
    expect(fileName).toBe(`request-${paId}.pdf`);
    expect(text).toContain(erefNo);
    expect(text).toContain('M12345A');

    // Back on the home, the request has gone on to the insurer (who may have approved it at once
    // by its rules).
    await d.getByRole('link', { name: 'Back to homepage' }).click();
    await d.waitForURL('**/doctor/verification');
    await d.getByRole('textbox', { name: 'Ref No. or patient name' }).fill(erefNo);
    await d.getByRole('button', { name: 'Search' }).click();
    const moved = new RegExp(`^(${statusLabel('PRO')}|${statusLabel('APP')})$`);
    await d.getByRole('listitem').filter({ hasText: erefNo }).getByText(moved).waitFor();

    // An approved request: its approved total on the home, its amounts and reasons on its review.
    await d.goto('/doctor/verification?statusCode=APP');
    const approved = d
      .getByRole('listitem')
      .filter({ hasText: statusLabel('APP') })
      .first();
    await approved.getByText(/^S\$ [\d,]+\.\d\d$/).waitFor();
    await approved.getByRole('link', { name: /^View / }).click();
    const amounts = d.getByRole('region', { name: 'Approved amounts' });
    await amounts.waitFor();
    expect(await amounts.getByRole('columnheader', { name: 'Reason for less' }).count()).toBe(1);
    await expectAccessible(d);
    // The certificate of one of the doctor's own requests, which names the doctor's MCR number.
    expect(await downloadCertificate(d)).toContain('M12345A');
    await d.getByRole('link', { name: 'Back to homepage' }).click();
    await d.waitForURL('**/doctor/verification');
  }, 180_000);
});
