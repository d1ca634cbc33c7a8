import { formatErefNo } from '@preauth/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/core/db/database';
import * as t from '../src/core/db/schema';
import { createInsurer, createPolicyholder, syntheticNric } from './factories';

const unique = () => randomUUID().slice(0, 8);

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Insert returned no row');
  return row;
}

/** A financial consultant (insurance agent) of the insurer. */
export function createConsultant(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.financialConsultants.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.financialConsultants)
      .values({
        insurerId,
        name: 'Test Consultant',
        gender: 'F',
        email: `fc-${unique()}@example.sg`,
        contactNo: '+6598765432',
        ...overrides,
      })
      .returning(),
  );
}

export type RequestOverrides = Partial<typeof t.paRequests.$inferInsert>;

/**
 * A pa_requests row with what it needs: the insurer, policyholder and patient given (or new ones)
 * and a new policy. Defaults to SUB; a patient may have only one open request, so give closed
 * statuses when several requests share a patient.
 */
export async function createRequest(db: Database, overrides: RequestOverrides = {}) {
  const insurerId = overrides.insurerId ?? (await createInsurer(db)).id;
  const policyholderId = overrides.policyholderId ?? (await createPolicyholder(db, insurerId)).id;
  const patientId =
    overrides.patientId ??
    (
      await first(
        db
          .insert(t.patients)
          .values({
            insurerId,
            lifeAssuredClntNo: `L${unique()}`,
            name: overrides.patientName ?? 'Test Patient',
            nric: syntheticNric(),
            dob: '1990-06-15',
            email: `patient-${unique()}@example.sg`,
          })
          .returning(),
      )
    ).id;
  const policy = await first(
    db
      .insert(t.policies)
      .values({
        insurerId,
        policyNo: `P${unique()}`,
        policyName: 'Test Shield Plan',
        policyholderId,
        patientId,
      })
      .returning(),
  );
  const [seq] = await queryRows<{ n: string }>(db, sql`select nextval('pa_eref_seq') as n`);
  const createdAt = overrides.createdAt ?? new Date();
  return first(
    db
      .insert(t.paRequests)
      .values({
        erefNo: formatErefNo(createdAt.getUTCFullYear(), Number(seq?.n)),
        statusCode: 'SUB',
        creatorRole: 'policy-holder',
        createdByName: 'Test Policyholder',
        policyHolderName: 'Test Policyholder',
        policyHolderNric: syntheticNric(),
        policyHolderContactno: '+6591234567',
        policyHolderEmailaddress: `holder-${unique()}@example.sg`,
        patientName: 'Test Patient',
        patientNric: syntheticNric(),
        patientDob: '1990-06-15',
        patientEmailaddress: `patient-${unique()}@example.sg`,
        relationship: 'SELF',
        foreigner: false,
        policyName: policy.policyName,
        policyNumber: policy.policyNo,
        doctorName: 'Test Doctor',
        clinicName: 'Test Clinic',
        clinicdoctorEmailaddress: `clinic-${unique()}@example.sg`,
        ...overrides,
        insurerId,
        policyholderId,
        patientId,
        policyId: overrides.policyId ?? policy.id,
        createdAt,
        statusChangedAt: overrides.statusChangedAt ?? createdAt,
      })
      .returning(),
  );
}
