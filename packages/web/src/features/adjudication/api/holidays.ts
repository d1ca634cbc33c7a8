import {
  contracts,
  DATE_MESSAGES,
  type Holiday,
  type HolidayBody,
  holidayBodySchema,
  type HolidayList,
  requiredDateSchema,
} from '@preauth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const HOLIDAY_TEXTS = {
  date: "Please enter the holiday's date.",
} as const;

/**
 * The add form: the date (the PUT's path) and the body, each with the shared rules; the date
 * field holds null until a date is given.
 */
export const newHolidaySchema = holidayBodySchema.extend({
  date: requiredDateSchema(HOLIDAY_TEXTS.date, DATE_MESSAGES.invalid),
});
export type NewHolidayValues = z.input<typeof newHolidaySchema>;

/** `GET /api/adjudication/holidays?year=`: the insurer's holidays of a year, in date order. */
export function getHolidays(
  year: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HolidayList> {
  return callApi(contracts.listHolidays, { query: { year }, signal });
}

/** Under `['adjudication']`: a holiday moves every due date, so a change refreshes the console. */
export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['adjudication', 'holidays', year],
    queryFn: ({ signal }) => getHolidays(year, { signal }),
  });

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}

/** `PUT /api/adjudication/holidays/{date}`: adds the holiday, or corrects the one on that date. */
export function putHoliday({ date, ...body }: HolidayBody & { date: string }): Promise<Holiday> {
  return callApi(contracts.putHoliday, { params: { date }, body });
}

/** `DELETE /api/adjudication/holidays/{date}`. */
export function deleteHoliday(date: string): Promise<null> {
  return callApi(contracts.deleteHoliday, { params: { date } });
}

/**
 * Adding, correcting or removing a holiday. Once done, the table is read again and the rest of
 * the console (the queue's due dates, the turnaround in working days) is marked stale. A 404
 * (someone removed it meanwhile) also reads the table again, so it shows what is there now.
 */
function useHolidayChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adjudication'] }),
    onError: (error) => {
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: ['adjudication', 'holidays'] });
      }
    },
  });
}

export const useSaveHoliday = () => useHolidayChange(putHoliday);
export const useDeleteHoliday = () => useHolidayChange(deleteHoliday);
