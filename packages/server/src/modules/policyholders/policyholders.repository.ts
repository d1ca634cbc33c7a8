import {
  maskNric,
  OPEN_STATUSES,
  type Doctor,
  type PolicyholderInfo,
  type PolicyholderPatient,
} from '@preauth/shared';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import * as t from '../../core/db/schema';
import { servedByConsultant } from '../../core/db/served-policies';
import { containsText } from '../../core/db/text-search';

/**
 * `enc_nric` is the opaque reference the browser sends back instead of an NRIC: the record's own
 * id (policyholder id or patient id). The server resolves it within the caller's insurer and
 * policyholder, so it reveals nothing and cannot reach another tenant's people. `nric` is masked.
 */
const encNric = (recordId: string) => recordId;

export interface PolicyholderScope {
  insurerId: string;
  insurerCode: string;
  policyholderId: string;
  /** An agent reading a client's records: only the policies this consultant serves. */
  servedBy?: string;
  /** The insured patient reading their own: this patient alone. */
  patientId?: string;
}

const infoOf = (row: typeof t.policyholders.$inferSelect, insurerCode: string) => ({
  policyHolderId: row.id,
  name: row.name,
  nric: maskNric(row.nric),
  enc_nric: encNric(row.id),
  contactNo: row.contactNo,
  email: row.email,
  insurerCode,
});

export async function findPolicyholderInfo(
  db: Executor,
  scope: PolicyholderScope,
): Promise<PolicyholderInfo | undefined> {
  const [row] = await db
    .select()
    .from(t.policyholders)
    .where(
      and(
        eq(t.policyholders.id, scope.policyholderId),
        eq(t.policyholders.insurerId, scope.insurerId),
      ),
    );
  return row ? infoOf(row, scope.insurerCode) : undefined;
}

