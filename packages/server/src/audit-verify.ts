/**
 * `npm run audit:verify`: checks every chain of the audit log (docs/decisions/070) in the
 * database the server's configuration names (DATABASE_URL, else the PGlite folder under
 * DATA_DIR: stop the server first, PGlite has one user). Prints each chain's length and head;
 * exits 1 naming the first broken entry of each broken chain, 2 when it could not check.
 */
import { loadConfig } from './core/config/env';
import { openDatabase } from './core/db/database';
import { verifyAuditChains } from './core/audit/audit-verify';

async function verify(): Promise<number> {
  const config = loadConfig(process.env, { development: true });
  const database = await openDatabase(config.database);
  try {
    const verdicts = await verifyAuditChains(database.db);
    for (const { insurerId, entries, head, broken } of verdicts) {
      const chain = insurerId ? `insurer ${insurerId}` : 'no insurer';
      if (broken) {
        console.log(
          `BROKEN  chain of ${chain}: entry ${broken.id} (place ${broken.chainSeq ?? '-'}, ` +
            `${broken.occurredAt}): ${broken.problem}`,
        );
      } else {
        console.log(`ok      chain of ${chain}: ${entries} entries, head ${head?.hash ?? '-'}`);
      }
    }
    const broken = verdicts.filter((verdict) => verdict.broken).length;
    console.log(broken ? `${broken} chain(s) broken` : `all ${verdicts.length} chain(s) verified`);
    return broken ? 1 : 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await verify().catch((error: unknown) => {
  console.error(`audit:verify could not check the log: ${(error as Error).message}`);
  return 2;
});
