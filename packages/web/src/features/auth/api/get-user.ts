import { type UserInfo, contracts } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfo> {
  return callApi(contracts.getCurrentUser, { signal });
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => getUser({ signal }),
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}
