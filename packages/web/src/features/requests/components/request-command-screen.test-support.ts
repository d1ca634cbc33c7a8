import type { RequestDetail } from '@preauth/shared';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '../../../testing/test-utils';
import { getRequestDetailQueryOptions } from '../../../lib/request-detail';

/** The command's confirmation dialog, once it shows. */
export const dialog = () => screen.findByRole('alertdialog');

/** The command form's Submit button. */
export const submit = () => screen.getByRole('button', { name: 'Submit' });

/** Whether the request's cached detail was marked stale (to be read again when next shown). */
export function cachedDetailIsStale(queryClient: QueryClient, detail: RequestDetail): boolean {
  const { queryKey } = getRequestDetailQueryOptions({
    insurerCode: detail.insurerCode,
    paId: detail.paId,
  });
  return queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
}
