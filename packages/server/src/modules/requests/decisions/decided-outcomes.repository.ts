import type { DecidedOutcome } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../core/db/database';

/**
 * What was actually decided on each request, by request id, from its latest decision: an
 * adjudicator's approval in full or with a line approved below the amount requested, a rejection,
 * an amendment requested, or an automatic approval (reversed or not); requests without a decision
 * are left out. One query whatever the number of requests.
 */
export async function decidedOutcomes(
  db: Executor,
  paIds: readonly string[],
): Promise<Map<string, DecidedOutcome>> {
  if (paIds.length === 0) return new Map();
  const rows = await queryRows<{ paId: string; outcome: DecidedOutcome }>(
    db,
    sql`select distinct on (d.pa_id) d.pa_id as "paId",
        case
          when d.outcome = 'reject' then 'rejected'
          when d.outcome = 'request-amendment' then 'amendment-requested'
          when d.adjudicator_id is null then
            case when exists (select 1 from decision_rule_evaluations e
              where e.decision_id = d.id and e.reversed_at is not null)
            then 'reversed' else 'approved-automatically' end
          when exists (select 1 from pa_decision_lines l
            where l.decision_id = d.id and l.approved_amount < l.requested_amount)
            then 'approved-with-reductions'
          else 'approved-in-full'
        end as "outcome"
      from pa_decisions d
      where d.pa_id in (${sql.join(
        paIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by d.pa_id, d.decided_at desc, d.id desc`,
  );
  return new Map(rows.map((row) => [row.paId, row.outcome]));
}
