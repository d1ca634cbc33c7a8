import {
  pathOf,
  contracts,
  type CaseAuditPage,
  type CaseAuditParams,
  type CaseView,
} from '@preauth/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import {
  decisionLines,
  type DecisionLine,
  type DecisionRecord,
} from '../lifecycle/decision-records.repository';

/** The request's files (EP letter, referral letters), oldest first, with their download path. */
export async function caseUploads(db: Executor, paId: string): Promise<CaseView['uploads']> {
  const u = t.uploads;
  const rows = await db
    .select({
      uploadId: u.id,
      purpose: u.purpose,
      fileName: u.fileName,
      contentType: u.contentType,
      sizeBytes: u.sizeBytes,
      uploadedAt: u.createdAt,
    })
    .from(u)
    .where(eq(u.paId, paId))
    .orderBy(asc(u.createdAt), asc(u.id));
  return rows.map((row) => ({
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadPath: pathOf(contracts.downloadUpload.path, { uploadId: row.uploadId }),
  }));
}

/**
 * A page of the request's audit log, newest first (the id breaking ties), with the acting user's
 * name where a user acted, and how many entries the request has.
 */
export async function caseAuditPage(
  db: Executor,
  paId: string,
  { offset, limit }: CaseAuditParams,
): Promise<CaseAuditPage> {
  const l = t.auditLog;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: l.id,
        occurredAt: l.occurredAt,
        action: l.action,
        actorType: l.actorType,
        actorId: l.actorId,
        actorName: t.users.name,
        details: l.details,
      })
      .from(l)
      .leftJoin(t.users, sql`${t.users.id}::text = ${l.actorId}`)
      .where(eq(l.paId, paId))
      .orderBy(desc(l.occurredAt), desc(l.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(l).where(eq(l.paId, paId)),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      occurredAt: row.occurredAt.toISOString(),
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

/** The straight-through evaluation of the request's latest evaluated submission, or null. */
export async function caseStraightThrough(
  db: Executor,
  paId: string,
): Promise<CaseView['straightThrough']> {
  const e = t.decisionRuleEvaluations;
  const [row] = await db
    .select({ evaluation: e, ruleVersion: t.decisionRuleVersions.version })
    .from(e)
    .innerJoin(t.decisionRuleVersions, eq(t.decisionRuleVersions.id, e.ruleVersionId))
    .where(eq(e.paId, paId))
    .orderBy(desc(e.evaluatedAt), desc(e.id))
    .limit(1);
  if (!row) return null;
  const { evaluation } = row;
  return {
    ruleVersion: row.ruleVersion,
    evaluatedAt: evaluation.evaluatedAt.toISOString(),
    outcome: evaluation.passed ? 'pass' : 'fail',
    failed: evaluation.failedRules,
    approvedAutomatically: evaluation.decisionId !== null,
    reversedAt: evaluation.reversedAt?.toISOString() ?? null,
  };
}

/** A policyholder's amend: when, from which status, and the reason its event kept. */
export interface PolicyholderAmend {
  at: Date;
  fromStatus: string | null;
  reason: string | null;
}

/** The request's amends by its policyholder, oldest first (its 'amend' events). */
export async function policyholderAmends(db: Executor, paId: string): Promise<PolicyholderAmend[]> {
  const e = t.requestEvents;
  const rows = await db
    .select({ at: e.occurredAt, fromStatus: e.fromStatus, facts: e.facts })
    .from(e)
    .where(and(eq(e.paId, paId), eq(e.event, 'amend')))
    .orderBy(asc(e.id));
  return rows.map(({ at, fromStatus, facts }) => ({
    at,
    fromStatus,
    reason: typeof facts?.reason === 'string' ? facts.reason : null,
  }));
}

/** A decision with who made it and any reversal (`caseDecisions`). */
export interface DecisionMade {
  record: DecisionRecord;
  /** The adjudicator's name; null for an automatic approval. */
  adjudicatorName: string | null;
  /** The rule set's version an automatic approval was made by; null for an adjudicator's. */
  ruleVersion: number | null;
  reversal: { at: Date; by: string; reason: string } | null;
}

/** The request's decisions, oldest first, and the latest one's lines. */
export interface CaseDecisions {
  made: DecisionMade[];
  latestLines: DecisionLine[];
}

const reverser = alias(t.users, 'reverser');

/**
 * Every decision of the request, oldest first, with who made it, and the lines of the latest.
 * Unlike the aggregate's (`latestDecision`), a reversed automatic approval counts here: the case
 * shows it and its reversal, which is why the request waits again.
 */
export async function caseDecisions(db: Executor, paId: string): Promise<CaseDecisions> {
  const d = t.paDecisions;
  const e = t.decisionRuleEvaluations;
  const rows = await db
    .select({
      record: d,
      adjudicatorName: t.users.name,
      ruleVersion: t.decisionRuleVersions.version,
      reversedAt: e.reversedAt,
      reversedBy: reverser.name,
      reversalReason: e.reversalReason,
    })
    .from(d)
    .leftJoin(t.users, eq(t.users.id, d.adjudicatorId))
    .leftJoin(e, eq(e.decisionId, d.id))
    .leftJoin(t.decisionRuleVersions, eq(t.decisionRuleVersions.id, e.ruleVersionId))
    .leftJoin(reverser, eq(reverser.id, e.reversedBy))
    .where(eq(d.paId, paId))
    .orderBy(asc(d.decidedAt), asc(d.id));
  const made = rows.map(
    ({ record, adjudicatorName, ruleVersion, reversedAt, reversedBy, reversalReason }) => ({
      record,
      adjudicatorName,
      ruleVersion,
      reversal:
        reversedAt && reversedBy && reversalReason !== null
          ? { at: reversedAt, by: reversedBy, reason: reversalReason }
          : null,
    }),
  );
  const latest = made.at(-1);
  return { made, latestLines: latest ? await decisionLines(db, latest.record.id) : [] };
}
