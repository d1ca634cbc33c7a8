import {
  payableLines,
  type DecisionRule,
  type DecisionRuleVersion,
  type FailedRule,
  type RuleSubject,
  type StatusCode,
  type SubmissionFees,
} from '@preauth/shared';
import { and, asc, desc, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import type { RequestRow } from '../lifecycle/request.repository';
import { OFFICE } from '../submissions/office-fees.repository';

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

/** A request to evaluate: the request as read and its latest submission. */
export interface Candidate {
  read: RequestRow;
  detailId: string;
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
export async function findUnevaluated(db: Executor, paId: string): Promise<Candidate | null> {
  const [row] = await db
    .select({ read: r, detailId: sql<string>`${latestDetail}` })
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
  return row ? { read: row.read, detailId: row.detailId } : null;
}

/**
 * What the rules read of each request (`RuleSubject`), by request id: its latest submission's
 * hospital and diagnoses, its payable lines (`payableLines`: the amounts an approval as requested
 * pays, the business office's where it answered, as `loadClinicalDetails` reads them, beside the
 * doctor's own and the agreed prices recorded at submission), and whether its policy and rider are
 * on the insurer's books for the patient, with the insurer's fee caps. Four queries whatever the
 * number of requests, and one per insurer.
 */
export async function loadRuleSubjects(
  db: Executor,
  paIds: readonly string[],
): Promise<Map<string, RuleSubject>> {
  const subjects = new Map<string, RuleSubject>();
  if (paIds.length === 0) return subjects;
  const d = t.paDetails;
  const details = await db
    .select({
      paId: r.id,
      insurerId: r.insurerId,
      detailId: d.id,
      hospitalCode: d.hospitalCode,
      doctorAttendancefee: d.doctorAttendancefee,
      totalHospitalcharges: d.totalHospitalcharges,
      updatedDoctorAttendancefee: d.updatedDoctorAttendancefee,
      updatedTotalHospitalcharges: d.updatedTotalHospitalcharges,
      updatedByRole: d.updatedByRole,
      policyInForce: sql<boolean>`exists (select 1 from policies p where p.id = ${r.policyId}
        and p.patient_id = ${r.patientId} and p.insurer_id = ${r.insurerId})`.mapWith(Boolean),
      riderInForce: sql<boolean>`(${r.riderId} is not null and exists (select 1 from riders x
        where x.id = ${r.riderId} and x.policy_id = ${r.policyId}))`.mapWith(Boolean),
    })
    .from(r)
    .innerJoin(d, sql`${d.id} = ${latestDetail}`)
    .where(inArray(r.id, [...paIds]));
  const detailIds = details.map((row) => row.detailId);
  if (detailIds.length === 0) return subjects;
  const s = t.paSurgeryRows;
  const f = t.paOtherFees;
  const [lines, otherFees, diagnoses] = await Promise.all([
    db.select().from(s).where(inArray(s.detailId, detailIds)).orderBy(asc(s.position)),
    db.select().from(f).where(inArray(f.detailId, detailIds)).orderBy(asc(f.position)),
    db
      .select({ detailId: t.paDiagnoses.detailId, icdCode: t.paDiagnoses.icdCode })
      .from(t.paDiagnoses)
      .where(inArray(t.paDiagnoses.detailId, detailIds))
      .orderBy(asc(t.paDiagnoses.position)),
  ]);
  const insurerIds = [...new Set(details.map((row) => row.insurerId))];
  const policies = new Map(
    await Promise.all(insurerIds.map(async (id) => [id, await insurerPolicy(db, id)] as const)),
  );
  for (const {
    paId,
    insurerId,
    detailId,
    hospitalCode,
    policyInForce,
    riderInForce,
    ...fees
  } of details) {
    const { feeCaps } = policies.get(insurerId)!;
    const rows = lines.filter((x) => x.detailId === detailId);
    // As `loadClinicalDetails`: the office's list of other fees once it answered, each amount
    // updated where it was; the doctor's as submitted.
    const otherFeesOf = (who: string, amount: (row: (typeof otherFees)[number]) => string) =>
      otherFees
        .filter((x) => x.detailId === detailId && x.enteredBy === who)
        .map((x) => ({ feesCode: x.feesCode, feesAmount: amount(x) }));
    const submission: SubmissionFees = {
      doctor: {
        surgeryDetails: rows,
        otherFees: otherFeesOf('doctor', (x) => x.feesAmount),
        doctorAttendancefee: fees.doctorAttendancefee,
        totalHospitalcharges: fees.totalHospitalcharges,
      },
      payable: {
        surgeryDetails: rows.map((row) => ({
          tospCode: row.tospCode,
          surgeonfee: row.updatedSurgeonfee ?? row.surgeonfee,
          anaesthetistfee: row.updatedAnaesthetistfee ?? row.anaesthetistfee,
        })),
        otherFees: otherFeesOf(
          fees.updatedByRole === OFFICE ? OFFICE : 'doctor',
          (x) => x.updatedFeesAmount ?? x.feesAmount,
        ),
        doctorAttendancefee: fees.updatedDoctorAttendancefee ?? fees.doctorAttendancefee,
        totalHospitalcharges: fees.updatedTotalHospitalcharges ?? fees.totalHospitalcharges,
      },
      surgeryRows: rows,
    };
    subjects.set(paId, {
      hospitalCode,
      policyInForce,
      riderInForce,
      diagnoses: diagnoses.filter((x) => x.detailId === detailId).map((x) => x.icdCode),
      payable: payableLines(submission, feeCaps),
      feeCaps,
    });
  }
  return subjects;
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
