import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { PgliteDataFolderError } from './errors';
import { auditLog } from './schema';
import { testDatabase } from '../../../test/test-app';
import { writeAudit } from '../audit/audit-log';

describe('the migrated database', () => {
  it('keeps the audit log append-only', async () => {
    const db = await testDatabase();
    await writeAudit(db, { action: 'auth.logout', actorType: 'system', occurredAt: new Date() });

    await expect(db.update(auditLog).set({ action: 'tampered' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(row?.count).toBeGreaterThanOrEqual(1);
  });
});

describe('the embedded database', () => {
  it('refuses a data folder an earlier PostgreSQL major made, naming the folder and what to do', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'preauth-pglite-17-'));
    try {
      writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');

      const opening = openDatabase({ kind: 'pglite', dataDir });

      await expect(opening).rejects.toThrow(PgliteDataFolderError);
      await expect(opening).rejects.toThrow(
        `the embedded database in ${dataDir} (made by PostgreSQL 17) cannot be opened`,
      );
      await expect(opening).rejects.toThrow('Move the folder away');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
