import { formatErefNo, totalBill, type StatusCode } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows, type Executor } from '../core/db/database';
import * as t from '../core/db/schema';
import { TOSP_PROCEDURES } from './data/tosp-procedures';
import { amount, DEMO_REJECTION, insertDemoDecisions, type DemoSubmission } from './demo-decisions';
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

/** A demo request: who it is about, the statuses it went through (oldest first), when it began. */
export interface DemoRequest {
  parties: DemoRequestParties;
  path: readonly StatusCode[];
  createdAt: Date;
  /** Varies the procedure, diagnosis and charges of its submission. */
  variant: number;
  /** Marked urgent by the policyholder when it was raised, with this reason (issue 22). */
  urgentReason?: string;
  /** Raised by the patient's consultant (the demo agent) rather than the policyholder. */
  raisedByAgent?: { consultantId: string; name: string };
}

/** A waiting demo request received less than this many hours ago was raised urgent. */
const URGENT_WAITING_HOURS = 12;

/**
 * Past, closed requests for a patient, one every few weeks back from `now`, so the dashboard has
 * more than one page, every outcome and an approved request with a certificate.
 */
export function demoHistory(parties: DemoRequestParties, now: Date, offset: number): DemoRequest[] {
  return Array.from({ length: PAST_REQUESTS_PER_PATIENT }, (_, i) => ({
    parties,
    path: HISTORY_PATHS[(i + offset) % HISTORY_PATHS.length]!,
    createdAt: new Date(now.getTime() - (30 * (i + 1) + 7 * offset) * DAY_MS),
    variant: i + offset,
  }));
}

/** How long after its creation a demo request took each next status. */
const STEP_MS = 2 * DAY_MS;

/**
 * A request that reached Processing `hours` before `now` and waits for the insurer's decision:
 * created a step earlier, submitted by the doctor to a hospital off the panel; one received only
 * hours ago was raised urgent, so a fresh console shows an urgent request first.
 */
export const waitingRequest = (
  parties: DemoRequestParties,
  now: Date,
  hours: number,
): DemoRequest => ({
  parties,
  path: ['SUB', 'PRO'],
  createdAt: new Date(now.getTime() - hours * 60 * 60 * 1000 - STEP_MS),
  variant: hours % 10,
  ...(hours < URGENT_WAITING_HOURS && {
    urgentReason: 'Severe abdominal pain, admission planned within two days',
  }),
});

/**
 * A request the patient's consultant raised `hours` before `now`, waiting for the policyholder's
 * authorisation: its window (3 calendar days from its creation) has that much less left.
 */
export const awaitingAuthorisation = (
  parties: DemoRequestParties,
  now: Date,
  hours: number,
  agent: { consultantId: string; name: string },
): DemoRequest => ({
  parties,
  path: ['PEN'],
  createdAt: new Date(now.getTime() - hours * 60 * 60 * 1000),
  variant: hours % 10,
  raisedByAgent: agent,
});

/**
 * Inserts the demo requests, numbered (erefNo) in their order, each with its status history and,
 * once processed, the doctor's submission, and an approved or rejected one its decision by
 * `adjudicatorId` (as the decisions flow writes it: the approval's lines and verification code,
 * the rejection's coded reason): one statement per table for all of them, since a first start
 * waits for the demo data before it answers.
 */
