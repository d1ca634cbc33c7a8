import type { LookupItem, LookupName } from '@preauth/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../core/db/database';
import { containsText } from '../../core/db/text-search';
import * as t from '../../core/db/schema';

export interface LookupSearch {
  insurerId: string;
  name: string;
  limit: number;
  hospitalId?: string | undefined;
  /** The day whose agreed prices apply (yyyy-MM-dd). */
  admissionDate: string;
}

const procedure = t.tospProcedures;

/** A reference table of codes and descriptions, answered under the lookup's own wire names. */
function codeList<C extends string, D extends string>(
  table:
    | typeof t.wardTypes
    | typeof t.icdCodes
    | typeof t.feeTypes
    | typeof t.comorbidityTypes
    | typeof t.admissionTypes,
  codeName: C,
  descriptionName: D,
) {
  return (db: Executor, q: LookupSearch) =>
    db
      .select({ [codeName]: table.code, [descriptionName]: table.description })
      .from(table)
      .where(containsText(q.name, table.code, table.description))
      .orderBy(asc(table.code))
      .limit(q.limit) as unknown as Promise<(Record<C, string> & Record<D, string>)[]>;
}

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
        and(
          eq(t.clinics.insurerId, q.insurerId),
          containsText(q.name, t.clinics.code, t.clinics.name),
        ),
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
          containsText(q.name, t.hospitals.code, t.hospitals.name),
        ),
      )
      .orderBy(asc(t.hospitals.name))
      .limit(q.limit),

  wards: codeList(t.wardTypes, 'wardtypeCode', 'wardtypeDesc'),

  icd: codeList(t.icdCodes, 'icdCode', 'icdDesc'),

  // The agreed prices in force: the hospital's own if it has them, else the insurer's default,
  // the latest that took effect on or before the admission date.
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
              and a.effective_from <= ${q.admissionDate}
            order by (a.hospital_id is null), a.effective_from desc
            limit 1
          ) price on true
          where ${containsText(q.name, procedure.code, procedure.description) ?? sql`true`}
          order by ${procedure.code}
          limit ${q.limit}`,
    ),

  fees: codeList(t.feeTypes, 'feesCode', 'feesDescription'),

  comorbidities: codeList(t.comorbidityTypes, 'comorbidityCode', 'comorbidityDesc'),

  'admission-types': codeList(t.admissionTypes, 'admissionCode', 'admissionDesc'),
};
