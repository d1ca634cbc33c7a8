import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

/** The first entry of a chain that fails its check, and what failed. */
export interface BrokenEntry {
  id: number;
  occurredAt: string;
  chainSeq: number | null;
  problem: string;
}

/** One chain's verdict: its length, its head (to keep elsewhere) and its first broken entry. */
export interface ChainVerdict {
  /** The insurer's id; null for the chain of entries of no insurer. */
  insurerId: string | null;
  entries: number;
  head: { chainSeq: number | null; hash: string | null } | null;
  broken: BrokenEntry | null;
}

interface CheckedRow {
  id: string | number;
  occurred_at: string;
  insurer_id: string | null;
  chain_seq: string | number | null;
  prev_hash: string | null;
  hash: string | null;
  recomputed: string;
  previous_hash: string | null;
  previous_seq: string | number | null;
}

/** What is wrong with an entry given the one before it in its chain, or null when nothing. */
function problemOf(row: CheckedRow): string | null {
  if (row.chain_seq === null || row.hash === null) return 'the entry is not chained (no hash)';
  const seq = Number(row.chain_seq);
  const expectedSeq = row.previous_seq === null ? 1 : Number(row.previous_seq) + 1;
  if (seq !== expectedSeq) {
    return `an entry is missing before it: its place is ${seq}, the one expected ${expectedSeq}`;
  }
  if (row.prev_hash !== row.previous_hash) {
    return 'its previous hash is not the hash of the entry before it';
  }
  if (row.recomputed !== row.hash) {
    return 'its content does not match its hash (changed after it was written)';
  }
  return null;
}

/**
 * Checks every chain of the audit log: each entry's place follows the previous one's, its
 * previous hash is the previous entry's hash, and its hash is that of its content now. A row
 * edited or deleted in the database (past the append-only trigger) breaks its chain there.
 * Deleting a chain's latest entries leaves no gap: compare the heads with copies kept elsewhere.
 */
export async function verifyAuditChains(db: Executor): Promise<ChainVerdict[]> {
  const rows = await queryRows<CheckedRow>(
    db,
    sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          as occurred_at, a.insurer_id, a.chain_seq, a.prev_hash, a.hash,
          audit_log_entry_hash(a, lag(a.hash) over chain) as recomputed,
          lag(a.hash) over chain as previous_hash,
          lag(a.chain_seq) over chain as previous_seq
        from audit_log a
        window chain as (
          partition by coalesce(a.insurer_id, '00000000-0000-0000-0000-000000000000'::uuid)
          order by a.chain_seq nulls first, a.id
        )
        order by coalesce(a.insurer_id, '00000000-0000-0000-0000-000000000000'::uuid),
          a.chain_seq nulls first, a.id`,
  );
  const verdicts = new Map<string | null, ChainVerdict>();
  for (const row of rows) {
    let verdict = verdicts.get(row.insurer_id);
    if (!verdict) {
      verdict = { insurerId: row.insurer_id, entries: 0, head: null, broken: null };
      verdicts.set(row.insurer_id, verdict);
    }
    verdict.entries += 1;
    verdict.head = {
      chainSeq: row.chain_seq === null ? null : Number(row.chain_seq),
      hash: row.hash,
    };
    const problem = verdict.broken ? null : problemOf(row);
    if (problem) {
      verdict.broken = {
        id: Number(row.id),
        occurredAt: row.occurred_at,
        chainSeq: verdict.head.chainSeq,
        problem,
      };
    }
  }
  return [...verdicts.values()];
}
