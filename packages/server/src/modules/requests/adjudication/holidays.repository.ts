import type { Holiday, HolidayDates } from '@preauth/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const h = t.insurerHolidays;
const holidayColumns = { date: h.date, name: h.name, observed: h.observed };

/** Every holiday date of the insurer: a few dozen rows, read whole for the working-day arithmetic. */
export async function holidayDates(db: Executor, insurerId: string): Promise<HolidayDates> {
  const rows = await db.select({ date: h.date }).from(h).where(eq(h.insurerId, insurerId));
  return new Set(rows.map((row) => row.date));
}

/** The insurer's holidays of one year, in date order. */
export function holidaysOfYear(db: Executor, insurerId: string, year: number): Promise<Holiday[]> {
  return db
    .select(holidayColumns)
    .from(h)
    .where(
      and(eq(h.insurerId, insurerId), gte(h.date, `${year}-01-01`), lte(h.date, `${year}-12-31`)),
    )
    .orderBy(asc(h.date));
}

export async function findHoliday(
  db: Executor,
  insurerId: string,
  date: string,
): Promise<Holiday | null> {
  const [row] = await db
    .select(holidayColumns)
    .from(h)
    .where(and(eq(h.insurerId, insurerId), eq(h.date, date)))
    .for('update');
  return row ?? null;
}

/** Adds the holiday, or replaces the name and flag of the one on its date. */
export async function upsertHoliday(
  tx: Executor,
  insurerId: string,
  holiday: Holiday,
): Promise<Holiday> {
  const [row] = await tx
    .insert(h)
    .values({ insurerId, ...holiday })
    .onConflictDoUpdate({
      target: [h.insurerId, h.date],
      set: { name: holiday.name, observed: holiday.observed },
    })
    .returning(holidayColumns);
  return row!;
}

export async function deleteHoliday(tx: Executor, insurerId: string, date: string) {
  const rows = await tx
    .delete(h)
    .where(and(eq(h.insurerId, insurerId), eq(h.date, date)))
    .returning(holidayColumns);
  return rows[0] ?? null;
}
