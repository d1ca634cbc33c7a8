import type { DecisionRule, DecisionRuleVersion, FailedRule, StatusCode } from '@preauth/shared';
import { and, asc, desc, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import type { RequestRow } from '../lifecycle/request.repository';
import type { FeeAuthor } from '../aggregate/submission';
import type { PolicyStanding, RuleSubmission } from './rule-subject.mapper';

const v = t.decisionRuleVersions;
const e = t.decisionRuleEvaluations;
const r = t.paRequests;

export type RuleVersionRow = typeof v.$inferSelect;

/** A version as the API gives it, with who proposed and who approved it. */
export const versionView = (
  row: RuleVersionRow,
  names: { proposedBy: string | null; approvedBy: string | null },
): DecisionRuleVersion => ({
  version: row.version,
  straightThrough: row.straightThrough,
  rules: row.rules,
  publishedAt: row.publishedAt.toISOString(),
  ...names,
});

const proposer = alias(t.users, 'proposer');

/** Every version of the insurer's rule set, newest first, with who proposed and approved it. */
export function ruleVersionsOf(db: Executor, insurerId: string) {
  return db
    .select({ row: v, approvedBy: t.users.name, proposedBy: proposer.name })
    .from(v)
    .leftJoin(t.users, eq(t.users.id, v.publishedBy))
    .leftJoin(proposer, eq(proposer.id, v.proposedBy))
    .where(eq(v.insurerId, insurerId))
    .orderBy(desc(v.version));
}

/** The insurer's current version (its latest), or null before it published one. */
export async function currentRuleVersion(
  db: Executor,
  insurerId: string,
): Promise<RuleVersionRow | null> {
  const [row] = await db
    .select()
    .from(v)
    .where(eq(v.insurerId, insurerId))
    .orderBy(desc(v.version))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the insurer's version `version.version`, or nothing (null) when that number was taken
 * meanwhile: two approving at once meet on the unique (insurer, version),
 * and the second waits for the first, then writes nothing rather than fail its transaction.
 */
export async function insertRuleVersion(
  tx: Executor,
  version: {
    insurerId: string;
    version: number;
    straightThrough: boolean;
    rules: DecisionRule[];
    publishedAt: Date;
    publishedBy: string | null;
    proposedBy: string | null;
  },
): Promise<RuleVersionRow | null> {
  const [row] = await tx
    .insert(v)
    .values(version)
    .onConflictDoNothing({ target: [v.insurerId, v.version] })
    .returning();
  return row ?? null;
}

/** The latest submission of each request (`pa_details`, by submission time then id). */
const latestDetail = sql`(
  select ${t.paDetails.id} from ${t.paDetails} where ${t.paDetails.paId} = ${r.id}
  order by ${t.paDetails.submittedAt} desc, ${t.paDetails.id} desc limit 1
)`;

/**
 * The request, when it is in Processing with a latest submission no evaluation has seen, and it
 * reached Processing since its insurer's first rule version (a request already waiting when the
 * insurer started is left to its adjudicators); null otherwise.
 */
export async function findUnevaluated(db: Executor, paId: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.id, paId),
        eq(r.statusCode, 'PRO'),
        gte(
          r.statusChangedAt,
          sql`(select min(${v.publishedAt}) from ${v} where ${v.insurerId} = ${r.insurerId})`,
        ),
        sql`${latestDetail} is not null`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(e)
            .where(sql`${e.detailId} = ${latestDetail}`),
        ),
      ),
    );
  return row ?? null;
}

/**
 * The request's policy on the insurer's books for its patient; its rider on that policy. Spelt
 * out in SQL with the table's name: a one-table select leaves its columns unqualified, so the
 * subqueries would read their own.
 */
const standingOf = {
  policyInForce: sql<boolean>`exists (select 1 from policies p where p.id = pa_requests.policy_id
    and p.patient_id = pa_requests.patient_id
    and p.insurer_id = pa_requests.insurer_id)`.mapWith(Boolean),
  riderInForce: sql<boolean>`(pa_requests.rider_id is not null and exists (select 1 from riders x
    where x.id = pa_requests.rider_id and x.policy_id = pa_requests.policy_id))`.mapWith(Boolean),
};

/**
 * What the rules read of each request, by request id, for the preview over many: its latest
 * submission's hospital, diagnoses and fees (`ruleSubjectOf` maps them), and whether its policy
 * and rider are on the insurer's books for the patient. Four queries whatever the number of
 * requests; one request's straight-through evaluation reads the request aggregate instead.
 */
