import { type LoginBody, type LoginResponse, contracts, loginBodySchema } from '@preauth/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { clearErrorNotices } from '../../../lib/notify';
import { startSession } from '../stores/session-store';

export { loginBodySchema, type LoginBody };

/** The normalised body (trimmed, lower-cased username) the form resolver produces. */
export type LoginInput = z.output<typeof loginBodySchema>;

export function login(body: LoginInput): Promise<LoginResponse> {
  return callApi(contracts.login, { body });
}

type UseLoginOptions = Omit<UseMutationOptions<LoginResponse, Error, LoginInput>, 'mutationFn'>;

/**
 * Logs in and keeps the session. The cache is emptied first so nothing fetched for an earlier
 * user (in this tab) is shown to the new one, and an earlier failed try's toast goes with it.
 */
export function useLogin({ onSuccess, ...options }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: login,
    onSuccess: (...args) => {
      queryClient.removeQueries();
      clearErrorNotices();
      startSession(args[0]);
      return onSuccess?.(...args);
    },
  });
}
