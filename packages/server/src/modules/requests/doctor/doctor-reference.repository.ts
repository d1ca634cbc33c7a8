import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

/** The server's own records a doctor's submission is checked against (never the body's). */

export interface SubmissionHospital {
  id: string;
  code: string;
  isPanel: boolean;
  businessOfficeEmail: string | null;
}

/** The insurer's hospital with this id, or null. */
export async function findHospital(
  db: Executor,
  insurerId: string,
  hospitalId: string,
): Promise<SubmissionHospital | null> {
  const [row] = await db
    .select({
      id: t.hospitals.id,
      code: t.hospitals.code,
      isPanel: t.hospitals.isPanel,
      businessOfficeEmail: t.hospitals.businessOfficeEmail,
    })
    .from(t.hospitals)
    .where(and(eq(t.hospitals.insurerId, insurerId), eq(t.hospitals.id, hospitalId)));
  return row ?? null;
}

export interface AgreedPrices {
  surgeryAgreedPrice: string | null;
  anaestheticAgreedPrice: string | null;
}

/**
 * The agreed prices in force on the admission date for each procedure code: the hospital's own
 * if it has them, else the insurer's default, the latest that took effect on or before that day
 * (the rule of the TOSP lookup). A code without one has none.
 */
export async function agreedPrices(
  db: Executor,
  q: { insurerId: string; hospitalId: string; admissionDate: string; tospCodes: string[] },
): Promise<Map<string, AgreedPrices>> {
  if (q.tospCodes.length === 0) return new Map();
  const rows = await queryRows<{ tospCode: string } & AgreedPrices>(
    db,
    sql`select distinct on (a.tosp_code) a.tosp_code as "tospCode",
          a.surgeon_price as "surgeryAgreedPrice", a.anaesthetist_price as "anaestheticAgreedPrice"
        from tosp_agreed_prices a
        where a.insurer_id = ${q.insurerId}
          and a.tosp_code in (${sql.join(
            q.tospCodes.map((code) => sql`${code}`),
            sql`, `,
          )})
          and (a.hospital_id is null or a.hospital_id = ${q.hospitalId}::uuid)
          and a.effective_from <= ${q.admissionDate}
        order by a.tosp_code, (a.hospital_id is null), a.effective_from desc`,
  );
  return new Map(rows.map(({ tospCode, ...prices }) => [tospCode, prices]));
}

const CODE_TABLES = {
  admissionType: t.admissionTypes,
  ward: t.wardTypes,
  icd: t.icdCodes,
  tosp: t.tospProcedures,
  fee: t.feeTypes,
} as const;
export type CodeKind = keyof typeof CODE_TABLES;

/** The codes of a lookup among `codes` that it holds. */
export async function knownCodes(
  db: Executor,
  kind: CodeKind,
  codes: string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const table = CODE_TABLES[kind];
  const rows = await db
    .select({ code: table.code })
    .from(table)
    .where(inArray(table.code, [...new Set(codes)]));
  return new Set(rows.map((row) => row.code));
}

/** The labels of comorbidity codes, for the rows' descriptions. */
export async function comorbidityLabels(
  db: Executor,
  codes: string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: t.comorbidityTypes.code, description: t.comorbidityTypes.description })
    .from(t.comorbidityTypes)
    .where(inArray(t.comorbidityTypes.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.description]));
}
