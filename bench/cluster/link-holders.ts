// The doctors and business offices of the cluster soak. They read their emailed links and PINs
// from the local mailbox (development mode stores every email in `mailbox_messages`), check the
// link, prove the patient's identity, enter the PIN, read the request and submit (the doctor a
// complete form, the office the doctor's fees as they are), each submit with an Idempotency-Key
// sent again on 502, 503, 504 or no answer.
import {
  businessOfficeSubmissionOf,
  doctorFormSchema,
  LINK_TOKEN_HEADER,
  OTP_POLICY,
  toDoctorSubmission,
  type BusinessOfficeParams,
  type DoctorParams,
} from '@preauth/shared';
import { createDoctorForm } from '@preauth/shared/testing';
import { randomUUID } from 'node:crypto';
import type { Soak } from './soak-types';

/** `…/{insurerCode}/{erefNo}[/bo]/verification#token=…` in an email's text. */
const LINK = /\/([\w-]+)\/(PA\d{4}-\d{6})(\/bo)?\/verification#token=([\w%-]+)/;
const PIN = new RegExp(` is (\\d{${OTP_POLICY.length}})\\.`);
/** Link sessions at once, so a burst of links cannot starve the other roles. */
const AT_ONCE = 4;

interface EmailedLink {
  role: 'doctor' | 'business-office';
  insurerCode: string;
  erefNo: string;
  token: string;
  paId: string;
  mailboxId: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let addresses = 0;
/** Each identity check from another address, as many doctors would: no shared per-address budget. */
const nextAddress = () => {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/** Links emailed since `afterId`, with the request each is for. */
export async function newLinks(soak: Soak, afterId: number): Promise<EmailedLink[]> {
  const { rows } = await soak.db.query<{ id: string; text: string; pa_id: string }>(
    `select m.id, m.text, o.pa_id from mailbox_messages m join outbox o on o.id = m.outbox_id
      where m.id > $1 and m.text like '%/verification#token=%' order by m.id`,
    [afterId],
  );
  return rows.flatMap((row) => {
    const match = LINK.exec(row.text);
    if (!match) return [];
    const [, insurerCode, erefNo, office, token] = match;
    return [
      {
        role: office ? 'business-office' : 'doctor',
        insurerCode: insurerCode!,
        erefNo: erefNo!,
        token: decodeURIComponent(token!),
        paId: row.pa_id,
        mailboxId: Number(row.id),
      } as const,
    ];
  });
}

/** The newest PIN emailed for the request after the link's email, waiting for its delivery. */
async function emailedPin(soak: Soak, link: EmailedLink): Promise<string | null> {
  for (let tries = 0; tries < 60; tries++) {
    const { rows } = await soak.db.query<{ text: string }>(
      `select m.text from mailbox_messages m join outbox o on o.id = m.outbox_id
        where o.pa_id = $1 and o.kind = 'link-pin' and m.id > $2 order by m.id desc limit 1`,
      [link.paId, link.mailboxId],
    );
    const pin = rows[0] && PIN.exec(rows[0].text)?.[1];
    if (pin) return pin;
    await sleep(500);
  }
  return null;
}

/** What the identity check asks of each role, as the holder knows it about the patient. */
async function identityOf(soak: Soak, link: EmailedLink) {
  const { rows } = await soak.db.query<{ patient_nric: string; patient_dob: string }>(
    "select patient_nric, to_char(patient_dob, 'YYYY-MM-DD') as patient_dob from pa_requests where id = $1",
    [link.paId],
  );
  const nric = rows[0]!.patient_nric.slice(-4);
  return link.role === 'doctor' ? { dob: rows[0]!.patient_dob, nric } : { nric };
}

/** The link check, identity check and PIN: the verified session's bearer, or null. */
export async function openSession(soak: Soak, link: EmailedLink): Promise<string | null> {
  const { call } = soak;
  const address = `/api/links/${link.role}/${link.insurerCode}/${link.erefNo}`;
  const checked = await call('GET', address, null, {
    headers: { [LINK_TOKEN_HEADER]: link.token },
  });
  if (checked.status !== 200) return null;
  const identity = await call('POST', `${address}/verification`, null, {
    headers: { 'x-forwarded-for': nextAddress() },
    body: { token: link.token, ...(await identityOf(soak, link)) },
  });
  if (identity.status !== 200) return null;
  const pin = await emailedPin(soak, link);
  if (!pin) return null;
  const verified = await call('POST', '/api/links/otp/verify', identity.json.access_token, {
    body: { authMethod: 'email', otp: pin },
  });
  return verified.status === 200 ? verified.json.access_token : null;
}

/**
 * A hospital of the request's insurer (a panel one, whose office's turn follows, every other time)
 * and a surgery of the demo data's with its agreed prices.
 */
async function treatmentFor(soak: Soak, link: EmailedLink, panel: boolean) {
  const { rows } = await soak.db.query<{
    id: string;
    code: string;
    tosp_code: string;
    surgeon_price: string;
    anaesthetist_price: string;
  }>(
    `select h.id, h.code, p.tosp_code, p.surgeon_price, p.anaesthetist_price
       from hospitals h join insurers i on i.id = h.insurer_id
       join tosp_agreed_prices p on p.insurer_id = i.id and p.hospital_id is null
      where i.code = $1 and h.is_panel = $2 order by h.code, p.tosp_code limit 1`,
    [link.insurerCode, panel],
  );
  const row = rows[0]!;
  return {
    hospitalCode: row.code,
    hospitalId: row.id,
    surgeryDetails: [
      {
        tospCode: row.tosp_code,
        surgeonfee: row.surgeon_price,
        anaesthetistfee: row.anaesthetist_price,
        surgeryAgreedPrice: row.surgeon_price,
        anaestheticAgreedPrice: row.anaesthetist_price,
      },
    ],
  };
}

/** The doctor's complete form, at a panel hospital (whose office's turn follows) or another. */
export async function doctorSubmits(soak: Soak, link: EmailedLink, bearer: string, panel: boolean) {
  const { call, untilAnswered } = soak;
  const params = await call('GET', `/api/doctor-input/${link.paId}/params`, bearer);
  if (params.status !== 200) return;
  const request: DoctorParams = params.json;
  // The request's insurer's caps, as the doctor's form checks them.
  const form = doctorFormSchema(request.requestPolicy.feeCaps).parse(
    createDoctorForm({
      ...(await treatmentFor(soak, link, panel)),
      admissionDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    }),
  );
  const body = toDoctorSubmission(form, {
    paId: link.paId,
    insurerCode: link.insurerCode,
    doctorId: request.doctorId ?? request.doctorInfo.doctorId,
    mcrNo: request.mcrNo ?? request.doctorInfo.doctorMCRno,
    clinicId: request.clinicId,
    clinicCode: request.clinicCode,
    clinicName: request.clinicName,
    comorbidityLabels: { HTN: 'Hypertension' },
  });
  const key = randomUUID();
  const submitted = await untilAnswered(
    () =>
      call('PUT', `/api/insurers/${link.insurerCode}/doctor-input/${link.paId}`, bearer, {
        headers: { 'idempotency-key': key },
        body,
      }),
    soak.stopAt,
  );
  if (submitted.status === 200) soak.acknowledged.submitted.push({ paId: link.paId, by: 'doctor' });
  else {
    soak.refusals.push(
      `doctor submit ${link.erefNo}: ${submitted.status} ${JSON.stringify(submitted.json).slice(0, 300)}`,
    );
  }
}

async function officeSubmits(soak: Soak, link: EmailedLink, bearer: string) {
  const { call, untilAnswered } = soak;
  const params = await call('GET', `/api/business-office/${link.paId}/params`, bearer);
  if (params.status !== 200) return;
  const fees = businessOfficeSubmissionOf(params.json as BusinessOfficeParams);
  const body = {
    ...fees,
    paDetail: { ...fees.paDetail, updatedTotalBill: undefined },
    termsAndConditions: true,
  };
  const key = randomUUID();
  const submitted = await untilAnswered(
    () =>
      call('PUT', `/api/insurers/${link.insurerCode}/business-office/${link.paId}`, bearer, {
        headers: { 'idempotency-key': key },
        body,
      }),
    soak.stopAt,
  );
  if (submitted.status === 200) {
    soak.acknowledged.submitted.push({ paId: link.paId, by: 'business-office' });
  } else {
    soak.refusals.push(
      `office submit ${link.erefNo}: ${submitted.status} ${JSON.stringify(submitted.json).slice(0, 300)}`,
    );
  }
}

/** Follows every emailed link until the run's end (the requests left to expire excepted). */
export async function linkHolderLoad(soak: Soak): Promise<void> {
  let seen = 0;
  let handled = 0;
  const running = new Set<Promise<void>>();
  while (performance.now() < soak.stopAt) {
    const links = await newLinks(soak, seen);
    for (const link of links) {
      seen = Math.max(seen, link.mailboxId);
      if (soak.expiring.has(link.paId)) continue;
      while (running.size >= AT_ONCE) await Promise.race(running);
      const n = handled++;
      const task = (async () => {
        const bearer = await openSession(soak, link);
        if (!bearer || performance.now() > soak.stopAt) return;
        if (link.role === 'doctor') await doctorSubmits(soak, link, bearer, n % 2 === 0);
        else await officeSubmits(soak, link, bearer);
      })().finally(() => running.delete(task));
      running.add(task);
    }
    await sleep(500);
  }
  await Promise.all(running);
}
