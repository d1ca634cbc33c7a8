import { nricCheckLetter, type UserType } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../src/core/db/database';
import * as t from '../src/core/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { nextErefNo } from '../src/modules/requests/lifecycle/request.repository';

export const TEST_PASSWORD = 'correct horse battery staple';
// One argon2 hash for every test user: hashing is deliberately slow.
const testPasswordHash = hashPassword(TEST_PASSWORD);

export const unique = () => randomUUID().slice(0, 8);

export async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Insert returned no row');
  return row;
}

export function syntheticNric(prefix = 'S'): string {
  const digits = String(randomInt(1_000_000, 9_999_999));
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

/**
 * A fresh insurer with its settings row (the default clocks unless `settings` says otherwise):
 * each test works in its own tenant.
 */
export async function createInsurer(
  db: Database,
  overrides: Partial<typeof t.insurers.$inferInsert> = {},
  settings: Partial<Omit<typeof t.insurerSettings.$inferInsert, 'insurerId'>> = {},
) {
  // Not shaped like an NRIC (a letter, 7 digits, a letter), which the log check looks for.
  const code = `INS-${unique().toUpperCase()}`;
  const insurer = await first(
    db
      .insert(t.insurers)
      .values({ code, name: `Test Insurer ${code}`, ...overrides })
      .returning(),
  );
  await db.insert(t.insurerSettings).values({ insurerId: insurer.id, ...settings });
  return insurer;
}

export function createPolicyholder(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.policyholders.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.policyholders)
      .values({
        insurerId,
        clientNo: `C${unique()}`,
        name: 'Test Policyholder',
        nric: syntheticNric(),
        dob: '1985-01-31',
        contactNo: '+6591234567',
        email: `holder-${unique()}@example.sg`,
        ...overrides,
      })
      .returning(),
  );
}

export interface CreateUserOptions {
  insurerId?: string;
  userType?: UserType;
  password?: string;
  overrides?: Partial<typeof t.users.$inferInsert>;
}

/** A user who can log in (password TEST_PASSWORD unless given), in a new insurer unless given. */
export async function createUser(db: Database, options: CreateUserOptions = {}) {
  const insurerId = options.insurerId ?? (await createInsurer(db)).id;
  const login = `user-${unique()}@example.sg`;
  const user = await first(
    db
      .insert(t.users)
      .values({
        insurerId,
        username: login,
        email: login,
        name: 'Test User',
        userType: options.userType ?? 'policy-holder',
        passwordHash: options.password
          ? await hashPassword(options.password)
          : await testPasswordHash,
        ...options.overrides,
      })
      .returning(),
  );
  return { ...user, password: options.password ?? TEST_PASSWORD };
}

/** A life insured of the insurer; link it to a policyholder with `linkPatient`. */
export function createPatient(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.patients.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.patients)
      .values({
        insurerId,
        lifeAssuredClntNo: `L${unique()}`,
        name: 'Test Patient',
        nric: syntheticNric(),
        dob: '1990-06-15',
        email: `patient-${unique()}@example.sg`,
        ...overrides,
      })
      .returning(),
  );
}

export function linkPatient(
  db: Database,
  policyholderId: string,
  patientId: string,
  relationship = 'SELF',
) {
  return first(
    db
      .insert(t.policyholderPatients)
      .values({ policyholderId, patientId, relationship })
      .returning(),
  );
}

export function createPolicy(
  db: Database,
  values: { insurerId: string; policyholderId: string; patientId: string } & Partial<
    typeof t.policies.$inferInsert
  >,
) {
  return first(
    db
      .insert(t.policies)
      .values({ policyNo: `P${unique()}`, policyName: 'Test Shield Plan', ...values })
      .returning(),
  );
}

export function createDoctor(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.doctors.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.doctors)
      .values({ insurerId, name: 'Test Doctor', mcrNo: `M${unique()}`, ...overrides })
      .returning(),
  );
}

