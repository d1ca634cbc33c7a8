import type { Executor } from '../core/db/database';
import * as t from '../core/db/schema';
import { ICD10_CODES } from './data/icd10-codes';
import { ADMISSION_TYPES, AUTH_MODES, COMORBIDITIES, FEE_TYPES, WARD_TYPES } from './data/lookups';
import { TOSP_PROCEDURES } from './data/tosp-procedures';

/** The lookup tables (diagnoses, procedures, wards, admission types, fees, auth modes). */
export async function seedReferenceData(tx: Executor): Promise<void> {
  await tx
    .insert(t.icdCodes)
    .values([...ICD10_CODES])
    .onConflictDoNothing();
  await tx
    .insert(t.tospProcedures)
    .values(TOSP_PROCEDURES.map(({ code, description }) => ({ code, description, isDemo: true })))
    .onConflictDoNothing();
  await tx
    .insert(t.wardTypes)
    .values([...WARD_TYPES])
    .onConflictDoNothing();
  await tx
    .insert(t.admissionTypes)
    .values([...ADMISSION_TYPES])
    .onConflictDoNothing();
  await tx
    .insert(t.comorbidityTypes)
    .values([...COMORBIDITIES])
    .onConflictDoNothing();
  await tx
    .insert(t.feeTypes)
    .values([...FEE_TYPES])
    .onConflictDoNothing();
  await tx
    .insert(t.authModes)
    .values(
      AUTH_MODES.map(({ authCode, authDesc, validflag, userType }) => ({
        authCode,
        authDesc,
        validFlag: validflag,
        userType,
      })),
    )
    .onConflictDoNothing();
}
