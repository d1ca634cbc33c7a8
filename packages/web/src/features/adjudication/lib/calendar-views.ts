import { holidayListQuerySchema, singaporeDate } from '@preauth/shared';

/**
 * What the holiday page shows, kept in the URL: the year of the holiday table (`?year=2027`). A
 * missing or invalid year (read with the API's own schema) is this year.
 */

const yearSchema = holidayListQuerySchema.shape.year;
export const FIRST_YEAR = yearSchema.minValue ?? -Infinity;
export const LAST_YEAR = yearSchema.maxValue ?? Infinity;

/** Today's Singapore date, 'yyyy-MM-dd', wherever the browser is. */
const today = () => singaporeDate(new Date());

/** The holiday table's year: the URL's, else the Singapore year of today. */
export function readHolidayYear(params: URLSearchParams): number {
  const parsed = yearSchema.safeParse(params.get('year') ?? undefined);
  return parsed.success ? parsed.data : Number(today().slice(0, 4));
}
