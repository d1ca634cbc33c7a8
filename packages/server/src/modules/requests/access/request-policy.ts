import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { NotFoundError } from '../../../core/http/errors';
import type { RequestScope } from './request-scope';
import {
  findRequestInScope,
  requestExists,
  type RequestRow,
} from '../lifecycle/request.repository';

/**
 * The request, when the caller's scope holds it (and it is under `insurerCode`, when the path
 * names one). Otherwise 404, as if it did not exist; an attempt on a request that does exist is
 * written to the audit log.
 */
export async function findRequestForCaller(
  deps: AppDeps,
  user: AuthenticatedUser,
  scope: RequestScope,
  paId: string,
  caller: CallerContext,
  insurerCode: string = user.insurerCode,
): Promise<RequestRow> {
  const { db, clock } = deps;
  const row = insurerCode === user.insurerCode ? await findRequestInScope(db, paId, scope) : null;
  if (row) return row;
  if (await requestExists(db, paId)) {
    await writeAudit(db, {
      ...userActor(user, caller),
      action: 'request.access-denied',
      paId,
      occurredAt: clock.now(),
    });
  }
  throw new NotFoundError();
}
