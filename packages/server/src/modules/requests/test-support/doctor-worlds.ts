// The doctor's form fixtures: a request waiting for the doctor, at a panel or non-panel hospital
// of its insurer with agreed prices, the doctor's verified link session, and a valid submission
// payload to change field by field.
import {
  DEFAULT_INSURER_POLICY,
  doctorFormSchema,
  toDoctorSubmission,
  type DoctorForm,
  type DoctorSubmission,
  type StatusCode,
} from '@preauth/shared';
import { createDoctorForm } from '@preauth/shared/testing';
import { eq } from 'drizzle-orm';
import {
  createClinic,
  createConsultant,
  createDoctor,
  createHospital,
} from '../../../../test/factories';
import { loggedInUser } from '../../../../test/sessions';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { linkHolderWorld, verifiedLinkSession } from './link-worlds';

/** Procedure codes of the reference data, with the agreed prices the world gives them. */
export const SURGERY = { code: 'SF801H', surgeonPrice: '4000.00', anaesthetistPrice: '1200.00' };
export const SECOND_SURGERY = {
  code: 'SA805B',
  surgeonPrice: '1000.00',
  anaesthetistPrice: '500.00',
};

export interface DoctorWorldOptions {
  statusCode?: StatusCode;
  panel?: boolean;
  /** The policyholder asked for the request's financial consultant to be notified. */
  fcNotifyFlag?: boolean;
}

export const INSURER_NOTICES = 'preauth@aurora.example.sg';

/**
 * A request in `statusCode` (SUB) with a doctor's link, a hospital of its insurer (non-panel
 * unless `panel`) whose agreed prices take effect on 2026-01-01, and the insurer's address for
 * notices. The reference data must be seeded (`seedReferenceData`).
 */
export async function doctorWorld(env: TestApp, options: DoctorWorldOptions = {}) {
  const { db } = env;
  const world = await linkHolderWorld(env, 'doctor', {
    ...(options.statusCode ? { statusCode: options.statusCode } : {}),
  });
  await db
    .update(t.insurers)
    .set({ notificationEmail: INSURER_NOTICES })
    .where(eq(t.insurers.id, world.insurer.id));
  const consultant = await createConsultant(db, world.insurer.id);
  await db
    .update(t.paRequests)
    .set({ consultantId: consultant.id, consultantsNotified: options.fcNotifyFlag ?? false })
    .where(eq(t.paRequests.id, world.request.id));
  const hospital = await createHospital(db, world.insurer.id, {
    isPanel: options.panel ?? false,
    businessOfficeEmail: options.panel ? 'bo@panel-hospital.example.sg' : null,
  });
  // The insurer's default prices, and this hospital's own for the first procedure.
  await db.insert(t.tospAgreedPrices).values([
    {
      insurerId: world.insurer.id,
      tospCode: SURGERY.code,
      hospitalId: null,
      surgeonPrice: '9999.00',
      anaesthetistPrice: '9999.00',
      effectiveFrom: '2026-01-01',
    },
    {
      insurerId: world.insurer.id,
      tospCode: SURGERY.code,
      hospitalId: hospital.id,
      surgeonPrice: SURGERY.surgeonPrice,
      anaesthetistPrice: SURGERY.anaesthetistPrice,
      effectiveFrom: '2026-01-01',
    },
    {
      insurerId: world.insurer.id,
      tospCode: SECOND_SURGERY.code,
      hospitalId: null,
      surgeonPrice: SECOND_SURGERY.surgeonPrice,
      anaesthetistPrice: SECOND_SURGERY.anaesthetistPrice,
      effectiveFrom: '2026-01-01',
    },
  ]);
  const bearer = await verifiedLinkSession(env, world);
  return { ...world, hospital, consultant, bearer };
}
export type DoctorWorld = Awaited<ReturnType<typeof doctorWorld>>;

/** A complete doctor's form (`createDoctorForm`) at the world's hospital, its surgery `SURGERY`. */
export function doctorForm(world: DoctorWorld, changes: Partial<DoctorForm> = {}): DoctorForm {
  return createDoctorForm({
    hospitalCode: world.hospital.code,
    hospitalId: world.hospital.id,
    surgeryDetails: [
      {
        tospCode: SURGERY.code,
        surgeonfee: '3800.00',
        anaesthetistfee: '1000.00',
        surgeryAgreedPrice: SURGERY.surgeonPrice,
        anaestheticAgreedPrice: SURGERY.anaesthetistPrice,
      },
    ],
    ...changes,
  });
}

/**
 * The payload the doctor's screen sends for `form` (which must pass the form's schema), as
 * `toDoctorSubmission` makes it; then `edit` may change it as a tampering client would.
 */
export function submissionOf(
  world: DoctorWorld,
  form: DoctorForm = doctorForm(world),
): DoctorSubmission {
  return toDoctorSubmission(doctorFormSchema(DEFAULT_INSURER_POLICY.feeCaps).parse(form), {
    paId: world.request.id,
    insurerCode: world.insurer.code,
    doctorId: world.request.doctorId,
    mcrNo: world.request.doctorMcrNumber,
    clinicId: world.request.clinicId,
    clinicCode: world.request.clinicCode,
    clinicName: world.request.clinicName,
    comorbidityLabels: { HTN: 'Hypertension' },
  });
}

/** Sends the doctor's submit. */
export function submit(
  { app }: Pick<TestApp, 'app'>,
  world: DoctorWorld,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/insurers/${world.insurer.code}/doctor-input/${world.request.id}`,
    headers: { authorization: `Bearer ${world.bearer}`, ...headers },
    payload: payload as object,
  });
}

/**
 * A doctor of the insurer practising at `clinics` new clinics (the first one the request's), named
 * by the world's request (its MCR number and clinic), and that doctor logged in as a doctor user
 * (record 084): `authorization` is its bearer header.
 */
export async function loggedInDoctor(
  env: Pick<TestApp, 'app' | 'db'>,
  world: Pick<DoctorWorld, 'insurer' | 'request'>,
) {
  const { db } = env;
  const doctor = await createDoctor(db, world.insurer.id, { name: 'Alan Chua' });
  const clinic = await createClinic(db, world.insurer.id);
  await db
    .insert(t.doctorClinics)
    .values({ doctorId: doctor.id, clinicId: clinic.id, email: 'dr.chua@clinic.example.sg' });
  await db
    .update(t.paRequests)
    .set({
      doctorId: doctor.id,
      doctorMcrNumber: doctor.mcrNo,
      clinicId: clinic.id,
      clinicName: clinic.name,
    })
    .where(eq(t.paRequests.id, world.request.id));
  const login = await loggedInUser(env.app, db, world.insurer.id, {
    userType: 'doctor',
    doctorId: doctor.id,
  });
  return { doctor, clinic, ...login };
}
export type LoggedInDoctor = Awaited<ReturnType<typeof loggedInDoctor>>;
