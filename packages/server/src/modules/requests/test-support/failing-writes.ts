// Makes a table refuse one request's writes for the length of a call, to show that a transition
// leaves nothing behind when any of its writes fails.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';

/** Makes every write of `table` for this request fail, as a full disk or a lost connection would. */
export async function failingWrites<T>(
  db: Executor,
  table: string,
  paId: string,
  run: () => Promise<T>,
) {
  const name = `fail_${table}_${paId.replaceAll('-', '')}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.pa_id = '${paId}' THEN RAISE EXCEPTION 'write refused for the test'; END IF;
        RETURN NEW;
      END;
    $$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    ),
  );
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  }
}
