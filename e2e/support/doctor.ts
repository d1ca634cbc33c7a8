// The doctor's side of a request in the browser: the request a policyholder raises for the
// doctor, the link emailed to the doctor, the identity check and PIN, and the form kit's pickers.
import { nricCheckLetter } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { emailedLink, logIn, mailTo, waitForMail } from './session';

/** A patient of a demo policyholder, and what the doctor's identity check asks about them. */
export interface Patient {
  holder: string;
  name: string;
  /** As typed (DDMMYYYY). */
  dateOfBirth: string;
  /** The last 4 characters of the NRIC. */
  last4: string;
  /** The policy picked for the request (the first insurer's plan unless given). */
  policy?: RegExp;
}

/**
 * The spouses of the two demo policyholders (seeds 0 and 7 of the demo data: NRIC S8256789 + seed,
 * born 2 July 198(seed + 2)), patients no other journey raises a request for; a patient can have
 * one open request at a time, and the portal is one for all the journeys.
 */
export const SPOUSES = {
  first: {
    holder: 'policyholder@demo.sg',
    name: 'Lee Mei Ling',
    dateOfBirth: '02071982',
    last4: `789${nricCheckLetter('S', '8256789')}`,
  },
  second: {
    holder: 'policyholder2@demo.sg',
    name: 'Muhammad Faiz bin Ali',
    dateOfBirth: '02071989',
    last4: `796${nricCheckLetter('S', '8256796')}`,
  },
  /** The second insurer's (BEACON) policyholder's spouse (seed 3), for the business office. */
  beacon: {
    holder: 'policyholder@insurer2.demo.sg',
    name: 'Kavitha d/o Subramaniam',
    dateOfBirth: '02071985',
    last4: `792${nricCheckLetter('S', '8256792')}`,
    policy: /Beacon MediCare Gold/,
  },
} as const satisfies Record<string, Patient>;

/** The screens' 360 px phone, the narrowest the portal is made for. */
export const PHONE = { width: 360, height: 740 } as const;

/** A date `days` from today as typed into a date field (DDMMYYYY). */
export function typedDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}`;
}

/** Picks `option` in the form kit's select labelled `label`. */
export async function choose(p: Page, label: string, option: string | RegExp): Promise<void> {
  await p.getByRole('combobox', { name: label }).click();
  await p.getByRole('option', { name: option }).click();
}

/** Types into an autocomplete and picks the option that appears. */
export async function lookUp(
  p: Page,
  label: string,
  text: string,
  option: string | RegExp,
): Promise<void> {
  await p.getByRole('combobox', { name: label }).fill(text);
  await p.getByRole('option', { name: option }).click();
}

/** Demo doctors the journeys' requests name: as typed into the doctor lookup, and its option. */
export const DOCTORS = {
  sarahWong: { typed: 'Sarah', option: /Sarah Wong/ },
  /** The one the demo doctor login (doctor@demo.sg, Dr Alan Chua) stands for. */
  alanChua: { typed: 'Alan', option: /Alan Chua/ },
} as const;
type DemoDoctor = (typeof DOCTORS)[keyof typeof DOCTORS];

/**
 * Fills the new-request form (on /create-request) for `patientName` with `doctor` (Dr Sarah Wong
 * unless given) at the doctor's first clinic, marks it urgent with `urgentReason` when given,
 * ticks the three required consents and submits; the doctor's address.
 */
export async function fillAndSubmitRequest(
  p: Page,
  patientName: string,
  policy: RegExp = /Aurora Shield Plan A/,
  urgentReason?: string,
  doctor: DemoDoctor = DOCTORS.sarahWong,
): Promise<{ doctorEmail: string }> {
  await p.getByRole('combobox', { name: 'Patient' }).click();
  await p.getByRole('option', { name: new RegExp(patientName) }).click();
  await choose(p, 'Policy', policy);
  await lookUp(p, 'Doctor name', doctor.typed, doctor.option);
  await p.getByRole('combobox', { name: 'Clinic' }).click();
  await p.getByRole('option').first().click();
  const doctorEmail = await p.getByLabel('Doctor or clinic email address').inputValue();
  if (urgentReason) {
    await p.getByLabel('This request is urgent').check();
    await p.getByLabel('Why is it urgent?').fill(urgentReason);
  }
  for (const name of ['terms1', 'terms2', 'terms3']) await p.locator(`input[name=${name}]`).check();
  await p.getByRole('button', { name: 'Submit' }).click();
  return { doctorEmail };
}

/** The reference of the request an acknowledgement's address names (`/acknowledgment/{id}/{ref}`). */
export const refInAcknowledgement = (p: Page): string =>
  decodeURIComponent(p.url().split('/').pop()!.split('?')[0]!);

/**
 * Creates a request as the patient's policyholder (no Employment Pass needed for these), with
 * `doctor` (Dr Sarah Wong unless given) at the doctor's first clinic, urgent when `urgentReason`
 * is given; its ref and the doctor's address.
 */
export async function createRequest(
  p: Page,
  patient: Patient,
  urgentReason?: string,
  doctor: DemoDoctor = DOCTORS.sarahWong,
): Promise<{ erefNo: string; doctorEmail: string }> {
  await logIn(p, patient.holder);
  await p.getByRole('link', { name: 'New Request' }).click();
  await p.getByRole('link', { name: 'Continue' }).click();
  await p.waitForURL('**/create-request');
  const { doctorEmail } = await fillAndSubmitRequest(
    p,
    patient.name,
    patient.policy,
    urgentReason,
    doctor,
  );
  await p.waitForURL(/\/acknowledgment\/new\/PA\d{4}-\d{6}/);
  return { erefNo: refInAcknowledgement(p), doctorEmail };
}

/**
 * The path of the doctor's emailed link (`/{insurerCode}/{erefNo}/verification#token=…`), the
 * newest one other than `used` (an amendment request sends the doctor a new link).
 */