export async function insertDemoRequests(
  tx: Executor,
  requests: DemoRequest[],
  adjudicatorId: string,
  agentUserIds: ReadonlyMap<string, string>,
): Promise<void> {
  if (requests.length === 0) return;
  const numbers = await queryRows<{ n: string }>(
    tx,
    sql`select nextval('pa_eref_seq') as n from generate_series(1, ${requests.length}) order by 1`,
  );
  const rows = requests.map((request, i) => ({
    id: randomUUID(),
    request,
    erefNo: formatErefNo(request.createdAt.getUTCFullYear(), Number(numbers[i]!.n)),
    changes: request.path.map((statusCode, step) => ({
      statusCode,
      at: new Date(request.createdAt.getTime() + step * STEP_MS),
    })),
  }));
  await tx.insert(t.paRequests).values(rows.map((row) => requestRow(row, agentUserIds)));
  await tx.insert(t.paStatusHistory).values(
    rows.flatMap(({ id, request, changes }) =>
      changes.map(({ statusCode, at }, step) => ({
        paId: id,
        statusCode,
        actorType:
          step === 0 && request.raisedByAgent
            ? ('insurance-agent' as const)
            : step === 0 || statusCode === 'CAN'
              ? ('policy-holder' as const)
              : ('system' as const),
        createdAt: at,
      })),
    ),
  );
  const processed = rows.filter(({ request }) => request.path.includes('PRO'));
  if (processed.length === 0) return;
  const submissions = await insertDemoSubmissions(
    tx,
    processed.map(({ id, request, changes }) => ({
      paId: id,
      hospital: request.parties.hospital,
      submittedAt: changes[1]!.at,
      variant: request.variant,
    })),
  );
  const decided = processed.flatMap(({ id, changes }) => {
    const last = changes.at(-1)!;
    const submission = submissions.get(id)!;
    return last.statusCode === 'APP' || last.statusCode === 'REJ'
      ? [{ paId: id, outcome: last.statusCode, at: last.at, submission }]
      : [];
  });
  await insertDemoDecisions(tx, decided, adjudicatorId);
}

/**
 * The pa_requests row of a demo request whose statuses changed at `changes`; one the agent raised
 * names the agent's user (of `agentUserIds`, by consultant), who alone may cancel it.
 */
function requestRow(
  {
    id,
    request,
    erefNo,
    changes,
  }: {
    id: string;
    request: DemoRequest;
    erefNo: string;
    changes: { statusCode: StatusCode; at: Date }[];
  },
  agentUserIds: ReadonlyMap<string, string>,
): typeof t.paRequests.$inferInsert {
  const { parties, path, createdAt, raisedByAgent } = request;
  const { holder, demoPatient, policy, rider, doctor, clinic } = parties;
  const last = changes.at(-1)!;
  return {
    id,
    insurerId: parties.insurerId,
    erefNo,
    statusCode: last.statusCode,
    statusChangedAt: last.at,
    version: path.length,
    ...(raisedByAgent
      ? {
          creatorRole: 'insurance-agent' as const,
          createdByName: raisedByAgent.name,
          createdByUserId: agentUserIds.get(raisedByAgent.consultantId) ?? null,
        }
      : { creatorRole: 'policy-holder' as const, createdByName: holder.name }),
    policyholderId: parties.policyholderId,
    policyholderName: holder.name,
    policyholderNric: holder.nric,
    policyholderPhone: holder.contactNo,
    policyholderEmail: holder.login,
    patientId: parties.patientId,
    patientName: demoPatient.name,
    patientNric: demoPatient.nric,
    patientDateOfBirth: demoPatient.dob,
    patientEmail: demoPatient.email,
    relationship: demoPatient.relationship,
    foreigner: demoPatient.foreigner,
    policyId: policy.id,
    policyName: policy.policyName,
    policyNumber: policy.policyNo,
    riderId: rider.id,
    riderName: rider.riderName,
    riderNumber: rider.riderNo,
    consultantId: parties.consultantId,
    doctorId: doctor.id,
    doctorName: doctor.name,
    doctorMcrNumber: doctor.mcrNo,
    clinicId: clinic.id,
    clinicName: clinic.name,
    clinicCode: clinic.code,
    doctorEmail: clinic.email,
    hospitalId: path.includes('PRO') ? parties.hospital.id : null,
    cancelReason: last.statusCode === 'CAN' ? 'The operation was postponed.' : null,
    rejectReason: last.statusCode === 'REJ' ? DEMO_REJECTION.text : null,
    decidedAt: ['APP', 'REJ'].includes(last.statusCode) ? last.at : null,
    ...(request.urgentReason && {
      urgent: true,
      urgentReason: request.urgentReason,
      urgentMarkedBy: 'policy-holder' as const,
      urgentMarkedAt: createdAt,
    }),
    createdAt,
    updatedAt: last.at,
  };
}

