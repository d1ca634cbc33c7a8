import {
  type AmendRequestBody,
  amendRequestBodySchema,
  type CancelRequestBody,
  cancelRequestBodySchema,
  type RequestCommandResponse,
  requestCommandResponseSchema,
  type ResendRequestBody,
  resendRequestBodySchema,
} from '@preauth/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The three policyholder commands that take one field (000 §2.7), each with its body's schema. */
export const commandBodySchemas = {
  resend: resendRequestBodySchema,
  cancel: cancelRequestBodySchema,
  amend: amendRequestBodySchema,
} as const;

export type RequestCommand = keyof typeof commandBodySchemas;

export const isRequestCommand = (action: string): action is RequestCommand =>
  Object.hasOwn(commandBodySchemas, action);

export type CommandBody = ResendRequestBody | CancelRequestBody | AmendRequestBody;

export type CommandVariables = {
  paId: string;
  body: CommandBody;
  /** One per form visit: a double click or a retry carries out the command once. */
  idempotencyKey: string;
};

/** `PUT /api/requests/{paId}/resend|cancel|amend`. */
export function putRequestCommand(
  command: RequestCommand,
  { paId, body, idempotencyKey }: CommandVariables,
): Promise<RequestCommandResponse> {
  return api.put(`/requests/${encodeURIComponent(paId)}/${command}`, requestCommandResponseSchema, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

type UseRequestCommandOptions = Omit<
  UseMutationOptions<RequestCommandResponse, Error, CommandVariables>,
  'mutationFn'
>;

/**
 * Sends the command; once it has succeeded every cached query is marked stale (000 §4: a write
 * "invalidates cached data"). They are refetched when next shown rather than now, so the screen
 * being left does not flash the request's new status before the acknowledgement.
 */
export function useRequestCommand(
  command: RequestCommand,
  { onSuccess, ...options }: UseRequestCommandOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables: CommandVariables) => putRequestCommand(command, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      return onSuccess?.(...args);
    },
  });
}
