// The business office's side of a panel hospital's request in the browser: its emailed link, the
// NRIC check and its PIN, on a page of its own.
import type { Page } from 'playwright-core';
import { PHONE, type StepCheck } from './doctor';
import { emailedLink, mailTo, waitForMail } from './session';

/** The business office of a demo panel hospital at a demo insurer (the seed's address). */
export const officeEmail = (hospitalCode: string, insurerDomain: string) =>
  `business-office.${hospitalCode.toLowerCase()}@${insurerDomain}`;

/**
 * The office's emailed link for `erefNo` (the path), the newest one other than `used`: after a
 * resubmission the office is sent a new link.
 */
export const officeLink = (
  p: Page,
  office: string,
  erefNo: string,
  used: readonly string[] = [],
): Promise<string> =>
  emailedLink(
    p,
    office,
    new RegExp(`https?://\\S+/${erefNo}/bo/verification#token=[\\w%-]+`),
    used,
  );

/** The office's link opened in a new page of `p`'s browser, on a phone. */
export async function openOfficeLink(p: Page, link: string): Promise<Page> {
  const o = await p.context().newPage();
  await o.setViewportSize(PHONE);
  await o.goto(link);
  await o.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').waitFor();
  return o;
}

/**
 * On the office's link: the patient's last 4 NRIC characters, then the PIN the office is emailed;
 * returns when the request's details show.
 */
export async function verifyAsOffice(
  o: Page,
  office: string,
  erefNo: string,
  last4: string,
  checkPinScreen?: StepCheck,
): Promise<void> {
  const before = new Set((await mailTo(o, office)).map((m) => m.text));
  await o.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').fill(last4);
  await o.getByRole('button', { name: 'Continue' }).click();
  await o.getByRole('heading', { name: '2FA Security – One Time Pin' }).waitFor();
  await checkPinScreen?.(o);
  const pinMail = await waitForMail(
    o,
    office,
    (m) =>
      !before.has(m.text) &&
      m.text.includes(`one-time PIN for pre-authorisation request ${erefNo}`),
  );
  const pin = /is (\d{6})\./.exec(pinMail.text)?.[1] ?? '';
  await o.getByRole('textbox', { name: 'OTP' }).fill(pin);
  await o.getByRole('button', { name: 'Verify' }).click();
  await o.getByRole('heading', { name: 'Pre-Authorisation Request Details' }).waitFor();
}