/**
 * The doctor's submission of each processed demo request: one diagnosis, ward and procedure.
 * Answers each request's submission.
 */
async function insertDemoSubmissions(
  tx: Executor,
  submissions: {
    paId: string;
    hospital: Row<typeof t.hospitals>;
    submittedAt: Date;
    variant: number;
  }[],
) {
  const details = submissions.map(({ paId, hospital, submittedAt, variant }) => {
    const procedure = TOSP_PROCEDURES[(variant * 7) % TOSP_PROCEDURES.length]!;
    const attendance = 30_000;
    const hospitalCharges = 450_000 + variant * 12_500;
    // The doctor's bill rule (document 001 §4: rounded up to a whole number), as the submit stores it.
    const total = totalBill({
      surgeryDetails: [
        {
          surgeonfee: procedure.surgeonAgreedPrice,
          anaesthetistfee: procedure.anaesthetistAgreedPrice,
        },
      ],
      doctorAttendancefee: amount(attendance),
      totalHospitalcharges: amount(hospitalCharges),
    });
    const consult = new Date(submittedAt.getTime() - 14 * DAY_MS).toISOString().slice(0, 10);
    return {
      procedure,
      consult,
      variant,
      row: {
        id: randomUUID(),
        paId,
        hospitalId: hospital.id,
        hospitalCode: hospital.code,
        admissionDate: new Date(submittedAt.getTime() + 7 * DAY_MS).toISOString().slice(0, 10),
        admissionCode: 'EL',
        businessOfficeEmail: hospital.businessOfficeEmail,
        daySurgery: false,
        onsetSymptomsType: 'Duration',
        onsetSymptomsDuration: '3 Weeks',
        onsetSymptomsDescription: 'Pain on exertion, worsening over three weeks.',
        referred: false,
        hasComorbidities: false,
        noAdditionalInfo: true,
        attendanceFee: amount(attendance),
        hospitalCharges: amount(hospitalCharges),
        totalBill: total,
        submittedAt,
      },
    };
  });
  await tx.insert(t.paDetails).values(details.map(({ row }) => row));
  await tx.insert(t.paDiagnoses).values(
    details.map(({ row, consult, variant }) => ({
      detailId: row.id,
      position: 1,
      icdCode: variant % 2 === 0 ? 'K40.9' : 'M17.1',
      firstConsultDate: consult,
      diagnosisDate: consult,
    })),
  );
  await tx.insert(t.paWardRows).values(
    details.map(({ row }) => ({
      detailId: row.id,
      position: 1,
      wardTypeCode: 'B1',
      lengthOfStay: 2,
    })),
  );
  await tx.insert(t.paSurgeryRows).values(
    details.map(({ row, procedure }) => ({
      detailId: row.id,
      position: 1,
      tospCode: procedure.code,
      surgeonFee: procedure.surgeonAgreedPrice,
      anaesthetistFee: procedure.anaesthetistAgreedPrice,
      agreedSurgeonFee: procedure.surgeonAgreedPrice,
      agreedAnaesthetistFee: procedure.anaesthetistAgreedPrice,
    })),
  );
  return new Map<string, DemoSubmission>(
    details.map(({ row, procedure }) => [
      row.paId,
      {
        detailId: row.id,
        fees: {
          surgeryDetails: [
            {
              tospCode: procedure.code,
              tospDescription: null,
              surgeonfee: procedure.surgeonAgreedPrice,
              surgeonfeeJustification: null,
              anaesthetistfee: procedure.anaesthetistAgreedPrice,
              anaesthetistfeeJustification: null,
            },
          ],
          otherFees: [],
          doctorAttendancefee: row.attendanceFee,
          totalHospitalcharges: row.hospitalCharges,
        },
      },
    ]),
  );
}
