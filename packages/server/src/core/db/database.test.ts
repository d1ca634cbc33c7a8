import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from './schema';
import { testDatabase } from '../../../test/test-app';
import { writeAudit } from '../audit/audit-log';

describe('the migrated database', () => {
  it('keeps the audit log append-only', async () => {
    const db = await testDatabase();
    await writeAudit(db, { action: 'test.entry', actorType: 'system', occurredAt: new Date() });

    await expect(db.update(auditLog).set({ action: 'tampered' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(row?.count).toBeGreaterThanOrEqual(1);
  });
});