export function createClinic(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.clinics.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.clinics)
      .values({
        insurerId,
        code: `K${unique()}`,
        name: 'Test Clinic',
        address: '1 Test Road',
        email: `clinic-${unique()}@example.sg`,
        ...overrides,
      })
      .returning(),
  );
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
    (await createPatient(db, insurerId, { name: overrides.patientName ?? 'Test Patient' })).id;
  const policy = await createPolicy(db, { insurerId, policyholderId, patientId });
  const createdAt = overrides.createdAt ?? new Date();
  const erefNo = await nextErefNo(db, createdAt.getUTCFullYear());
  const policyholderEmail = overrides.policyholderEmail ?? `holder-${unique()}@example.sg`;
  return first(
    db
      .insert(t.paRequests)
      .values({
        erefNo,
        statusCode: 'SUB',
        creatorRole: 'policy-holder',
        createdByName: 'Test Policyholder',
        policyholderName: 'Test Policyholder',
        policyholderNric: syntheticNric(),
        policyholderPhone: '+6591234567',
        policyholderEmail,
        patientName: 'Test Patient',
        patientNric: syntheticNric(),
        patientDateOfBirth: '1990-06-15',
        // The form's contact email, prefilled with the policyholder's own (SELF) address; news of
        // the request goes there too when it differs (docs/decisions/078-the-approval-delivered-and-its-void-notices.md-the-approval-delivered-and-its-void-notices.md).
        patientEmail: policyholderEmail,
        relationship: 'SELF',
        foreigner: false,
        policyName: policy.policyName,
        policyNumber: policy.policyNo,
        doctorName: 'Test Doctor',
        clinicName: 'Test Clinic',
        doctorEmail: `clinic-${unique()}@example.sg`,
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

export function createHospital(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.hospitals.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.hospitals)
      .values({
        insurerId,
        code: `H${unique()}`,
        name: 'Test General Hospital',
        isPanel: false,
        ...overrides,
      })
      .returning(),
  );
}

type DetailRow<T extends { $inferInsert: unknown }> = Omit<
  T['$inferInsert'],
  'id' | 'detailId' | 'position'
>;

/** A submission's own fields, and its rows in order; a row list given replaces the default. */
export type RequestDetailsOverrides = Partial<typeof t.paDetails.$inferInsert> & {
  diagnoses?: DetailRow<typeof t.paDiagnoses>[];
  wardTypes?: DetailRow<typeof t.paWardRows>[];
  comorbidities?: DetailRow<typeof t.paComorbidities>[];
  surgeryDetails?: DetailRow<typeof t.paSurgeryRows>[];
  otherFees?: DetailRow<typeof t.paOtherFees>[];
};

const APPENDICITIS = { code: 'K35.8', description: 'Acute appendicitis, other and unspecified' };

/**
 * A doctor's submission for the request: a laparoscopic appendicectomy at a new hospital of the
 * request's insurer (unless `hospitalId` is given), with its diagnosis, ward, comorbidities,
 * procedure and other fees. The default diagnosis's ICD code is added to the lookup if missing.
 */
export async function createRequestDetails(
  db: Database,
  paId: string,
  overrides: RequestDetailsOverrides = {},
) {
  const {
    diagnoses = [
      { icdCode: APPENDICITIS.code, firstConsultDate: '2026-10-01', diagnosisDate: '2026-10-02' },
    ],
    wardTypes = [{ wardTypeCode: 'B1', lengthOfStay: 2 }],
    comorbidities = [
      {
        comorbidityCode: 'HTN',
        description: 'Hypertension',
        since: '2020-03-01',
        doctor: 'Dr Lee Wei Ming',
        clinic: 'Test Family Clinic',
      },
    ],
    surgeryDetails = [{ tospCode: 'SF801H', surgeonFee: '3800.00', anaesthetistFee: '1220.00' }],
    otherFees = [{ feeCode: 'CONS', amount: '350.00' }],
    ...detailOverrides
  } = overrides;
  await db.insert(t.icdCodes).values(APPENDICITIS).onConflictDoNothing();
  const [request] = await db
    .select({ insurerId: t.paRequests.insurerId })
    .from(t.paRequests)
    .where(eq(t.paRequests.id, paId));
  if (!request) throw new Error(`No request ${paId}`);
  const hospital = detailOverrides.hospitalId ? null : await createHospital(db, request.insurerId);
  const detail = await first(
    db
      .insert(t.paDetails)
      .values({
        hospitalId: hospital?.id,
        hospitalCode: hospital?.code ?? 'UNKNOWN',
        admissionDate: '2026-10-10',
        admissionCode: 'EL',
        daySurgery: false,
        onsetSymptomsType: 'Date',
        onsetSymptomsDate: '2026-09-30',
        onsetSymptomsDescription: 'Right lower abdominal pain',
        referred: false,
        hasComorbidities: comorbidities.length > 0,
        attendanceFee: '150.00',
        hospitalCharges: '6800.00',
        totalBill: '12320.00',
        ...detailOverrides,
        paId,
      })
      .returning(),
  );
  // As the doctor's submit does: the request names its latest submission's hospital.
  await db
    .update(t.paRequests)
    .set({ hospitalId: detail.hospitalId })
    .where(eq(t.paRequests.id, paId));
  const rows = <T>(list: T[]) =>
    list.map((row, position) => ({ ...row, detailId: detail.id, position }));
  if (diagnoses.length) await db.insert(t.paDiagnoses).values(rows(diagnoses));
  if (wardTypes.length) await db.insert(t.paWardRows).values(rows(wardTypes));
  if (comorbidities.length) await db.insert(t.paComorbidities).values(rows(comorbidities));
  if (surgeryDetails.length) await db.insert(t.paSurgeryRows).values(rows(surgeryDetails));
  if (otherFees.length) await db.insert(t.paOtherFees).values(rows(otherFees));
  return detail;
}

export function createRider(
  db: Database,
  policyId: string,
  overrides: Partial<typeof t.riders.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.riders)
      .values({ policyId, riderNo: `R${unique()}`, riderName: 'Test Shield Rider', ...overrides })
      .returning(),
  );
}

/** Makes the consultant one of the policy's financial consultants. */
export function linkConsultant(db: Database, policyId: string, consultantId: string) {
  return first(db.insert(t.policyConsultants).values({ policyId, consultantId }).returning());
}
