import type { Actor } from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { NotFoundError } from '../../../core/http/errors';
import { insurerCodeOf, type Principal } from '../../../core/http/principal';
import {
  findRequestInScope,
  requestExists,
  type RequestRow,
} from '../lifecycle/request.repository';
import { scopeOf } from './request-scope';

/**
 * The one request policy: which requests a principal may read, act on or download from, and as
 * which lifecycle actor it acts. Acting is then the lifecycle table's to allow (transition engine).
 */

/**
 * The lifecycle actor a principal acts as. The remote authoriser is the policyholder reached by a
 * link, acting as the policyholder for that one request.
 */
export function actorOf(principal: Principal): Actor {
  if (principal.kind === 'user') return principal.user.userType;
  return principal.link.role === 'remote-authoriser' ? 'policy-holder' : principal.link.role;
}

/**
 * The request, when the principal may read it (and it is under `insurerCode`, when the path names
 * one). Otherwise 404, as if it did not exist; an attempt on a request that does exist is written
 * to the audit log. Reading a request is also what lets a principal download its files.
 */
export async function findRequestFor(
  deps: AppDeps,
  principal: Principal,
  paId: string,
  caller: CallerContext,
  insurerCode: string = insurerCodeOf(principal),
): Promise<RequestRow> {
  const { db, clock } = deps;
  const ownInsurer = insurerCode === insurerCodeOf(principal);
  const row = ownInsurer ? await findRequestInScope(db, paId, scopeOf(principal)) : null;
  if (row) return row;
  if (await requestExists(db, paId)) {
    await writeAudit(db, {
      ...principalActor(principal, caller),
      action: 'request.access-denied',
      paId,
      occurredAt: clock.now(),
    });
  }
  throw new NotFoundError();
}

/** Whether the principal may read the request; a refusal is audited like any other. */
export async function mayRead(
  deps: AppDeps,
  principal: Principal,
  paId: string,
  caller: CallerContext,
): Promise<boolean> {
  try {
    await findRequestFor(deps, principal, paId, caller);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