export const doctorLink = (
  p: Page,
  doctorEmail: string,
  erefNo: string,
  used: readonly string[] = [],
): Promise<string> =>
  emailedLink(
    p,
    doctorEmail,
    new RegExp(`https?://\\S+/${erefNo}/verification#token=[\\w-]+`),
    used,
  );

/** A request's emailed link, with what opening it takes. */
export interface DoctorLink {
  link: string;
  doctorEmail: string;
  erefNo: string;
  patient: Patient;
}

/** Fills the identity form (date of birth, last 4 characters) and continues. */
export async function enterIdentity(p: Page, dateOfBirth: string, last4: string): Promise<void> {
  await p.getByRole('textbox', { name: "Patient's date of birth" }).fill(dateOfBirth);
  await p.getByLabel('Patient NRIC/FIN/Passport (Last 4 Chars)').fill(last4);
  await p.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Opens the link, passes the identity check and enters the PIN read from the mailbox (a new
 * one: the server sends the next PIN only 60 s after the last). Returns when it was sent.
 */
export async function verify(
  p: Page,
  { link, doctorEmail, erefNo, patient }: DoctorLink,
): Promise<{ pinSentAt: number }> {
  const before = new Set((await mailTo(p, doctorEmail)).map((m) => m.text));
  await p.goto(link);
  await enterIdentity(p, patient.dateOfBirth, patient.last4);
  await p.getByRole('heading', { name: '2FA Security – One Time Pin' }).waitFor();
  const pinMail = await waitForMail(
    p,
    doctorEmail,
    (m) =>
      !before.has(m.text) &&
      m.text.includes(`one-time PIN for pre-authorisation request ${erefNo}`),
  );
  const pinSentAt = Date.now();
  const pin = /is (\d{6})\./.exec(pinMail.text)?.[1];
  await p.getByRole('textbox', { name: 'OTP' }).fill(pin ?? '');
  await p.getByRole('button', { name: 'Verify' }).click();
  return { pinSentAt };
}

/**
 * A new request for `patient`, opened by its doctor on the 360 px phone: the emailed link, the
 * identity check and the PIN. Returns the request's ref and the doctor's address.
 */
export async function openAsDoctor(
  p: Page,
  patient: Patient,
): Promise<{ erefNo: string; doctorEmail: string }> {
  await p.setViewportSize(PHONE);
  const { erefNo, doctorEmail } = await createRequest(p, patient);
  await verify(p, {
    link: await doctorLink(p, doctorEmail, erefNo),
    doctorEmail,
    erefNo,
    patient,
  });
  return { erefNo, doctorEmail };
}

/**
 * Ticks a radio button by keyboard: the errors that appear as fields are left move the page
 * under a pointer.
 */
export async function pick(p: Page, group: string, option: string): Promise<void> {
  const radio = p.getByRole('radiogroup', { name: group }).getByLabel(option, { exact: true });
  await radio.focus();
  await p.keyboard.press('Space');
}

/** What a step's page is checked for once its heading shows (the journeys' axe run), if anything. */
export type StepCheck = (p: Page) => Promise<void>;

const noCheck: StepCheck = async () => undefined;

/** Demo hospitals: a panel one (with a business office) and one off the panel. */
export const HOSPITALS = {
  panel: 'Harbourfront General Hospital',
  nonPanel: 'Bukit Timah Specialist Hospital',
} as const;

/** Step 1 for a panel hospital (Harbourfront General): an elective stay of 3 days, then Next. */
export const panelRequestDetails = (p: Page, check: StepCheck = noCheck) =>
  requestDetails(p, HOSPITALS.panel, check);

/** Step 1 at `hospital`: an elective stay of 3 days in a single room, then Next. */
export async function requestDetails(
  p: Page,
  hospital: (typeof HOSPITALS)[keyof typeof HOSPITALS],
  check: StepCheck = noCheck,
): Promise<void> {
  await p.getByRole('heading', { name: 'Request Details' }).waitFor();
  await check(p);
  await lookUp(p, 'Hospital', hospital.split(' ')[0]!, new RegExp(hospital));
  await p.getByRole('textbox', { name: 'Admission date' }).fill(typedDate(10));
  await choose(p, 'Admission type', 'Elective inpatient');
  const ward = p.getByRole('group', { name: 'Ward 1' });
  await ward.getByRole('combobox', { name: 'Ward type' }).fill('single');
  await p.getByRole('option', { name: /Class A1/ }).click();
  await ward.getByLabel('Length of stay (days)').fill('3');
  await pick(p, 'Day surgery', 'No');
  await p.getByLabel('Reason for hospitalisation').fill('Hernia repair');
  await p.getByRole('button', { name: 'Next' }).click();
}

/** Step 2's first half: one diagnosis (inguinal hernia), its dates and the onset. */
export async function herniaDiagnosis(p: Page, check: StepCheck = noCheck): Promise<void> {
  await p.getByRole('heading', { name: 'Patient Diagnosis' }).waitFor();
  await check(p);
  await lookUp(p, 'ICD-10', 'inguinal', /^K40\.9 /);
  await p.getByRole('textbox', { name: 'First consultation date' }).fill(typedDate(-5));
  await p.getByRole('textbox', { name: 'Diagnosis date' }).fill(typedDate(-4));
  await pick(p, 'Onset of symptoms', 'Days');
  await p.getByLabel('Duration (days)').fill('10');
  await p.getByLabel('Description of symptoms').fill('A groin swelling');
}

/** Step 2's second half: no referral, nothing more, no co-morbidities; then Next. */
export async function noReferralNorMore(p: Page): Promise<void> {
  await pick(p, 'Did the patient come with a referral letter?', 'No');
  await p.getByLabel('Not Applicable').check();
  await pick(p, 'Does the patient have co-morbidities?', 'No');
  await p.getByRole('button', { name: 'Next' }).click();
}

/**
 * Step 3 with one surgery, an open inguinal hernia repair (SF813I), its surgeon fee (justified)
 * and the total hospital charges, as typed; then Next.
 */
export async function herniaRepairFees(
  p: Page,
  fees: { surgeonFee: string; hospitalCharges: string },
): Promise<void> {
  await p.getByRole('heading', { name: 'Requested Fee' }).waitFor();
  await p.getByRole('button', { name: 'Add surgery' }).click();
  const surgery = p.getByRole('group', { name: 'Surgery 1' });
  await surgery
    .getByRole('combobox', { name: 'Surgical procedure (TOSP)' })
    .fill('Inguinal hernia repair, open');
  await p.getByRole('option', { name: /^SF813I / }).click();
  await surgery.getByLabel('Surgeon fee', { exact: true }).fill(fees.surgeonFee);
  await surgery.getByLabel('Surgeon fee justification').fill('Open repair');
  await p.getByLabel('Total hospital charges').fill(fees.hospitalCharges);
  await p.getByRole('button', { name: 'Next' }).click();
}

/** The review's "Everything is fine", the declaration ticked and submitted. */
export async function declareAndSubmit(p: Page, check: StepCheck = noCheck): Promise<void> {
  await p.getByRole('heading', { name: 'Review and Submit' }).waitFor();
  await check(p);
  await p.getByRole('button', { name: 'Everything is fine' }).click();
  await p.getByRole('heading', { name: "PRINCIPAL DOCTOR'S DECLARATION" }).waitFor();
  await check(p);
  await p.getByLabel('I agree to the declaration above.').check();
  await p.getByRole('button', { name: 'Submit' }).click();
}
