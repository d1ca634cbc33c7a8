import {
  HOLIDAY_MESSAGES,
  type Holiday,
  type HolidayBodyParsed,
  type HolidayList,
} from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { NotFoundError, ValidationError } from '../../../core/http/errors';
import type { HolidayCalendar } from './holiday-calendar';
import { deleteHoliday, findHoliday, holidaysOfYear, upsertHoliday } from './holidays.repository';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export async function listHolidays(
  deps: AppDeps,
  user: AuthenticatedUser,
  year: number,
): Promise<HolidayList> {
  return { year, holidays: await holidaysOfYear(deps.db, user.insurerId, year) };
}

/**
 * Adds or corrects the holiday on `date`; audited with what it was before. The calendar forgets
 * the insurer's dates once the change is committed.
 */
export async function putHoliday(
  deps: AppDeps,
  calendar: HolidayCalendar,
  user: AuthenticatedUser,
  date: string,
  body: HolidayBodyParsed,
  caller: CallerContext,
): Promise<Holiday> {
  if (body.observed && isWeekend(date)) {
    throw new ValidationError(HOLIDAY_MESSAGES.observedOnWeekend, [
      { path: 'observed', message: HOLIDAY_MESSAGES.observedOnWeekend },
    ]);
  }
  const saved = await deps.db.transaction(async (tx) => {
    const before = await findHoliday(tx, user.insurerId, date);
    const after = await upsertHoliday(tx, user.insurerId, { date, ...body });
    await writeAudit(tx, {
      ...userActor(user, caller),
      action: before ? 'holiday.corrected' : 'holiday.added',
      details: before ? { before, after } : { after },
      occurredAt: deps.clock.now(),
    });
    return after;
  });
  calendar.forget(user.insurerId);
  return saved;
}

/** Removes the holiday on `date` (404 when there is none); audited, then forgotten by the calendar. */
export async function removeHoliday(
  deps: AppDeps,
  calendar: HolidayCalendar,
  user: AuthenticatedUser,
  date: string,
  caller: CallerContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await deleteHoliday(tx, user.insurerId, date);
    if (!removed) throw new NotFoundError(HOLIDAY_MESSAGES.notFound);
    await writeAudit(tx, {
      ...userActor(user, caller),
      action: 'holiday.removed',
      details: { before: removed },
      occurredAt: deps.clock.now(),
    });
  });
  calendar.forget(user.insurerId);
}
