// Test data of the insurer's side (issue 14): coded reasons, case holds and audit entries.
import { certificateValidUntil, DEFAULT_INSURER_POLICY } from '@preauth/shared';
import type { Database } from '../src/core/db/database';
import * as t from '../src/core/db/schema';
import { first, unique } from './factories';

/** A coded reason of the insurer (a reduction reason unless told), active unless told. */
export function createDecisionReason(
  db: Database,
  insurerId: string,
  overrides: Partial<typeof t.decisionReasons.$inferInsert> = {},
) {
  return first(
    db
      .insert(t.decisionReasons)
      .values({
        insurerId,
        kind: 'reduction',
        code: `RED-${unique()}`.slice(0, 20),
        label: 'Above the agreed price for the procedure',
        ...overrides,
      })
      .returning(),
  );
}

/**
 * A decision row as the decisions flow writes it; an approval valid for the default policy's days
 * from its decision unless told (`validUntil`).
 */
export function createDecision(
  db: Database,
  values: Pick<typeof t.paDecisions.$inferInsert, 'paId' | 'outcome' | 'decidedAt'> &
    Partial<typeof t.paDecisions.$inferInsert>,
) {
  const validity = DEFAULT_INSURER_POLICY.certificateValidityDays;
  return first(
    db
      .insert(t.paDecisions)
      .values({
        validUntil:
          values.outcome === 'approve' ? certificateValidUntil(values.decidedAt, validity) : null,
        ...values,
      })
      .returning(),
  );
}

/** A hold of an adjudicator on a case, live for 30 minutes from `takenAt` unless told. */
export function createCaseAssignment(
  db: Database,
  values: { paId: string; adjudicatorId: string; takenAt: Date } & Partial<
    typeof t.caseAssignments.$inferInsert
  >,
) {
  return first(
    db
      .insert(t.caseAssignments)
      .values({ expiresAt: new Date(values.takenAt.getTime() + 30 * 60_000), ...values })
      .returning(),
  );
}

/**
 * `count` audit entries of a request, one a minute from `from` (oldest first), each with its
 * number in `details.n` (1 to count) unless the overrides say otherwise.
 */
export function createAuditEntries(
  db: Database,
  values: { paId: string; insurerId: string; count: number; from: Date } & Partial<
    typeof t.auditLog.$inferInsert
  >,
) {
  const { count, from, ...overrides } = values;
  return db
    .insert(t.auditLog)
    .values(
      Array.from({ length: count }, (_, i) => ({
        actorType: 'policy-holder',
        action: 'request.resend',
        occurredAt: new Date(from.getTime() + i * 60_000),
        details: { n: i + 1 },
        ...overrides,
      })),
    )
    .returning();
}
