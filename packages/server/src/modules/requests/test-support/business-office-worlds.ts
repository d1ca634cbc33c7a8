// The business office's fixtures: a request a doctor submitted at a panel hospital (through the
// doctor's own submit, so the office's link is the one the doctor's submit emailed), the office's
// verified link session, and its fee form to change field by field.
import {
  type BusinessOfficeParams,
  type BusinessOfficeSubmission,
  businessOfficeSubmissionOf,
  type DoctorForm,
} from '@preauth/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import {
  SECOND_SURGERY,
  doctorForm,
  doctorWorld,
  submissionOf,
  submit as doctorSubmit,
  type DoctorWorldOptions,
} from './doctor-worlds';
import { verifiedLinkSession, type LinkWorld } from './link-worlds';

/** The token in the newest emailed link of `kind` (`…/verification#token=…`). */
export async function emailedLinkToken({ db }: Pick<TestApp, 'db'>, paId: string, kind: string) {
  const [email] = await db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.paId, paId), eq(t.outbox.kind, kind)))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  const token = email?.text.match(/\/verification#token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`No ${kind} email`);
  return decodeURIComponent(token);
}

export interface OfficeWorldOptions extends DoctorWorldOptions {
  /** The doctor's form (two surgery lines, two other fees unless changed). */
  form?: Partial<DoctorForm>;
}

/**
 * A request waiting for the business office (PEN-AI): the doctor of `doctorWorld` submitted it
 * at a panel hospital with two surgery lines, two other fees and set attendance and hospital
 * charges, which emailed the office its link. `bearer` is the office's verified session;
 * `params` what its input screen loads.
 */
export async function businessOfficeWorld(env: TestApp, options: OfficeWorldOptions = {}) {
  const doctor = await doctorWorld(env, { ...options, panel: true });
  const form = doctorForm(doctor, {
    surgeryDetails: [
      // The doctor form's own surgery line (SURGERY), then a second without an anaesthetist fee.
      ...doctorForm(doctor).surgeryDetails,
      {
        tospCode: SECOND_SURGERY.code,
        surgeonfee: '700.00',
        anaesthetistfee: '',
        surgeryAgreedPrice: SECOND_SURGERY.surgeonPrice,
        anaestheticAgreedPrice: SECOND_SURGERY.anaesthetistPrice,
      },
    ],
    otherFees: [
      { feesCode: 'CONS', feesAmount: '350.50' },
      { feesCode: 'IMPL', feesAmount: '120.00' },
    ],
    // The amounts the office's tests count on, whatever the doctor form's own defaults.
    doctorAttendancefee: '150.00',
    totalHospitalcharges: '6800.00',
    ...options.form,
  });
  const submitted = await doctorSubmit(env, doctor, submissionOf(doctor, form));
  if (submitted.statusCode !== 200) throw new Error(`Doctor's submit: ${submitted.body}`);

  const token = await emailedLinkToken(env, doctor.request.id, 'business-office-link');
  const [link] = await env.db
    .select()
    .from(t.linkTokens)
    .where(and(eq(t.linkTokens.paId, doctor.request.id), eq(t.linkTokens.role, 'business-office')));
  if (!link) throw new Error('No business-office link');
  const office: LinkWorld = {
    ...doctor,
    role: 'business-office',
    link,
    token,
    recipientEmail: link.recipientEmail,
    address: `/api/links/business-office/${doctor.insurer.code}/${doctor.request.erefNo}`,
    identity: (changes: Record<string, unknown> = {}) => ({
      token,
      nric: doctor.request.patientNric.slice(-4),
      ...changes,
    }),
  };
  const bearer = await verifiedLinkSession(env, office);
  const loaded = await officeParams(env, doctor.request.id, bearer);
  if (loaded.statusCode !== 200) throw new Error(`Office params: ${loaded.body}`);
  return {
    ...office,
    hospital: doctor.hospital,
    consultant: doctor.consultant,
    doctorBearer: doctor.bearer,
    bearer,
    params: loaded.json<BusinessOfficeParams>(),
  };
}
export type OfficeWorld = Awaited<ReturnType<typeof businessOfficeWorld>>;

/** Asks for the office's data of a request. */
export function officeParams({ app }: Pick<TestApp, 'app'>, paId: string, bearer: string) {
  return app.inject({
    method: 'GET',
    url: `/api/business-office/${paId}/params`,
    headers: { authorization: `Bearer ${bearer}` },
  });
}

/**
 * The office's fee form as its screen sends it for the doctor's fees unchanged, the acknowledgement
 * ticked and no total bill, with `changes` laid over it.
 */
export function officeForm(
  world: OfficeWorld,
  changes: Partial<BusinessOfficeSubmission> = {},
): BusinessOfficeSubmission {
  const doctors = businessOfficeSubmissionOf(world.params);
  return {
    ...doctors,
    // The live total is the screen's; the server computes its own (a test may send one).
    paDetail: { ...doctors.paDetail, updatedTotalBill: undefined },
    termsAndConditions: true,
    ...changes,
  };
}

/** Sends the office's submit (to the world's own request unless `paId`). */
export function officeSubmit(
  { app }: Pick<TestApp, 'app'>,
  world: OfficeWorld,
  payload: unknown,
  headers: Record<string, string> = {},
  paId = world.request.id,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/insurers/${world.insurer.code}/business-office/${paId}`,
    headers: { authorization: `Bearer ${world.bearer}`, ...headers },
    payload: payload as object,
  });
}

/** Everything an office's submit could write for a request, to show a refusal wrote nothing. */
export async function officeSnapshot({ db }: Pick<TestApp, 'db'>, paId: string) {
  const details = await db.select().from(t.paDetails).where(eq(t.paDetails.paId, paId));
  const detailIds = details.map((d) => d.id);
  const rowsOf = async <T>(query: (detailId: string) => Promise<T[]>) =>
    (await Promise.all(detailIds.map(query))).flat();
  return {
    request: await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)),
    history: await db
      .select()
      .from(t.paStatusHistory)
      .where(eq(t.paStatusHistory.paId, paId))
      .orderBy(asc(t.paStatusHistory.id)),
    details,
    surgeries: await rowsOf((id) =>
      db.select().from(t.paSurgeryRows).where(eq(t.paSurgeryRows.detailId, id)),
    ),
    otherFees: await rowsOf((id) =>
      db.select().from(t.paOtherFees).where(eq(t.paOtherFees.detailId, id)),
    ),
    links: await db.select().from(t.linkTokens).where(eq(t.linkTokens.paId, paId)),
    outbox: await db.select().from(t.outbox).where(eq(t.outbox.paId, paId)),
  };
}
