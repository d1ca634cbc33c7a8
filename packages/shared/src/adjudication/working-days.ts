import { SINGAPORE_OFFSET_MS } from '../dates/iso-date';

/**
 * Singapore working days: Monday to Friday in Singapore time (UTC+8 all year, no daylight saving)
 * that are not in the insurer's holiday table. Holidays are ISO dates 'yyyy-MM-dd' in Singapore
 * time; a Monday in lieu of a Sunday holiday is a row of its own, so a Saturday holiday gives no
 * weekday off simply by having none.
 *
 * Every instant has a position on a "working clock", counted in working days: on a working day,
 * its working-day number plus the fraction of that day gone; on a weekend or holiday it stands
 * still at the start (00:00) of the next working day. Adding N working days moves the position by
 * N; the time between two instants is the difference of their positions (so 1.5 is one working
 * day and twelve hours of the next, and a weekend in between counts for nothing).
 */
export type HolidayDates = ReadonlySet<string>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A position on the working clock: a working day (day number) and the milliseconds of it gone. */
interface Position {
  day: number;
  ms: number;
}

/** Days since 1970-01-01 in Singapore time, and the milliseconds of that day gone. */
function singaporeDay(instant: Date): Position {
  const local = instant.getTime() + SINGAPORE_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, ms: local - day * DAY_MS };
}

/** 00:00 Singapore time of a day number, plus some milliseconds of that day. */
const instantOf = (day: number, ms = 0) => new Date(day * DAY_MS + ms - SINGAPORE_OFFSET_MS);

const dayNumberOf = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** Each holiday table's dates as day numbers, made once per set (a queue page asks 20 times). */
const holidayDays = new WeakMap<HolidayDates, ReadonlySet<number>>();

function holidayDayNumbers(holidays: HolidayDates): ReadonlySet<number> {
  let days = holidayDays.get(holidays);
  if (!days) {
    days = new Set([...holidays].map(dayNumberOf));
    holidayDays.set(holidays, days);
  }
  return days;
}

/** Whether the Singapore day (a day number) is a working day. 1970-01-01 was a Thursday. */
function isWorkingDayNumber(day: number, holidays: HolidayDates): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday
  return weekday !== 0 && weekday !== 6 && !holidayDayNumbers(holidays).has(day);
}

/** Whether the Singapore calendar date 'yyyy-MM-dd' is a working day. */
export function isWorkingDate(isoDate: string, holidays: HolidayDates): boolean {
  return isWorkingDayNumber(dayNumberOf(isoDate), holidays);
}

/** No real table leaves a year without a working day; this stops a runaway loop on bad data. */
const MAX_STEPS = 3660;

function nextWorkingDay(day: number, step: 1 | -1, holidays: HolidayDates): number {
  let next = day;
  for (let i = 0; i < MAX_STEPS; i += 1) {
    next += step;
    if (isWorkingDayNumber(next, holidays)) return next;
  }
  throw new Error('No working day within ten years: check the holiday table.');
}

/** The instant's position: on a non-working day, the start of the next working day. */
function positionOf(instant: Date, holidays: HolidayDates): Position {
  const { day, ms } = singaporeDay(instant);
  if (isWorkingDayNumber(day, holidays)) return { day, ms };
  return { day: nextWorkingDay(day, 1, holidays), ms: 0 };
}

/** The working day `count` working days after (or before, when negative) `day`. */
function shiftWorkingDays(day: number, count: number, holidays: HolidayDates): number {
  let shifted = day;
  for (let i = 0; i < Math.abs(count); i += 1) {
    shifted = nextWorkingDay(shifted, count > 0 ? 1 : -1, holidays);
  }
  return shifted;
}

/**
 * `days` whole working days after `from` (before it when negative): the same time of day on that
 * working day; from a weekend or holiday, counted from 00:00 of the next working day (a request
 * received on a Saturday is due at 00:00 on the third working day after the Monday).
 */
export function addWorkingDays(from: Date, days: number, holidays: HolidayDates): Date {
  if (!Number.isInteger(days)) throw new Error('addWorkingDays takes whole days.');
  const { day, ms } = positionOf(from, holidays);
  return instantOf(shiftWorkingDays(day, days, holidays), ms);
}

/**
 * The working days from `from` to `to` (negative when `to` is earlier), in working days with the
 * part of a day as a fraction (0.25 is six hours of a working day). Time on weekends and holidays
 * does not count.
 */
export function workingDaysBetween(from: Date, to: Date, holidays: HolidayDates): number {
  const a = positionOf(from, holidays);
  const b = positionOf(to, holidays);
  const sign = b.day >= a.day ? 1 : -1;
  let whole = 0;
  for (let day = a.day; day !== b.day; day = nextWorkingDay(day, sign, holidays)) whole += sign;
  return whole + (b.ms - a.ms) / DAY_MS;
}

/**
 * The earliest instant `r` whose deadline `addWorkingDays(r, days)` is not before `dueAt`: every
 * instant received before it is due before `dueAt`, every instant from it on is due at or after
 * it. It turns "due before T" into "received before this", a bound on the stored time the
 * database can read from an index.
 */
export function receivedBoundForDue(dueAt: Date, days: number, holidays: HolidayDates): Date {
  if (!Number.isInteger(days)) throw new Error('receivedBoundForDue takes whole days.');
  const { day, ms } = positionOf(dueAt, holidays);
  const start = shiftWorkingDays(day, -days, holidays);
  if (ms > 0) return instantOf(start, ms);
  // A working day's start is also reached from the whole non-working stretch before it, which
  // begins when the previous working day ends.
  return instantOf(nextWorkingDay(start, -1, holidays) + 1);
}
