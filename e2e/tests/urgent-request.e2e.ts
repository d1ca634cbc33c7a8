import { BUSINESS_OFFICE_ACKNOWLEDGEMENT } from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ADJUDICATORS,
  caseSection,
  filterByHospital,
  logInToQueue,
  openCase,
  queueList,
} from '../support/adjudication';
import { cancelIfOpen } from '../support/authorisation';
import { usePage } from '../support/browser';
import {
  officeEmail,
  officeLink,
  openOfficeLink,
  verifyAsOffice,
} from '../support/business-office';
import * as doctor from '../support/doctor';

const { page, freshPage, baseUrl } = usePage();

const REASON = 'Strangulated hernia suspected, surgery within days';

describe('an urgent request (issue 22)', () => {
  it('raised urgent by the policyholder, it waits first in the queue with its hours left; treated as standard, the policyholder reads why', async () => {
    // The policyholder raises it urgent; the doctor completes it for the panel hospital and its
    // business office proceeds, so it reaches Processing.
    const patient = doctor.SPOUSES.beacon;
    const p = page();
    const { erefNo, doctorEmail } = await doctor.createRequest(p, patient, REASON);
    const d = await freshPage();
    await d.setViewportSize(doctor.PHONE);
    await doctor.verify(d, {
      link: await doctor.doctorLink(d, doctorEmail, erefNo),
      doctorEmail,
      erefNo,
      patient,
    });
    await doctor.panelRequestDetails(d);
    await doctor.herniaDiagnosis(d);
    await doctor.noReferralNorMore(d);
    await doctor.herniaRepairFees(d, { surgeonFee: '1000', hospitalCharges: '1200' });
    await doctor.declareAndSubmit(d);
    const office = officeEmail('HSP01', 'beacon.demo.sg');
    const o = await openOfficeLink(d, await officeLink(d, office, erefNo));
    await verifyAsOffice(o, office, erefNo, patient.last4);
    await o.getByLabel(BUSINESS_OFFICE_ACKNOWLEDGEMENT).check();
    await o.getByRole('button', { name: 'Save and Proceed' }).click();
    await o.getByText('A copy has been emailed to the policyholder.', { exact: false }).waitFor();
    const paId = new URL(o.url()).pathname.split('/').pop()!;
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));

    // The adjudicator's queue at that hospital: the urgent request first, marked, with the
    // reason and the hours left of its 72; counted apart.
    const a = await freshPage();
    await logInToQueue(a, ADJUDICATORS.beacon);
    const urgentCount = a
      .getByRole('region', { name: 'Requests by status' })
      .getByRole('button', { name: /^\d+ Urgent$/ });
    await urgentCount.waitFor();
    await filterByHospital(a, doctor.HOSPITALS.panel);
    const first = queueList(a).getByRole('listitem').first();
    await first.getByRole('link', { name: erefNo }).waitFor();
    await first.getByText('Urgent', { exact: true }).waitFor();
    await first.getByText(`Why urgent: ${REASON}`).waitFor();
    expect(await first.innerText()).toMatch(/(7[0-2]|6\d) hours left/);

    // The adjudicator treats it as standard, with a reason.
    await openCase(a, erefNo);
    const urgency = caseSection(a, 'Urgency');
    await urgency.getByLabel('Reason for treating it as standard').fill('The surgery is elective.');
    await urgency.getByRole('button', { name: 'Treat as standard' }).click();
    await urgency.getByText('The request is now treated as standard.').waitFor();
    await caseSection(a, 'Status and due date')
      .getByText(/working days? left/)
      .waitFor();

    // The policyholder's review says so, and why.
    await p.goto(`/dashboard?erefNo=${erefNo}`);
    await p.getByRole('link', { name: `View ${erefNo}` }).click();
    await p
      .getByRole('complementary', { name: 'Treated as standard' })
      .getByText('The insurer treats this request as standard: The surgery is elective.')
      .waitFor();
  }, 240_000);
});
