// GET /api/adjudication/queue (the adjudicator's work queue) for an insurer with 100,000
// requests on PostgreSQL: autocannon against the built server beside the same SQL through `pg`.
import { tsImport } from 'tsx/esm/api';
import { BASE, DURATION, login, writeResults } from './lib.mjs';
import { withListData } from './request-list-data.mjs';
import {
  compareRuns,
  explain,
  printPlans,
  printRuns,
  recordQueries,
  runQueries,
} from './request-list-sql.mjs';

const queueRepository = await tsImport(
  '../packages/server/src/modules/requests/adjudication/queue.repository.ts',
  import.meta.url,
);
const holidaysRepository = await tsImport(
  '../packages/server/src/modules/requests/adjudication/holidays.repository.ts',
  import.meta.url,
);
const insurerPolicies = await tsImport(
  '../packages/server/src/modules/requests/lifecycle/insurer-policy.repository.ts',
  import.meta.url,
);
const shared = await tsImport('@preauth/shared', import.meta.url);

const CONNECTIONS = [10, 50];
const ADJUDICATOR = 'adjudicator@demo.sg';

export const SCENARIOS = [
  { title: 'queue, first page (PRO, earliest due)', query: '' },
  { title: 'queue, overdue & nobody holds it', query: 'due=overdue&assignedTo=nobody' },
  { title: 'queue, urgent only', query: 'urgent=true' },
  { title: 'queue, searched by NRIC last 4', query: 'search=567D' },
  { title: 'queue, searched by name', query: 'search=mei' },
  { title: 'queue, sorted by amount', query: 'sortBy=amount' },
  { title: 'queue, sorted by hospital', query: 'sortBy=hospital' },
  { title: 'approved, newest first', query: 'statusCode=APP' },
];

/**
 * Makes the queue: the latest request of every patient of the insurer (the one that may be open)
 * goes to PRO, entered over the last eight days (so some are overdue), at one of the insurer's
 * hospitals, one in fifty of them urgent, each with a doctor's submission; one in ten is held by
 * the adjudicator for the day. Every approved or rejected request of the insurer has its decision.
 */
export async function fillQueue(pool, adjudicatorId) {
  await pool.query(`select setseed(0.17)`);
  const { rowCount } = await pool.query(
    `update pa_requests r
     set status_code = 'PRO', status_changed_at = now() - random() * interval '8 days',
       hospital_id = (select id from hospitals h where h.insurer_id = r.insurer_id
                      order by h.code offset floor(random() * 3) limit 1),
       urgent = false
     where r.id in (select distinct on (patient_id) id from pa_requests
                    where insurer_id = (select insurer_id from users where id = $1)
                    order by patient_id, created_at desc)
       -- A patient of the demo data may already have an open request, older than its latest.
       and not exists (select 1 from pa_requests o where o.patient_id = r.patient_id
                       and o.id <> r.id and o.status_code in ('SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI'))`,
    [adjudicatorId],
  );
  await pool.query(
    `update pa_requests set urgent = true, urgent_reason = 'Bench', urgent_marked_by = 'policy-holder',
       urgent_marked_at = status_changed_at
     where status_code = 'PRO' and random() < 0.02`,
  );
  // Each request in the queue has its doctor's submission, with a total bill from S$ 500 to
  // S$ 50,000 (the sort by amount).
  await pool.query(
    `insert into pa_details (pa_id, hospital_id, hospital_code, admission_date, admission_code,
       daysurgery, onsetsymptoms_type, onsetsymptoms_desc, pa_referral, comorbidities_ind,
       total_bill, created_at)
     select r.id, r.hospital_id, h.code, current_date, 'EL', false, 'date', 'Bench', false, false,
       round((500 + random() * 49500)::numeric, 2), r.status_changed_at
     from pa_requests r join hospitals h on h.id = r.hospital_id
     where r.status_code = 'PRO' and r.insurer_id = (select insurer_id from users where id = $1)`,
    [adjudicatorId],
  );
  // Each decided request of the insurer has its decision (the approved list shows the latest),
  // four in five by the adjudicator, the others straight-through.
  await pool.query(
    `insert into pa_decisions (pa_id, outcome, adjudicator_id, decided_at, approved_total_bill,
       valid_until)
     select r.id, case when r.status_code = 'APP' then 'approve' else 'reject' end::decision_outcome,
       case when random() < 0.8 then u.id end, r.status_changed_at,
       case when r.status_code = 'APP' then round((500 + random() * 49500)::numeric, 2) end,
       case when r.status_code = 'APP' then (r.status_changed_at + interval '90 days')::date end
     from pa_requests r join users u on u.id = $1 and u.insurer_id = r.insurer_id
     where r.status_code in ('APP', 'REJ')
       and not exists (select 1 from pa_decisions d where d.pa_id = r.id)`,
    [adjudicatorId],
  );
  await pool.query(
    `insert into case_assignments (pa_id, adjudicator_id, taken_at, expires_at)
     select id, $1, now(), now() + interval '1 day' from pa_requests
     where status_code = 'PRO' and random() < 0.1`,
    [adjudicatorId],
  );
  await pool.query('vacuum analyze pa_requests');
  await pool.query('vacuum analyze case_assignments');
  await pool.query('vacuum analyze pa_details');
  await pool.query('vacuum analyze pa_decisions');
  return rowCount;
}

