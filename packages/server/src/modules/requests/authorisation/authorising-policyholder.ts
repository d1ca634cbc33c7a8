import { findTransition, type SubmitAuthMethod } from '@preauth/shared';
import { createHash } from 'node:crypto';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ForbiddenError, ValidationError } from '../../../core/http/errors';
import type { Principal } from '../../../core/http/principal';
import type { PinAuthMethod } from '@preauth/shared';
import type { PinSubject } from '../access/one-time-pins';
import { requireMethodFor } from '../access/authorisation-proofs';
import { actorOf, findRequestFor } from '../access/request-policy';
import { TransitionRefusedError } from '../lifecycle/lifecycle.errors';
import type { RequestRow } from '../lifecycle/request.repository';

/**
 * The request a policyholder is asked to authorise by `method`, as a PIN or REM call reads it:
 * 404 outside the caller's scope, 403 for anyone but the policyholder (a logged-in one, or the
 * remote authoriser acting as it) or for a method the request does not take, 409
 * NOT_ALLOWED_IN_STATUS unless the lifecycle table lets it be authorised now.
 */
export async function requestToAuthorise(
  deps: AppDeps,
  principal: Principal,
  paId: string,
  caller: CallerContext,
  method: SubmitAuthMethod,
): Promise<RequestRow> {
  const row = await findRequestFor(deps, principal, paId, caller);
  if (actorOf(principal) !== 'policy-holder') throw new ForbiddenError();
  requireAuthorisable(row);
  requireMethodFor(row, method);
  return row;
}

/** 409 unless the request waits for the policyholder's authorisation (PEN). */
export function requireAuthorisable(row: RequestRow): void {
  if (!findTransition(row.statusCode, 'authorise-accept', 'policy-holder')) {
    throw new TransitionRefusedError('authorise-accept', row.statusCode);
  }
}

/**
 * The id the caller knows itself by in `users/{id}/send`: a logged-in policyholder's user id; the
 * remote authoriser's is its request's policyholder record (the userInfo its session answered).
 */
export const callerUserIdOf = (principal: Principal, row: RequestRow) =>
  principal.kind === 'user' ? principal.user.userId : row.policyholderId;

/** Path and body name the same request, or the call is malformed (400). */
export function requireSameRequest(pathPaId: string, bodyPaId: string): void {
  if (pathPaId !== bodyPaId) {
    throw new ValidationError('The request in the address and in the body differ.', [
      { path: 'paId', message: 'The request in the address and in the body differ.' },
    ]);
  }
}

/**
 * The PIN subject of one request, person and method: a stable UUID (version 8, RFC 9562) from a
 * digest of the three, so each has its own live PIN and send limits without a table of its own.
 */
export function authorisationPinSubject(
  paId: string,
  policyholderId: string,
  method: PinAuthMethod,
): PinSubject {
  const bytes = createHash('sha256')
    .update(`authorisation:${paId}:${policyholderId}:${method}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  const subjectId = [0, 8, 12, 16, 20].map((at, i, ats) => hex.slice(at, ats[i + 1])).join('-');
  return { purpose: 'authorisation', subjectId };
}
