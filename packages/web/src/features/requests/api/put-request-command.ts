import {
  type AmendRequestBody,
  type CancelRequestBody,
  type RequestCommandResponse,
  type ResendLinkBody,
  type ResendRequestBody,
  contracts,
} from '@preauth/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The policyholder commands that take one field (000 §2.7), and the new links (the office's, the
 * policyholder's authorisation) that take none, by the screen's action name.
 */
const commandContracts = {
  resend: contracts.resendRequest,
  'resend-office': contracts.resendOfficeLink,
  'resend-authorisation': contracts.resendAuthorisationLink,
  cancel: contracts.cancelRequest,
  amend: contracts.amendRequest,
} as const;

export type RequestCommand = keyof typeof commandContracts;

/** Each command's body schema, which its form validates with. */
export const commandBodySchemas = {
  resend: commandContracts.resend.schema.body,
  'resend-office': commandContracts['resend-office'].schema.body,
  'resend-authorisation': commandContracts['resend-authorisation'].schema.body,
  cancel: commandContracts.cancel.schema.body,
  amend: commandContracts.amend.schema.body,
} as const;

export const isRequestCommand = (action: string): action is RequestCommand =>
  Object.hasOwn(commandBodySchemas, action);

export type CommandBody = ResendRequestBody | ResendLinkBody | CancelRequestBody | AmendRequestBody;

export type CommandVariables = {
  paId: string;
  body: CommandBody;
  /** One per form visit: a double click or a retry carries out the command once. */
  idempotencyKey: string;
};

/** `PUT /api/requests/{paId}/resend|resend-office|resend-authorisation|cancel|amend`; the body is the command's own. */
export function putRequestCommand(
  command: RequestCommand,
  { paId, body, idempotencyKey }: CommandVariables,
): Promise<RequestCommandResponse> {
  return callApi(commandContracts[command], {
    params: { paId },
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
 * being left does not flash the request's new status before the acknowledgement. A 409 because
 * the request changed meanwhile is explained by the command's screen, not by a notification.
 */
export function useRequestCommand(
  command: RequestCommand,
  { onSuccess, ...options }: UseRequestCommandOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    meta: { explainsConflicts: true },
    mutationFn: (variables: CommandVariables) => putRequestCommand(command, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      return onSuccess?.(...args);
    },
  });
}
