import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/test-app';
import type { Database } from '../db/database';
import { queryRows } from '../db/database';
import { writeAudit } from './audit-log';
import { verifyAuditChains } from './audit-verify';

/** Writes `count` entries of a fresh insurer, each in its own transaction; answers their ids. */
async function chainOf(db: Database, count: number) {
  const insurerId = randomUUID();
  for (let i = 0; i < count; i += 1) {
    await writeAudit(db, {
      action: 'holiday.added',
      actorType: 'insurer-adjudicator',
      insurerId,
      details: { after: { date: `2027-01-0${i + 1}`, name: 'A holiday', observed: false } },
      occurredAt: new Date(),
    });
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from audit_log where insurer_id = ${insurerId} order by chain_seq`,
  );
  return { insurerId, ids: rows.map((row) => Number(row.id)) };
}

const verdictOf = async (db: Database, insurerId: string) =>
  (await verifyAuditChains(db)).find((verdict) => verdict.insurerId === insurerId);

/** What an attacker with rights on the table does: the append-only trigger off, a change, on. */
async function tamper(db: Database, change: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await tx.execute(change);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  });
}

describe('the audit chain', () => {
  it("chains each insurer's entries in order, and verifies", async () => {
    const db = await testDatabase();
    const { insurerId } = await chainOf(db, 3);

    const rows = await queryRows<{ chain_seq: number; prev_hash: string | null; hash: string }>(
      db,
      sql`select chain_seq, prev_hash, hash from audit_log
          where insurer_id = ${insurerId} order by chain_seq`,
    );
    expect(rows.map((row) => Number(row.chain_seq))).toEqual([1, 2, 3]);
    expect(rows[0]!.prev_hash).toBeNull();
    expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
    expect(rows[2]!.prev_hash).toBe(rows[1]!.hash);
    expect(await verdictOf(db, insurerId)).toMatchObject({ entries: 3, broken: null });
  });

  it('never forks a chain under concurrent writers', async () => {
    const db = await testDatabase();
    const insurerId = randomUUID();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction((tx) =>
          writeAudit(tx, {
            action: 'auth.logout',
            actorType: 'user',
            insurerId,
            occurredAt: new Date(),
          }),
        ),
      ),
    );

    expect(await verdictOf(db, insurerId)).toMatchObject({ entries: 12, broken: null });
  });

  it('fails at the row edited in the database, naming it', async () => {
    const db = await testDatabase();
    const { insurerId, ids } = await chainOf(db, 4);

    await tamper(db, sql`update audit_log set details = '{"after":{}}' where id = ${ids[2]}`);

    const verdict = await verdictOf(db, insurerId);
    expect(verdict?.broken).toMatchObject({
      id: ids[2],
      chainSeq: 3,
      problem: expect.stringContaining('does not match its hash'),
    });
  });

  it('fails after a row deleted in the database', async () => {
    const db = await testDatabase();
    const { insurerId, ids } = await chainOf(db, 4);

    await tamper(db, sql`delete from audit_log where id = ${ids[1]}`);

    const verdict = await verdictOf(db, insurerId);
    expect(verdict?.broken).toMatchObject({
      id: ids[2],
      problem: expect.stringContaining('an entry is missing before it'),
    });
  });

  it("keeps other insurers' chains verified when one is broken", async () => {
    const db = await testDatabase();
    const broken = await chainOf(db, 2);
    const intact = await chainOf(db, 2);

    await tamper(db, sql`update audit_log set ip = '10.0.0.1' where id = ${broken.ids[0]}`);

    expect((await verdictOf(db, broken.insurerId))?.broken?.id).toBe(broken.ids[0]);
    expect((await verdictOf(db, intact.insurerId))?.broken).toBeNull();
  });
});
