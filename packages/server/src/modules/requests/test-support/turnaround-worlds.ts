// The turnaround's test fixtures: decided, undecided and expired requests of an adjudicator world,
// each with the status history the turnaround reads, and automatic approvals (reversed or not).
import type { DecisionOutcome, StatusCode } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createRequestDetails, type RequestOverrides } from '../../../../test/factories';
import { createDecision } from '../../../../test/adjudication-factories';
import * as t from '../../../core/db/schema';
import { call, db, sgt, type AdjudicatorWorld } from './adjudication-worlds';

const STATUS_AFTER: Record<DecisionOutcome, StatusCode> = {
  approve: 'APP',
  reject: 'REJ',
  'request-amendment': 'AME-REQ',
};

type HistoryEntry = typeof t.paStatusHistory.$inferInsert;

/** The policyholder's submission that starts every fixture's history. */
const SUBMITTED = sgt('2026-10-01T09:00');

/**
 * A request of the world's insurer (with `overrides`) with this history after its submission, in
 * its last status.
 */
export async function withHistory(
  world: AdjudicatorWorld,
  entries: Omit<HistoryEntry, 'paId'>[],
  overrides: RequestOverrides = {},
) {
  const last = entries.at(-1)!;
  const request = await world.request({
    ...overrides,
    statusCode: last.statusCode,
    statusChangedAt: last.createdAt!,
  });
  await db
    .insert(t.paStatusHistory)
    .values(
      [
        { statusCode: 'SUB' as const, actorType: 'policy-holder' as const, createdAt: SUBMITTED },
        ...entries,
      ].map((entry) => ({ ...entry, paId: request.id })),
    );
  return request;
}

const arrivals = (received: Date | Date[]) =>
  (Array.isArray(received) ? received : [received]).map((at) => ({
    statusCode: 'PRO' as const,
    actorType: 'system' as const,
    createdAt: at,
  }));

/** What marks a fixture's request urgent, raised so by its policyholder before it was submitted. */
export const URGENT: RequestOverrides = {
  urgent: true,
  urgentReason: 'Admission for suspected appendicitis tomorrow',
  urgentMarkedBy: 'policy-holder',
  urgentMarkedAt: SUBMITTED,
};

/**
 * A request of the world's insurer (with `overrides`) decided at `decidedAt` by `adjudicatorId`
 * (the world's first adjudicator unless told), with its status history: entries into Processing
 * at `received` (the last one is all information received), then the decision.
 */
export async function decided(
  world: AdjudicatorWorld,
  outcome: DecisionOutcome,
  received: Date | Date[],
  decidedAt: Date,
  adjudicatorId: string = world.adjudicator.user.id,
  overrides: RequestOverrides = {},
) {
  const request = await withHistory(
    world,
    [
      ...arrivals(received),
      { statusCode: STATUS_AFTER[outcome], actorType: 'insurer-adjudicator', createdAt: decidedAt },
    ],
    overrides,
  );
  await createDecision(db, { paId: request.id, outcome, adjudicatorId, decidedAt });
  return request;
}

/** A request of the world's insurer (with `overrides`) waiting in Processing since `received`. */
export const waiting = (
  world: AdjudicatorWorld,
  received: Date,
  overrides: RequestOverrides = {},
) => withHistory(world, arrivals(received), overrides);

/** A request of the world's insurer that expired at `at`. */
export const expired = (
  world: AdjudicatorWorld,
  kind: 'DOC-EXP' | 'BO-EXP' | 'REM-EXP',
  at: Date,
) => withHistory(world, [{ statusCode: kind, actorType: 'system', createdAt: at }]);

/** The insurer's rule version for its automatic approvals: its first, published when needed. */
async function ruleVersionOf(insurerId: string) {
  const where = and(
    eq(t.decisionRuleVersions.insurerId, insurerId),
    eq(t.decisionRuleVersions.version, 1),
  );
  await db
    .insert(t.decisionRuleVersions)
    .values({ insurerId, version: 1, straightThrough: true, rules: [], publishedAt: SUBMITTED })
    .onConflictDoNothing();
  const [version] = await db.select().from(t.decisionRuleVersions).where(where);
  return version!;
}

/**
 * A request of the world's insurer approved automatically at `approvedAt` after reaching
 * Processing at `received`; with `reversal`, reversed by the world's first adjudicator at
 * `reversal.at` (back in Processing), then decided by them at `reversal.decided` when given.
 */
export async function approvedAutomatically(
  world: AdjudicatorWorld,
  received: Date,
  approvedAt: Date,
  reversal?: { at: Date; decided?: { outcome: DecisionOutcome; at: Date } },
) {
  const adjudicatorId = world.adjudicator.user.id;
  const later = reversal?.decided;
  const request = await withHistory(world, [
    ...arrivals(received),
    { statusCode: 'APP', actorType: 'system', createdAt: approvedAt },
    ...(reversal
      ? [
          {
            statusCode: 'PRO' as const,
            actorType: 'insurer-adjudicator' as const,
            createdAt: reversal.at,
          },
        ]
      : []),
    ...(later
      ? [
          {
            statusCode: STATUS_AFTER[later.outcome],
            actorType: 'insurer-adjudicator' as const,
            createdAt: later.at,
          },
        ]
      : []),
  ]);
  const detail = await createRequestDetails(db, request.id);
  const approval = await createDecision(db, {
    paId: request.id,
    outcome: 'approve',
    adjudicatorId: null,
    detailId: detail.id,
    decidedAt: approvedAt,
  });
  await db.insert(t.decisionRuleEvaluations).values({
    paId: request.id,
    detailId: detail.id,
    ruleVersionId: (await ruleVersionOf(world.insurer.id)).id,
    evaluatedAt: approvedAt,
    passed: true,
    failedRules: [],
    decisionId: approval.id,
    ...(reversal && {
      reversedAt: reversal.at,
      reversedBy: adjudicatorId,
      reversalReason: 'A review.',
    }),
  });
  if (later) {
    await createDecision(db, {
      paId: request.id,
      outcome: later.outcome,
      adjudicatorId,
      detailId: detail.id,
      decidedAt: later.at,
    });
  }
  return request;
}

/** The world's turnaround for `query` (from=…&to=…), as its first adjudicator reads it. */
export async function turnaroundOf(world: AdjudicatorWorld, query: string) {
  const response = await call(world.adjudicator, 'GET', `/api/adjudication/turnaround?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
