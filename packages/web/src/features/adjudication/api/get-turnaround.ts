import {
  contracts,
  DATE_MESSAGES,
  requiredDateSchema,
  type Turnaround,
  type TurnaroundQuery,
  turnaroundQuerySchema,
} from '@preauth/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export const PERIOD_TEXTS = {
  from: 'Please enter the first day of the period.',
  to: 'Please enter the last day of the period.',
} as const;

/**
 * The period form: both days given (in the form's words, the date fields holding null until
 * then), then the API's own rules (the last day not before the first, at most 366 days).
 */
export const periodFormSchema = z
  .object({
    from: requiredDateSchema(PERIOD_TEXTS.from, DATE_MESSAGES.invalid),
    to: requiredDateSchema(PERIOD_TEXTS.to, DATE_MESSAGES.invalid),
  })
  .pipe(turnaroundQuerySchema);
export type PeriodFormValues = z.input<typeof periodFormSchema>;

/** `GET /api/adjudication/turnaround?from&to`: decisions, time to decide and expiries, by week. */
export function getTurnaround(
  query: TurnaroundQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Turnaround> {
  return callApi(contracts.getTurnaround, { query, signal });
}

export const turnaroundQueryOptions = (query: TurnaroundQuery) =>
  queryOptions({
    queryKey: ['adjudication', 'turnaround', query],
    queryFn: ({ signal }) => getTurnaround(query, { signal }),
  });

/** The figures on screen stay (`isPlaceholderData` tells) while another period's load. */
export function useTurnaround(query: TurnaroundQuery) {
  return useQuery({ ...turnaroundQueryOptions(query), placeholderData: keepPreviousData });
}
