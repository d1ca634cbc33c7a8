import type { StatusCode } from '@preauth/shared';
import type { Executor } from '../core/db/database';
import * as t from '../core/db/schema';
import { nextErefNo } from '../modules/requests/lifecycle/request.repository';
import { TOSP_PROCEDURES } from './data/tosp-procedures';
import type { DemoPatient, DemoPolicyholder } from './demo-people';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Who and what a demo request is about. */
export interface DemoRequestParties {
  insurerId: string;
  holder: DemoPolicyholder;
  policyholderId: string;
  demoPatient: DemoPatient;
  patientId: string;
  policy: Row<typeof t.policies>;
  rider: Row<typeof t.riders>;
  consultantId: string | null;
  doctor: Row<typeof t.doctors>;
  clinic: Row<typeof t.clinics>;
  hospital: Row<typeof t.hospitals>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statuses a demo request went through, oldest first. Each path is one the lifecycle allows
 * for a request the policyholder created (shared/design/lifecycle.md).
 */
const HISTORY_PATHS: readonly (readonly StatusCode[])[] = [
  ['SUB', 'PRO', 'APP'],
  ['SUB', 'CAN'],
  ['SUB', 'PRO', 'REJ'],
  ['SUB', 'DOC-EXP'],
  ['SUB', 'PRO', 'APP'],
  ['SUB', 'PRO', 'CAN'],
];

/** How many past requests each of the first two patients of a demo policyholder has. */
const PAST_REQUESTS_PER_PATIENT = 6;

/**
 * Past, closed requests for a patient, one every few weeks back from `now`, so the dashboard has
 * more than one page, every outcome and an approved request with a certificate.
 */
export async function insertDemoHistory(
  tx: Executor,
  parties: DemoRequestParties,
  now: Date,
  offset: number,
): Promise<void> {
  for (let i = 0; i < PAST_REQUESTS_PER_PATIENT; i += 1) {
    const path = HISTORY_PATHS[(i + offset) % HISTORY_PATHS.length]!;
    const createdAt = new Date(now.getTime() - (30 * (i + 1) + 7 * offset) * DAY_MS);
    await insertDemoRequest(tx, parties, path, createdAt, i + offset);
  }
}

/** One demo request that went through `path`, a day or two between statuses. */
export async function insertDemoRequest(
  tx: Executor,
  parties: DemoRequestParties,
  path: readonly StatusCode[],
  createdAt: Date,
  variant = 0,
): Promise<string> {
  const { holder, demoPatient, policy, rider, doctor, clinic } = parties;
  const changes = path.map((statusCode, i) => ({
    statusCode,
    at: new Date(createdAt.getTime() + i * 2 * DAY_MS),
  }));
  const last = changes.at(-1)!;
  const [request] = await tx
    .insert(t.paRequests)
    .values({
      insurerId: parties.insurerId,
      erefNo: await nextErefNo(tx, createdAt.getUTCFullYear()),
      statusCode: last.statusCode,
      statusChangedAt: last.at,
      version: path.length,
      creatorRole: 'policy-holder',
      createdByName: holder.name,
      policyholderId: parties.policyholderId,
      policyHolderName: holder.name,
      policyHolderNric: holder.nric,
      policyHolderContactno: holder.contactNo,
      policyHolderEmailaddress: holder.login,
      patientId: parties.patientId,
      patientName: demoPatient.name,
      patientNric: demoPatient.nric,
      patientDob: demoPatient.dob,
      patientEmailaddress: demoPatient.email,
      relationship: demoPatient.relationship,
      foreigner: demoPatient.foreigner,
      policyId: policy.id,
      policyName: policy.policyName,
      policyNumber: policy.policyNo,
      riderId: rider.id,
      policyRiderName: rider.riderName,
      policyRiderNumber: rider.riderNo,
      consultantId: parties.consultantId,
      doctorId: doctor.id,
      doctorName: doctor.name,
      doctorMcrno: doctor.mcrNo,
      clinicId: clinic.id,
      clinicName: clinic.name,
      clinicCode: clinic.code,
      clinicdoctorEmailaddress: clinic.email,
      hospitalId: path.includes('PRO') ? parties.hospital.id : null,
      cancelReason: last.statusCode === 'CAN' ? 'The operation was postponed.' : null,
      rejectReason: last.statusCode === 'REJ' ? 'The condition is excluded by the policy.' : null,
      decidedAt: ['APP', 'REJ'].includes(last.statusCode) ? last.at : null,
      createdAt,
      updatedAt: last.at,
    })
    .returning({ id: t.paRequests.id });
  if (!request) throw new Error('Seed insert returned no row');
  await tx.insert(t.paStatusHistory).values(
    changes.map(({ statusCode, at }, i) => ({
      paId: request.id,
      statusCode,
      actorType: i === 0 || statusCode === 'CAN' ? ('policy-holder' as const) : ('system' as const),
      createdAt: at,
    })),
  );
  if (path.includes('PRO')) {
    await insertDemoSubmission(tx, request.id, parties.hospital, changes[1]!.at, variant);
  }
  return request.id;
}

/** Cents of a decimal string with at most two decimals; seed amounts are never floats. */
const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const amount = (value: number) =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** The doctor's submission of a processed demo request: one diagnosis, ward and procedure. */
async function insertDemoSubmission(
  tx: Executor,
  paId: string,
  hospital: Row<typeof t.hospitals>,
  submittedAt: Date,
  variant: number,
) {
  const procedure = TOSP_PROCEDURES[(variant * 7) % TOSP_PROCEDURES.length]!;
  const attendance = 30_000;
  const hospitalCharges = 450_000 + variant * 12_500;
  const surgery = cents(procedure.surgeonAgreedPrice) + cents(procedure.anaesthetistAgreedPrice);
  // The total bill is rounded up to a whole number (document 001 §4).
  const total = Math.ceil((surgery + attendance + hospitalCharges) / 100) * 100;
  const admission = new Date(submittedAt.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const consult = new Date(submittedAt.getTime() - 14 * DAY_MS).toISOString().slice(0, 10);
  const [detail] = await tx
    .insert(t.paDetails)
    .values({
      paId,
      hospitalId: hospital.id,
      hospitalCode: hospital.code,
      admissionDate: admission,
      admissionCode: 'EL',
      boEmailaddress: hospital.businessOfficeEmail,
      daysurgery: false,
      onsetsymptomsType: 'Duration',
      onsetsymptomsDuration: '3 Weeks',
      onsetsymptomsDesc: 'Pain on exertion, worsening over three weeks.',
      paReferral: false,
      comorbiditiesInd: false,
      naForAddlinfo: true,
      doctorAttendancefee: amount(attendance),
      totalHospitalcharges: amount(hospitalCharges),
      totalBill: amount(total),
      submittedAt,
    })
    .returning({ id: t.paDetails.id });
  if (!detail) throw new Error('Seed insert returned no row');
  await tx.insert(t.paDiagnoses).values({
    detailId: detail.id,
    position: 1,
    icdCode: variant % 2 === 0 ? 'K40.9' : 'M17.1',
    firstConsultDate: consult,
    diagnosisDate: consult,
  });
  await tx
    .insert(t.paWardRows)
    .values({ detailId: detail.id, position: 1, wardtypeCode: 'B1', lengthStay: 2 });
  await tx.insert(t.paSurgeryRows).values({
    detailId: detail.id,
    position: 1,
    tospCode: procedure.code,
    surgeonfee: procedure.surgeonAgreedPrice,
    anaesthetistfee: procedure.anaesthetistAgreedPrice,
    surgeryAgreedPrice: procedure.surgeonAgreedPrice,
    anaestheticAgreedPrice: procedure.anaesthetistAgreedPrice,
  });
}
