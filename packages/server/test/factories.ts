import { nricCheckLetter, type UserType } from '@preauth/shared';
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../src/core/db/database';
import * as t from '../src/core/db/schema';
import { hashPassword } from '../src/modules/auth/password';

export const TEST_PASSWORD = 'correct horse battery staple';
// One argon2 hash for every test user: hashing is deliberately slow.
const testPasswordHash = hashPassword(TEST_PASSWORD);

const unique = () => randomUUID().slice(0, 8);

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Insert returned no row');
  return row;
}

export function syntheticNric(prefix = 'S'): string {
  const digits = String(randomInt(1_000_000, 9_999_999));
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

/** A fresh insurer: each test works in its own tenant. */
export function createInsurer(
  db: Database,
  overrides: Partial<typeof t.insurers.$inferInsert> = {},
) {
  const code = `T${unique().toUpperCase()}`;
  return first(
    db
      .insert(t.insurers)
      .values({ code, name: `Test Insurer ${code}`, ...overrides })
      .returning(),
  );
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