export async function loadRuleSubmissions(
  db: Executor,
  paIds: readonly string[],
): Promise<Map<string, { submission: RuleSubmission; standing: PolicyStanding }>> {
  const subjects = new Map<string, { submission: RuleSubmission; standing: PolicyStanding }>();
  if (paIds.length === 0) return subjects;
  const d = t.paDetails;
  const details = await db
    .select({
      paId: r.id,
      detailId: d.id,
      hospitalCode: d.hospitalCode,
      doctorAttendancefee: d.attendanceFee,
      totalHospitalcharges: d.hospitalCharges,
      updatedDoctorAttendancefee: d.updatedAttendanceFee,
      updatedTotalHospitalcharges: d.updatedHospitalCharges,
      updatedByRole: d.updatedByRole,
      updatedAt: d.updatedAt,
      ...standingOf,
    })
    .from(r)
    .innerJoin(d, sql`${d.id} = ${latestDetail}`)
    .where(inArray(r.id, [...paIds]));
  const detailIds = details.map((row) => row.detailId);
  if (detailIds.length === 0) return subjects;
  const s = t.paSurgeryRows;
  const f = t.paOtherFees;
  // One after another: `db` may be a transaction's one connection (Executor).
  const lines = await db
    .select()
    .from(s)
    .where(inArray(s.detailId, detailIds))
    .orderBy(asc(s.position));
  const otherFees = await db
    .select()
    .from(f)
    .where(inArray(f.detailId, detailIds))
    .orderBy(asc(f.position));
  const diagnoses = await db
    .select({ detailId: t.paDiagnoses.detailId, icdCode: t.paDiagnoses.icdCode })
    .from(t.paDiagnoses)
    .where(inArray(t.paDiagnoses.detailId, detailIds))
    .orderBy(asc(t.paDiagnoses.position));
  for (const row of details) {
    const of = <T extends { detailId: string }>(rows: T[]) =>
      rows.filter((x) => x.detailId === row.detailId);
    subjects.set(row.paId, {
      standing: { policyInForce: row.policyInForce, riderInForce: row.riderInForce },
      submission: {
        hospital: { code: row.hospitalCode },
        diagnoses: of(diagnoses),
        surgeries: of(lines).map((line) => ({
          tospCode: line.tospCode,
          surgeonFee: { submitted: line.surgeonFee, updated: line.updatedSurgeonFee },
          anaesthetistFee: {
            submitted: line.anaesthetistFee,
            updated: line.updatedAnaesthetistFee,
          },
          agreedSurgeonFee: line.agreedSurgeonFee,
          agreedAnaesthetistFee: line.agreedAnaesthetistFee,
        })),
        otherFees: of(otherFees).map((fee) => ({
          code: fee.feeCode,
          amount: { submitted: fee.amount, updated: fee.updatedAmount },
          enteredBy: fee.enteredBy as FeeAuthor,
        })),
        attendanceFee: {
          submitted: row.doctorAttendancefee,
          updated: row.updatedDoctorAttendancefee,
        },
        hospitalCharges: {
          submitted: row.totalHospitalcharges,
          updated: row.updatedTotalHospitalcharges,
        },
        feesRevisedBy: row.updatedByRole ? { role: row.updatedByRole, at: row.updatedAt } : null,
      },
    });
  }
  return subjects;
}

/** Whether the request's policy and rider are on the insurer's books for its patient. */
export async function policyStanding(db: Executor, paId: string): Promise<PolicyStanding> {
  const [row] = await db.select(standingOf).from(r).where(eq(r.id, paId));
  return row!;
}

/** Records an evaluation; false when the submission was evaluated already (another process). */
export async function insertEvaluation(
  tx: Executor,
  evaluation: {
    paId: string;
    detailId: string;
    ruleVersionId: string;
    evaluatedAt: Date;
    passed: boolean;
    failedRules: FailedRule[];
    decisionId?: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(e)
    .values(evaluation)
    .onConflictDoNothing({ target: e.detailId })
    .returning({ id: e.id });
  return rows.length > 0;
}

/** The evaluation that made this decision, while not reversed. */
export async function unreversedAutomatic(tx: Executor, decisionId: string) {
  const [row] = await tx
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.decisionId, decisionId), isNull(e.reversedAt)))
    .limit(1);
  return row ?? null;
}

/** Marks the automatic approval reversed; false when it already was. */
export async function markReversed(
  tx: Executor,
  evaluationId: string,
  reversal: { reversedAt: Date; reversedBy: string; reversalReason: string },
): Promise<boolean> {
  const rows = await tx
    .update(e)
    .set(reversal)
    .where(and(eq(e.id, evaluationId), isNull(e.reversedAt)))
    .returning({ id: e.id });
  return rows.length > 0;
}

/**
 * The insurer's past requests that reached Processing, newest arrival first (the latest arrival
 * in the status history; a request in Processing without one, as the demo's, by its status time):
 * the latest `last`, or those that arrived from `from` until before `to`, at most `limit`.
 */
export async function pastProcessingRequests(
  db: Executor,
  insurerId: string,
  scope: { from: Date | null; to: Date | null; limit: number },
) {
  const rows = await queryRows<{
    paId: string;
    erefNo: string;
    statusCode: StatusCode;
    reachedAt: Date | string;
  }>(
    db,
    sql`select * from (
      select r.id as "paId", r.eref_no as "erefNo", r.status_code as "statusCode",
        coalesce(
          (select max(h.created_at) from pa_status_history h
            where h.pa_id = r.id and h.status_code = 'PRO'),
          case when r.status_code = 'PRO' then r.status_changed_at end
        ) as "reachedAt"
      from pa_requests r where r.insurer_id = ${insurerId}
    ) past
    where "reachedAt" is not null
      ${scope.from ? sql`and "reachedAt" >= ${scope.from.toISOString()}` : sql``}
      ${scope.to ? sql`and "reachedAt" < ${scope.to.toISOString()}` : sql``}
    order by "reachedAt" desc, "erefNo" desc
    limit ${scope.limit}`,
  );
  return rows.map((row) => ({ ...row, reachedAt: new Date(row.reachedAt) }));
}
