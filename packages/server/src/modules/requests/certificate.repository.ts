import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import * as t from '../../core/db/schema';

const h = t.paStatusHistory;

/** When the request last became APP, from its status history; null when the history lacks it. */
export async function approvedAt(db: Executor, paId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(h.createdAt) })
    .from(h)
    .where(and(eq(h.paId, paId), eq(h.statusCode, 'APP')));
  return row?.at ?? null;
}

export interface CodeDescriptions {
  tosp: Map<string, string>;
  fees: Map<string, string>;
}

/** The descriptions of procedure and fee codes, by code; unknown codes are left out. */
export async function describeCodes(
  db: Executor,
  codes: { tosp: string[]; fees: string[] },
): Promise<CodeDescriptions> {
  const lookup = async (table: typeof t.tospProcedures | typeof t.feeTypes, list: string[]) => {
    if (list.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ code: table.code, description: table.description })
      .from(table)
      .where(inArray(table.code, list));
    return new Map(rows.map((row) => [row.code, row.description]));
  };
  const [tosp, fees] = await Promise.all([
    lookup(t.tospProcedures, codes.tosp),
    lookup(t.feeTypes, codes.fees),
  ]);
  return { tosp, fees };
}
