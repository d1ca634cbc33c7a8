import { type CreateRequestParsed, type CreateRequestResponse, contracts } from '@preauth/shared';
import { useMutation, type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CreateRequestInput = {
  insurerCode: string;
  payload: CreateRequestParsed;
  /** One per form visit: a double click or a retry of the same form creates one request. */
  idempotencyKey: string;
};

export function createRequest({
  insurerCode,
  payload,
  idempotencyKey,
}: CreateRequestInput): Promise<CreateRequestResponse> {
  return callApi(contracts.createRequest, {
    params: { insurerCode },
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

type UseCreateRequestOptions = Omit<
  UseMutationOptions<CreateRequestResponse, Error, CreateRequestInput>,
  'mutationFn'
>;

/** Creates the request; every cached read may have changed, so all of them are invalidated. */
export function useCreateRequest({ onSuccess, ...options }: UseCreateRequestOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createRequest,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
}
