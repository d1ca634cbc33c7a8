import type { LookupItem, LookupName } from '@preauth/shared';
import { and, asc, eq, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import { queryRows, type Executor } from '../../core/db/database';
import * as t from '../../core/db/schema';

export interface LookupSearch {
  insurerId: string;
  name: string;
  limit: number;
  hospitalId?: string | undefined;
  admissionDate?: string | undefined;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows whose code or description contains the text, in code order. */
const matching = (code: AnyColumn, description: AnyColumn, text: string) =>
  text ? or(ilike(code, containing(text)), ilike(description, containing(text))) : undefined;

const procedure = t.tospProcedures;

type Searches = { [N in LookupName]: (db: Executor, q: LookupSearch) => Promise<LookupItem<N>[]> };

export const lookupSearches: Searches = {
  clinics: (db, q) =>
    db
      .select({
        clinicId: t.clinics.id,
        clinicCode: t.clinics.code,
        clinicName: t.clinics.name,
        clinicAddress: t.clinics.address,
      })
      .from(t.clinics)
      .where(
        and(eq(t.clinics.insurerId, q.insurerId), matching(t.clinics.code, t.clinics.name, q.name)),
      )
      .orderBy(asc(t.clinics.name))
      .limit(q.limit),

  hospitals: (db, q) =>
    db
      .select({
        hospitalId: t.hospitals.id,
        hospitalCode: t.hospitals.code,
        hospitalName: t.hospitals.name,
        isPanelHospital: t.hospitals.isPanel,
        boEmailaddress: t.hospitals.businessOfficeEmail,
      })
      .from(t.hospitals)
      .where(
        and(
          eq(t.hospitals.insurerId, q.insurerId),
          matching(t.hospitals.code, t.hospitals.name, q.name),
        ),
      )
      .orderBy(asc(t.hospitals.name))
      .limit(q.limit),

  wards: (db, q) =>
    db
      .select({ wardtypeCode: t.wardTypes.code, wardtypeDesc: t.wardTypes.description })
      .from(t.wardTypes)
      .where(matching(t.wardTypes.code, t.wardTypes.description, q.name))
      .orderBy(asc(t.wardTypes.code))
      .limit(q.limit),

  icd: (db, q) =>
    db
      .select({ icdCode: t.icdCodes.code, icdDesc: t.icdCodes.description })
      .from(t.icdCodes)
      .where(matching(t.icdCodes.code, t.icdCodes.description, q.name))
      .orderBy(asc(t.icdCodes.code))
      .limit(q.limit),

  // The agreed prices in force: the hospital's own if it has them, else the insurer's default,
  // the latest that took effect on or before the admission date (today when none is given).
  tosp: (db, q) =>
    queryRows<LookupItem<'tosp'>>(
      db,
      sql`select ${procedure.code} as "tospCode", ${procedure.description} as "tospDescription",
            price.surgeon_price as "surgeryAgreedPrice",
            price.anaesthetist_price as "anaestheticAgreedPrice"
          from ${procedure}
          left join lateral (
            select a.surgeon_price, a.anaesthetist_price from tosp_agreed_prices a
            where a.tosp_code = ${procedure.code} and a.insurer_id = ${q.insurerId}
              and (a.hospital_id is null or a.hospital_id = ${q.hospitalId ?? null}::uuid)
              and a.effective_from <= ${q.admissionDate ?? new Date().toISOString().slice(0, 10)}
            order by (a.hospital_id is null), a.effective_from desc
            limit 1
          ) price on true
          where ${matching(procedure.code, procedure.description, q.name) ?? sql`true`}
          order by ${procedure.code}
          limit ${q.limit}`,
    ),

  fees: (db, q) =>
    db
      .select({ feesCode: t.feeTypes.code, feesDescription: t.feeTypes.description })
      .from(t.feeTypes)
      .where(matching(t.feeTypes.code, t.feeTypes.description, q.name))
      .orderBy(asc(t.feeTypes.code))
      .limit(q.limit),

  comorbidities: (db, q) =>
    db
      .select({
        comorbidityCode: t.comorbidityTypes.code,
        comorbidityDesc: t.comorbidityTypes.description,
      })
      .from(t.comorbidityTypes)
      .where(matching(t.comorbidityTypes.code, t.comorbidityTypes.description, q.name))
      .orderBy(asc(t.comorbidityTypes.code))
      .limit(q.limit),

  'admission-types': (db, q) =>
    db
      .select({
        admissionCode: t.admissionTypes.code,
        admissionDesc: t.admissionTypes.description,
      })
      .from(t.admissionTypes)
      .where(matching(t.admissionTypes.code, t.admissionTypes.description, q.name))
      .orderBy(asc(t.admissionTypes.code))
      .limit(q.limit),
};
