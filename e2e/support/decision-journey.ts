// What the decision journeys (adjudication-journey, amendment-journey) share: the demo's
// policyholders as patients, the office's step, the emails' subjects and the policyholder's views.
import { BUSINESS_OFFICE_ACKNOWLEDGEMENT, nricCheckLetter, statusLabel } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { CLIENT, dashboardItem } from './authorisation';
import * as doctor from './doctor';

/** The second insurer's (BEACON) policyholder, as the patient of their own request (seed 3). */
export const BEACON_HOLDER: doctor.Patient = {
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
export async function proceedAsOffice(
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
export const APPROVED = 'Pre-authorisation request approved';
export const WITHDRAWN = 'Pre-authorisation approval withdrawn';
/** The reduction reason the adjudicator picks, as the emails and the certificate print it. */
export const REDUCED_FOR = "Above the plan's benefit limit (RED-LIMIT)";
/** The consultant of the father's policy (demo data), told of decisions when asked. */
export const CONSULTANT = 'rachel.lim@aurora.demo.sg';

/** A page of its own (another person, on a phone), from the journey's `freshPage`. */
export async function onPhone(freshPage: () => Promise<Page>): Promise<Page> {
  const p = await freshPage();
  await p.setViewportSize(doctor.PHONE);
  return p;
}

/** The AURORA policyholder, as the patient of their own request (seed 0). */
export const AURORA_HOLDER: doctor.Patient = {
  holder: CLIENT.login,
  name: CLIENT.name,
  dateOfBirth: '14031980',
  last4: CLIENT.nric.slice(-4),
};

/** The request's status as the policyholder's dashboard shows it now (reloaded). */
export async function dashboardStatus(h: Page, erefNo: string): Promise<string> {
  await h.goto(`/dashboard?erefNo=${erefNo}`);
  const item = dashboardItem(h, erefNo);
  await item.waitFor();
  const text = await item.innerText();
  return (['APP', 'PRO'] as const).map(statusLabel).find((label) => text.includes(label)) ?? text;
}

/** The request's review for its policyholder, from the dashboard's View. */
export async function openReview(h: Page, erefNo: string): Promise<void> {
  await h.goto(`/dashboard?erefNo=${erefNo}`);
  await h.getByRole('link', { name: `View ${erefNo}` }).click();
  await h.getByRole('heading', { name: `Pre-Authorisation Request ${erefNo}` }).waitFor();
}
