import { OPEN_STATUSES } from '@preauth/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { servedByConsultant } from '../../../core/db/served-policies';
import type { RequestRow } from '../lifecycle/request.repository';

/**
 * The records a new request refers to, each looked up only where the caller may reach it: its
 * own policyholder's linked patients, their policies with this policyholder, this insurer's
 * doctors and clinics, and the caller's own unattached uploads.
 */
export interface Owner {
  insurerId: string;
  policyholderId: string;
  userId: string;
  /** An agent raising it for a client: the consultant, whose served policies alone count. */
  servedBy?: string;
  /** The insured patient raising it for themselves: the one patient it may name. */
  patientId?: string;
}

// References arrive as text; a value that is not a UUID cannot name a row.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** No condition for a policyholder's own request; for an agent's, a policy it serves. */
const servedByOwner = (db: Executor, owner: Owner) =>
  owner.servedBy ? servedByConsultant(db, owner.servedBy) : undefined;

/** Whether the owner's agent serves any of the policyholder's policies: the agent's client. */
export async function isServedPolicyholder(db: Executor, owner: Owner): Promise<boolean> {
  const [row] = await db
    .select({ id: t.policies.id })
    .from(t.policies)
    .where(
      and(
        eq(t.policies.insurerId, owner.insurerId),
        eq(t.policies.policyholderId, owner.policyholderId),
        servedByOwner(db, owner),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findPolicyholder(db: Executor, owner: Owner) {
  const [row] = await db
    .select()
    .from(t.policyholders)
    .where(
      and(
        eq(t.policyholders.id, owner.policyholderId),
        eq(t.policyholders.insurerId, owner.insurerId),
      ),
    );
  return row ?? null;
}

export async function findLinkedPatient(db: Executor, owner: Owner, lifeAssuredClntNo: string) {
  const [row] = await db
    .select({ patient: t.patients, relationship: t.policyholderPatients.relationship })
    .from(t.policyholderPatients)
    .innerJoin(t.patients, eq(t.patients.id, t.policyholderPatients.patientId))
    .where(
      and(
        eq(t.policyholderPatients.policyholderId, owner.policyholderId),
        eq(t.patients.insurerId, owner.insurerId),
        eq(t.patients.lifeAssuredClntNo, lifeAssuredClntNo),
      ),
    );
  return row ?? null;
}

export async function findPatientPolicy(
  db: Executor,
  owner: Owner,
  patientId: string,
  policyNo: string,
) {
  const [row] = await db
    .select()
    .from(t.policies)
    .where(
      and(
        eq(t.policies.insurerId, owner.insurerId),
        eq(t.policies.policyholderId, owner.policyholderId),
        eq(t.policies.patientId, patientId),
        eq(t.policies.policyNo, policyNo),
        servedByOwner(db, owner),
      ),
    );
  return row ?? null;
}

export async function findRider(db: Executor, policyId: string, riderNo: string) {
  const [row] = await db
    .select()
    .from(t.riders)
    .where(and(eq(t.riders.policyId, policyId), eq(t.riders.riderNo, riderNo)));
  return row ?? null;
}

/** The policy's consultant the request records: the first by name, as the form lists them. */
export async function policyConsultantId(db: Executor, policyId: string) {
  const [row] = await db
    .select({ id: t.financialConsultants.id })
    .from(t.policyConsultants)
    .innerJoin(
      t.financialConsultants,
      eq(t.financialConsultants.id, t.policyConsultants.consultantId),
    )
    .where(eq(t.policyConsultants.policyId, policyId))
    .orderBy(asc(t.financialConsultants.name), asc(t.financialConsultants.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findDoctor(db: Executor, insurerId: string, doctorId: string) {
  if (!isUuid(doctorId)) return null;
  const [row] = await db
    .select()
    .from(t.doctors)
    .where(and(eq(t.doctors.id, doctorId), eq(t.doctors.insurerId, insurerId)));
  return row ?? null;
}

export async function findClinic(db: Executor, insurerId: string, clinicId: string) {
  if (!isUuid(clinicId)) return null;
  const [row] = await db
    .select()
    .from(t.clinics)
    .where(and(eq(t.clinics.id, clinicId), eq(t.clinics.insurerId, insurerId)));
  return row ?? null;
}

const attachable = (owner: Owner, uploadId: string) =>
  and(
    eq(t.uploads.id, uploadId),
    eq(t.uploads.insurerId, owner.insurerId),
    eq(t.uploads.uploadedById, owner.userId),
    eq(t.uploads.purpose, 'ep-letter'),
    isNull(t.uploads.paId),
  );

/** The caller's Employment Pass letter, not yet attached to a request. */
export async function findAttachableUpload(db: Executor, owner: Owner, uploadId: string) {
  if (!isUuid(uploadId)) return null;
  const [row] = await db
    .select({ id: t.uploads.id })
    .from(t.uploads)
    .where(attachable(owner, uploadId));
  return row ?? null;
}

/** Attaches the letter unless another request took it meanwhile; answers whether it did. */
export async function attachUpload(tx: Executor, owner: Owner, uploadId: string, paId: string) {
  const rows = await tx
    .update(t.uploads)
    .set({ paId })
    .where(attachable(owner, uploadId))
    .returning({ id: t.uploads.id });
  return rows.length === 1;
}

export async function hasOpenRequest(db: Executor, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.paRequests.id })
    .from(t.paRequests)
    .where(
      and(
        eq(t.paRequests.patientId, patientId),
        inArray(t.paRequests.statusCode, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The request this user created with this idempotency key, if any. */
export async function findByIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(t.paRequests)
    .where(and(eq(t.paRequests.createdByUserId, userId), eq(t.paRequests.idempotencyKey, key)));
  return row ?? null;
}

export async function insertRequest(
  tx: Executor,
  values: typeof t.paRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await tx.insert(t.paRequests).values(values).returning();
  if (!row) throw new Error('Request insert returned no row');
  return row;
}
