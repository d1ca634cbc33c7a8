import type { InsurerPolicy } from '@preauth/shared';
import { userActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../../core/http/context';
import { insurerPolicy, saveInsurerPolicy } from '../lifecycle/insurer-policy.repository';
import type { InsurerPolicies } from './insurer-policies';

/** The caller's insurer's policy, as stored (not this process's cached copy). */
export async function readInsurerPolicy(
  deps: AppDeps,
  user: AuthenticatedUser,
): Promise<InsurerPolicy> {
  return insurerPolicy(deps.db, user.insurerId);
}

/** The settings whose value a change moves, each as { before, after }. */
function changedSettings(before: InsurerPolicy, after: InsurerPolicy) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after) as (keyof InsurerPolicy)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { before: before[key], after: after[key] };
    }
  }
  return changes;
}

/**
 * Replaces the caller's insurer's policy (the body already within the schema's bounds), audited
 * with each changed setting's old and new value in the same transaction; a change of nothing
 * writes nothing. The process's copy is forgotten once the change is committed.
 */
export async function changeInsurerPolicy(
  deps: AppDeps,
  policies: InsurerPolicies,
  user: AuthenticatedUser,
  next: InsurerPolicy,
  caller: CallerContext,
): Promise<InsurerPolicy> {
  await deps.db.transaction(async (tx) => {
    const before = await insurerPolicy(tx, user.insurerId);
    const changes = changedSettings(before, next);
    if (Object.keys(changes).length === 0) return;
    const now = deps.clock.now();
    await saveInsurerPolicy(tx, user.insurerId, next, now);
    await writeAudit(tx, {
      ...userActor(user, caller),
      action: 'insurer.policy-changed',
      details: { changes },
      occurredAt: now,
    });
  });
  policies.forget(user.insurerId);
  return next;
}