/** The agent's clients: the insurer's policyholders holding a policy the agent serves, by name. */
export async function listAgentClients(
  db: Executor,
  agent: { insurerId: string; insurerCode: string; consultantId: string },
): Promise<PolicyholderInfo[]> {
  const rows = await db
    .select()
    .from(t.policyholders)
    .where(
      and(
        eq(t.policyholders.insurerId, agent.insurerId),
        exists(
          db
            .select({ one: sql`1` })
            .from(t.policies)
            .where(
              and(
                eq(t.policies.policyholderId, t.policyholders.id),
                servedByConsultant(db, agent.consultantId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(t.policyholders.name), asc(t.policyholders.id));
  return rows.map((row) => infoOf(row, agent.insurerCode));
}

/**
 * The policyholder's patients (SELF first), each with the policies this policyholder holds on
 * them; for an agent (`servedBy`), only the policies it serves and the patients they cover; for
 * the insured patient (`patientId`), only themselves.
 */
export async function listPolicyholderPatients(
  db: Executor,
  scope: PolicyholderScope,
  selfOnly: boolean,
): Promise<PolicyholderPatient[]> {
  const patientRows = await db
    .select({
      id: t.patients.id,
      name: t.patients.name,
      nric: t.patients.nric,
      dob: t.patients.dob,
      email: t.patients.email,
      foreigner: t.patients.foreigner,
      lifeAssuredClntNo: t.patients.lifeAssuredClntNo,
      relationship: t.policyholderPatients.relationship,
      hasActiveRequest: sql<boolean>`exists (
        select 1 from ${t.paRequests}
        where ${t.paRequests.patientId} = ${t.patients.id}
          and ${inArray(t.paRequests.statusCode, [...OPEN_STATUSES])}
      )`.mapWith(Boolean),
    })
    .from(t.policyholderPatients)
    .innerJoin(t.patients, eq(t.patients.id, t.policyholderPatients.patientId))
    .where(
      and(
        eq(t.policyholderPatients.policyholderId, scope.policyholderId),
        eq(t.patients.insurerId, scope.insurerId),
        scope.patientId ? eq(t.patients.id, scope.patientId) : undefined,
        selfOnly ? eq(sql`upper(${t.policyholderPatients.relationship})`, 'SELF') : undefined,
      ),
    )
    .orderBy(
      sql`(upper(${t.policyholderPatients.relationship}) <> 'SELF')`,
      asc(t.patients.name),
      asc(t.patients.id),
    );
  if (patientRows.length === 0) return [];

  const policyRows = await db
    .select({
      id: t.policies.id,
      patientId: t.policies.patientId,
      policyName: t.policies.policyName,
      policyNo: t.policies.policyNo,
    })
    .from(t.policies)
    .where(
      and(
        eq(t.policies.policyholderId, scope.policyholderId),
        eq(t.policies.insurerId, scope.insurerId),
        scope.servedBy ? servedByConsultant(db, scope.servedBy) : undefined,
        inArray(
          t.policies.patientId,
          patientRows.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(t.policies.policyNo));
  const policyIds = policyRows.map((p) => p.id);

  const [riderRows, consultantRows] =
    policyIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              policyId: t.riders.policyId,
              policyNo: t.riders.riderNo,
              policyName: t.riders.riderName,
            })
            .from(t.riders)
            .where(inArray(t.riders.policyId, policyIds))
            .orderBy(asc(t.riders.riderNo)),
          db
            .select({
              policyId: t.policyConsultants.policyId,
              fcName: t.financialConsultants.name,
              fcGender: t.financialConsultants.gender,
              fcEmail: t.financialConsultants.email,
              fcContactno: t.financialConsultants.contactNo,
            })
            .from(t.policyConsultants)
            .innerJoin(
              t.financialConsultants,
              eq(t.financialConsultants.id, t.policyConsultants.consultantId),
            )
            .where(inArray(t.policyConsultants.policyId, policyIds))
            .orderBy(asc(t.financialConsultants.name)),
        ]);

  const policiesOf = (patientId: string) =>
    policyRows
      .filter((p) => p.patientId === patientId)
      .map((p) => ({
        policyName: p.policyName,
        policyNo: p.policyNo,
        riders: riderRows
          .filter((r) => r.policyId === p.id)
          .map(({ policyNo, policyName }) => ({ policyNo, policyName })),
        fc: consultantRows
          .filter((c) => c.policyId === p.id)
          .map(({ fcName, fcGender, fcEmail, fcContactno }) => ({
            fcName,
            fcGender,
            fcEmail,
            fcContactno,
          })),
      }));

  const covered = scope.servedBy
    ? patientRows.filter((p) => policyRows.some((policy) => policy.patientId === p.id))
    : patientRows;
  return covered.map((p) => ({
    name: p.name,
    nric: maskNric(p.nric),
    enc_nric: encNric(p.id),
    dob: p.dob,
    email: p.email,
    relationship: p.relationship,
    foreigner: p.foreigner ? 'Y' : 'N',
    lifeAssuredClntNo: p.lifeAssuredClntNo,
    hasActiveRequest: p.hasActiveRequest,
    policies: policiesOf(p.id),
  }));
}

export interface DoctorSearch {
  insurerId: string;
  name: string;
  limit: number;
}

/** The insurer's doctors whose name or MCR number contains the text, by name, with their clinics. */
export async function searchDoctors(db: Executor, q: DoctorSearch): Promise<Doctor[]> {
  const doctorRows = await db
    .select({ doctorId: t.doctors.id, doctorName: t.doctors.name, doctorMcrno: t.doctors.mcrNo })
    .from(t.doctors)
    .where(
      and(
        eq(t.doctors.insurerId, q.insurerId),
        containsText(q.name, t.doctors.name, t.doctors.mcrNo),
      ),
    )
    .orderBy(asc(t.doctors.name), asc(t.doctors.mcrNo))
    .limit(q.limit);
  if (doctorRows.length === 0) return [];

  const clinicRows = await db
    .select({
      doctorId: t.doctorClinics.doctorId,
      clinicId: t.clinics.id,
      clinicCode: t.clinics.code,
      clinicName: t.clinics.name,
      clinicAddress: t.clinics.address,
      doctorclinicEmailaddress: t.doctorClinics.email,
    })
    .from(t.doctorClinics)
    .innerJoin(t.clinics, eq(t.clinics.id, t.doctorClinics.clinicId))
    .where(
      and(
        eq(t.clinics.insurerId, q.insurerId),
        inArray(
          t.doctorClinics.doctorId,
          doctorRows.map((d) => d.doctorId),
        ),
      ),
    )
    .orderBy(asc(t.clinics.name));

  return doctorRows.map((d) => ({
    ...d,
    clinics: clinicRows
      .filter((c) => c.doctorId === d.doctorId)
      .map(({ doctorId: _doctorId, ...clinic }) => clinic),
  }));
}
