import type { DecisionRule, RuleProposal } from '@preauth/shared';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';

const p = t.decisionRuleProposals;
const proposer = alias(t.users, 'proposer');
const decider = alias(t.users, 'decider');

export type RuleProposalRow = typeof p.$inferSelect;

/** A proposal with its proposer's and decider's names and the version it became. */
export interface NamedProposal {
  row: RuleProposalRow;
  proposedBy: string | null;
  decidedBy: string | null;
  version: number | null;
}

/** A proposal as the API gives it to `userId`. */
export const proposalView = (proposal: NamedProposal, userId: string): RuleProposal => {
  const { row } = proposal;
  return {
    id: row.id,
    basedOnVersion: row.basedOnVersion,
    straightThrough: row.straightThrough,
    rules: row.rules,
    proposedBy: proposal.proposedBy,
    proposedByYou: row.proposedBy === userId,
    proposedAt: row.proposedAt.toISOString(),
    status: row.status,
    decidedBy: proposal.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    version: proposal.version,
  };
};

const named = (db: Executor) =>
  db
    .select({
      row: p,
      proposedBy: proposer.name,
      decidedBy: decider.name,
      version: t.decisionRuleVersions.version,
    })
    .from(p)
    .innerJoin(proposer, eq(proposer.id, p.proposedBy))
    .leftJoin(decider, eq(decider.id, p.decidedBy))
    .leftJoin(t.decisionRuleVersions, eq(t.decisionRuleVersions.id, p.versionId));

/** The insurer's proposal `id`, or null when there is none of that insurer. */
export async function findProposal(
  db: Executor,
  insurerId: string,
  id: string,
): Promise<NamedProposal | null> {
  const [found] = await named(db)
    .where(and(eq(p.insurerId, insurerId), eq(p.id, id)))
    .limit(1);
  return found ?? null;
}

/** The insurer's proposal waiting for approval, if any. */
export async function pendingProposal(
  db: Executor,
  insurerId: string,
): Promise<NamedProposal | null> {
  const [found] = await named(db)
    .where(and(eq(p.insurerId, insurerId), eq(p.status, 'pending')))
    .limit(1);
  return found ?? null;
}

/** The insurer's declined proposals, newest first. */
export function declinedProposals(db: Executor, insurerId: string): Promise<NamedProposal[]> {
  return named(db)
    .where(and(eq(p.insurerId, insurerId), eq(p.status, 'declined')))
    .orderBy(desc(p.proposedAt));
}

/**
 * Writes a pending proposal, or nothing (null) while another one of the insurer waits: two
 * proposed at once meet on the unique index of pending proposals, and the second writes nothing.
 */
export async function insertProposal(
  tx: Executor,
  proposal: {
    insurerId: string;
    basedOnVersion: number;
    straightThrough: boolean;
    rules: DecisionRule[];
    proposedBy: string;
    proposedAt: Date;
  },
): Promise<RuleProposalRow | null> {
  const [row] = await tx.insert(p).values(proposal).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Marks a pending proposal approved (with the version it became) or declined; false when it was
 * decided meanwhile (a second approval waits for the first, then changes nothing).
 */
export async function decideProposal(
  tx: Executor,
  id: string,
  decision: {
    status: 'approved' | 'declined';
    decidedBy: string;
    decidedAt: Date;
    declineReason?: string;
    versionId?: string;
  },
): Promise<boolean> {
  const rows = await tx
    .update(p)
    .set(decision)
    .where(and(eq(p.id, id), eq(p.status, 'pending')))
    .returning({ id: p.id });
  return rows.length > 0;
}

/** A user as a rule-change email addresses them. */
export interface Addressee {
  name: string;
  email: string;
}

/** Every adjudicator of the insurer but `exceptUserId`: who can approve that user's proposal. */
export function otherAdjudicators(
  db: Executor,
  insurerId: string,
  exceptUserId: string,
): Promise<Addressee[]> {
  return db
    .select({ name: t.users.name, email: t.users.email })
    .from(t.users)
    .where(
      and(
        eq(t.users.insurerId, insurerId),
        eq(t.users.userType, 'insurer-adjudicator'),
        ne(t.users.id, exceptUserId),
      ),
    )
    .orderBy(asc(t.users.email));
}

/** The user's name and address, null for none. */
export async function addresseeOf(db: Executor, userId: string): Promise<Addressee | null> {
  const [found] = await db
    .select({ name: t.users.name, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return found ?? null;
}