/**
 * The statements the route runs per call: the queue's page and total. The insurer's holidays and
 * clocks, which the server reads at most every few seconds (holiday-calendar.ts,
 * insurer-policies.ts), are read once here.
 */
export async function queueQueries(pool, adjudicator, queryString) {
  const params = shared.adjudicationQueueQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(queryString)),
  );
  let holidays;
  let clocks;
  await recordQueries(pool, async (db) => {
    holidays = await holidaysRepository.holidayDates(db, adjudicator.insurer_id);
    clocks = await insurerPolicies.insurerPolicy(db, adjudicator.insurer_id);
  });
  const caller = {
    insurerId: adjudicator.insurer_id,
    userId: adjudicator.id,
    now: new Date(),
    holidays,
    clocks,
  };
  return recordQueries(pool, (db) => queueRepository.listQueue(db, params, caller));
}

async function measure(dbUrl, pool, adjudicator, scenario, index) {
  const queries = await queueQueries(pool, adjudicator, scenario.query);
  const url = `${BASE}/api/adjudication/queue${scenario.query ? `?${scenario.query}` : ''}`;
  const token = await login(ADJUDICATOR, `10.9.1.${index + 1}`);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const [page] = await runQueries(pool, queries);
  // A filtered count runs one past its bound: past it, the server gives the bound and says so.
  const same =
    body.total + (body.totalIsLowerBound ? 1 : 0) === Number(page[0]?.at(-1) ?? 0) &&
    JSON.stringify(body.list.map((item) => item.paId)) === JSON.stringify(page.map((r) => r[0]));
  if (!same) throw new Error(`${url} differs from the direct SQL`);
  const { plans, seqScan } = await explain(pool, queries);
  const runs = await compareRuns(dbUrl, {
    title: scenario.title,
    url,
    token,
    queries,
    connectionCounts: CONNECTIONS,
  });
  return { ...scenario, url, total: body.total, queries, plans, seqScan, runs };
}

export async function run() {
  await withListData('queue', async (dbUrl, pool, requests) => {
    const {
      rows: [adjudicator],
    } = await pool.query('select id, insurer_id from users where email = $1', [ADJUDICATOR]);
    const inQueue = await fillQueue(pool, adjudicator.id);
    console.log(`${requests} requests of the insurer, ${inQueue} of them in PRO`);
    const results = [];
    for (const [index, scenario] of SCENARIOS.entries()) {
      results.push(await measure(dbUrl, pool, adjudicator, scenario, index));
    }
    printRuns(
      `GET /api/adjudication/queue, ${requests} requests of the insurer on PostgreSQL`,
      'queue',
      results,
    );
    printPlans(results);
    const file = writeResults('adjudication-queue', {
      requests,
      inQueue,
      seconds: DURATION,
      results,
    });
    console.log(`\nFigures, SQL and plans: ${file}`);
  });
}
