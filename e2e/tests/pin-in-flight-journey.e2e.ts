import { LINK_MESSAGES } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cancelIfOpen } from '../support/authorisation';
import { usePage } from '../support/browser';
import { doctorLink, enterIdentity } from '../support/doctor';
import { createRequestViaApi, POLICYHOLDER } from '../support/requests-api';
import { mailTo, waitForMail } from '../support/session';

const { page, baseUrl } = usePage();

/** The doctor of this journey's request: an address no other journey mails. */
const DOCTOR_EMAIL = 'pin.in.flight@clinic.example.sg';

/** An ISO date (YYYY-MM-DD) as the identity form takes it typed (DDMMYYYY). */
const typed = (iso: string) => iso.slice(0, 10).split('-').reverse().join('');

/** The PINs emailed to the doctor for `erefNo`, newest first. */
async function pinsFor(p: Page, erefNo: string): Promise<string[]> {
  return (await mailTo(p, DOCTOR_EMAIL))
    .filter((m) => m.text.includes(`one-time PIN for pre-authorisation request ${erefNo}`))
    .map((m) => /is (\d{6})\./.exec(m.text)?.[1] ?? '');
}

/** Waits for a PIN email other than those `seen`, and answers its PIN. */
async function newPin(p: Page, erefNo: string, seen: readonly string[]): Promise<string> {
  const mail = await waitForMail(
    p,
    DOCTOR_EMAIL,
    (m) =>
      m.text.includes(`one-time PIN for pre-authorisation request ${erefNo}`) &&
      !seen.some((pin) => m.text.includes(`is ${pin}.`)),
  );
  return /is (\d{6})\./.exec(mail.text)?.[1] ?? '';
}

const otp = (p: Page) => p.getByRole('textbox', { name: 'OTP' });
const verifyButton = (p: Page) => p.getByRole('button', { name: 'Verify' });

describe('the PIN in flight', () => {
  it('a second tab within 60 s uses the PIN already sent; 5 wrong PINs disable Verify and offer a new PIN, which works', async () => {
    const p = page();
    const request = await createRequestViaApi(p.request, DOCTOR_EMAIL);
    onTestFinished(() => cancelIfOpen(baseUrl, request.paId, POLICYHOLDER));
    const { erefNo, patient } = request;
    const link = await doctorLink(p, DOCTOR_EMAIL, erefNo);
    const identity = [typed(patient.dob), patient.nric.slice(-4)] as const;

    // The first tab asks for the PIN.
    await p.goto(link);
    await enterIdentity(p, ...identity);
    await p.getByRole('heading', { name: '2FA Security – One Time Pin' }).waitFor();
    const pin = await newPin(p, erefNo, []);
    await p.getByText(/The OTP expires in \d+:\d\d\./).waitFor();

    // A second tab, within the 60 seconds: the PIN screen, with the PIN already sent; no new email.
    const second = await p.context().newPage();
    await second.goto(link);
    await enterIdentity(second, ...identity);
    await second.getByRole('heading', { name: '2FA Security – One Time Pin' }).waitFor();
    await second.getByText(/You can ask for another OTP in \d+ seconds\./).waitFor();
    expect(await pinsFor(p, erefNo)).toEqual([pin]);

    // Five wrong PINs there: each says the tries left, once; then Verify is off and a new PIN is offered.
    const wrong = pin === '000000' ? '111111' : '000000';
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      await otp(second).fill(wrong);
      await verifyButton(second).click();
      await second.getByText(`The OTP is incorrect. ${left} left.`).waitFor();
      expect(await second.getByText(/The OTP is incorrect/).count()).toBe(1);
    }
    await otp(second).fill(wrong);
    await verifyButton(second).click();
    await second.getByText(LINK_MESSAGES.otpTooManyTries).waitFor();
    expect(await verifyButton(second).isDisabled()).toBe(true);
    await second.getByRole('button', { name: 'Resend again' }).click();

    // The new PIN opens the form.
    const next = await newPin(second, erefNo, [pin]);
    await second.getByText(/You can ask for another OTP in \d+ seconds\./).waitFor();
    expect(await verifyButton(second).isEnabled()).toBe(true);
    await otp(second).fill(next);
    await verifyButton(second).click();
    await second.getByRole('heading', { name: 'Request Details' }).waitFor();
  });
});
