// The insurer's side in the browser (issue 14): the adjudicator's work queue and case, the
// decision pages, the certificate and its public verification page.
import { readFileSync } from 'node:fs';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import type { Page } from 'playwright-core';
import { logIn } from './session';

/** The demo insurers' adjudicators (AURORA's, BEACON's, and BEACON's second for four eyes). */
export const ADJUDICATORS = {
  aurora: 'adjudicator@demo.sg',
  beacon: 'adjudicator@insurer2.demo.sg',
  beaconSecond: 'adjudicator2@insurer2.demo.sg',
} as const;

/** Logs in as an adjudicator, who lands on the work queue. */
export async function logInToQueue(p: Page, login: string): Promise<void> {
  await logIn(p, login, '**/adjudication');
  await p.getByRole('heading', { name: 'Work queue' }).waitFor();
}

/**
 * The queue's list, its name saying its order: urgent first, then earliest due in Processing,
 * newest first in the decided lists.
 */
export const queueList = (p: Page) => p.getByRole('list', { name: /^Requests, / });

/** The queue filtered to one hospital (looked up by `name`), its filter in the address. */
export async function filterByHospital(p: Page, name: string): Promise<void> {
  const filters = p.getByRole('form', { name: 'Filter the queue' });
  await filters.getByRole('combobox', { name: 'Hospital' }).fill(name);
  await p.getByRole('option', { name: new RegExp(name) }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await p.waitForURL(/hospitalId=/);
}

/** A case's page, opened from the queue's link of its reference. */
export async function openCase(p: Page, erefNo: string): Promise<void> {
  await queueList(p).getByRole('link', { name: erefNo, exact: true }).click();
  await p.getByRole('heading', { name: `Case ${erefNo}` }).waitFor();
}

/** The case page's section headed `title`. */
export const caseSection = (p: Page, title: string) => p.getByRole('region', { name: title });

/** From the case page, a decision's page ('Approve', 'Reject', 'Request amendment'). */
export async function openDecision(
  p: Page,
  decision: 'Approve' | 'Reject' | 'Request amendment',
): Promise<void> {
  await p.getByRole('link', { name: decision, exact: true }).click();
  await p.getByRole('heading', { name: DECISION_TITLES[decision] }).waitFor();
}

const DECISION_TITLES = {
  Approve: 'Approve the request',
  Reject: 'Reject the request',
  'Request amendment': 'Request an amendment',
} as const;

/** The decision's button, then Yes in its dialog (double clicked: it must decide once). */
export async function decide(p: Page, button: string): Promise<void> {
  await p.getByRole('button', { name: button, exact: true }).click();
  await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).dblclick();
}

/** The certificate the review's Download certificate saves, as text. */
export async function downloadCertificate(p: Page): Promise<string> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    p.getByRole('button', { name: 'Download certificate' }).click(),
  ]);
  return pdfText(readFileSync(await download.path()));
}

/** What the public verification page takes: the ref no, the code, the date of birth (DDMMYYYY). */
export interface CertificateCheck {
  erefNo: string;
  code: string;
  dateOfBirth: string;
}

/** The public page's answer for a certificate, checked with no login: its heading. */
export async function verifyCertificate(p: Page, check: CertificateCheck): Promise<string> {
  await p.goto('/verify-certificate');
  await p.getByLabel('Pre-Authorisation Ref No').fill(check.erefNo);
  await p.getByLabel('Verification code').fill(check.code);
  await p.getByRole('textbox', { name: "Patient's date of birth" }).fill(check.dateOfBirth);
  await p.getByRole('button', { name: 'Check' }).click();
  const title = p.locator('.verification-result__title');
  await title.waitFor();
  return title.innerText();
}
