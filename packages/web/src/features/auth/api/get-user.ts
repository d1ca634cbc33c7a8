import { type UserInfo, userInfoSchema } from '@preauth/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfo> {
  return api.get('/users/me', userInfoSchema, { signal });
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => getUser({ signal }),
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}
