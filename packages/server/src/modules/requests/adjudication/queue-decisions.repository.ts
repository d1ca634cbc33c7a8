import type { QueueDecision } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../core/db/database';

/**
 * The latest decision of each request of a page, by request id: when, an approval's total, and
 * the deciding adjudicator's name (null for a straight-through approval). Requests without a
 * decision are left out. One query per page, on pa_decisions_pa_idx.
 */
export async function latestDecisions(
  db: Executor,
  paIds: readonly string[],
): Promise<Map<string, QueueDecision>> {
  if (paIds.length === 0) return new Map();
  const rows = await queryRows<{
    paId: string;
    decidedAt: Date | string;
    approvedTotal: string | null;
    decidedBy: string | null;
  }>(
    db,
    sql`select distinct on (d.pa_id) d.pa_id as "paId", d.decided_at as "decidedAt",
        d.approved_total_bill as "approvedTotal", u.name as "decidedBy"
      from pa_decisions d left join users u on u.id = d.adjudicator_id
      where d.pa_id in (${sql.join(
        paIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by d.pa_id, d.decided_at desc, d.id desc`,
  );
  return new Map(
    rows.map(({ paId, decidedAt, ...decision }) => [
      paId,
      { ...decision, decidedAt: new Date(decidedAt).toISOString() },
    ]),
  );
}
