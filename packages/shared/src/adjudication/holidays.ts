import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';
import { singleLineText } from '../text/text';

export const HOLIDAY_MESSAGES = {
  name: "Please enter the holiday's name.",
  observedOnWeekend: 'A day off in lieu falls on a weekday.',
  year: 'Please choose a year between 2000 and 2100.',
  notFound: 'There is no holiday on that date.',
} as const;

/**
 * One of the insurer's holidays (a Singapore date with no working hours). `observed` marks a day
 * off in lieu, such as the Monday after a Sunday holiday.
 */
export const holidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  observed: z.boolean(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListQuerySchema = z.object({
  year: z.coerce
    .number({ error: HOLIDAY_MESSAGES.year })
    .int({ error: HOLIDAY_MESSAGES.year })
    .min(2000, { error: HOLIDAY_MESSAGES.year })
    .max(2100, { error: HOLIDAY_MESSAGES.year }),
});

export const holidayListSchema = z.object({
  year: z.number().int(),
  /** In date order. */
  holidays: z.array(holidaySchema),
});
export type HolidayList = z.infer<typeof holidayListSchema>;

export const holidayParamsSchema = z.object({ date: isoDateSchema() });

/** `PUT /api/adjudication/holidays/{date}`: adds the holiday, or corrects the one on that date. */
export const holidayBodySchema = z
  .object({
    name: singleLineText(HOLIDAY_MESSAGES.name).min(1, HOLIDAY_MESSAGES.name).max(100),
    observed: z.boolean().default(false),
  })
  .strict();
export type HolidayBody = z.input<typeof holidayBodySchema>;
export type HolidayBodyParsed = z.output<typeof holidayBodySchema>;
