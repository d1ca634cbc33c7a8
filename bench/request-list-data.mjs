// The request-list benchmark's data: requests of the demo insurer inserted with SQL
// (generate_series), spread over the demo policyholders plus generated families. Names, NRICs and
// addresses are synthetic; nothing here is personal data.
import pg from 'pg';
import { startServer, stopServer, withDataDir, withThrowawayDatabase } from './lib.mjs';

/** Requests the list and queue suites insert (a smaller number makes a quick check). */
export const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);

/**
 * Starts the built server on a new PostgreSQL database (it migrates it and loads the demo data,
 * as on a first start), adds ROWS requests to AURORA (a fifth of them `policyholder@demo.sg`'s),
 * then runs `measure(dbUrl, pool, total)`; removes the database and data folder afterwards.
 */
export async function withListData(name, measure) {
  await withDataDir(`preauth-bench-${name}-`, (dataDir) =>
    withThrowawayDatabase(`preauth_bench_${name}`, async (dbUrl) => {
      const server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
      const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
      try {
        const client = await pool.connect();
        const started = performance.now();
        const total = await insertRequests(client, {
          insurerCode: 'AURORA',
          mainHolderEmail: 'policyholder@demo.sg',
          total: ROWS,
          mainShare: Math.round(ROWS / 5),
          extraHolders: Math.round(ROWS / 50),
        }).finally(() => client.release());
        console.log(
          `Inserted ${ROWS} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        await measure(dbUrl, pool, total);
      } finally {
        await pool.end();
        await stopServer(server.child);
      }
    }),
  );
}

/** Open statuses: a patient holds at most one (the pa_requests_one_active_per_patient_uq index). */
const OPEN = `array['SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI']::status_code[]`;
/** Closed outcomes, weighted: mostly approved, then cancelled, rejected and expired. */
const CLOSED = `array['APP','APP','APP','APP','APP','APP','APP','APP','APP','APP','APP',
  'CAN','CAN','CAN','REJ','REJ','DOC-EXP','REM-EXP','BO-EXP','REM-REJ']::status_code[]`;
const SURNAMES = `array['Tan','Lim','Lee','Ng','Wong','Goh','Chua','Koh','Teo','Ong','Chan','Yeo',
  'Nur','Muhammad','Siti','Raj','Kumar','Pillai','Santos','Reyes']`;
const GIVEN = `array['Wei Ming','Mei Ling','Jia Hui','Kai Wen','Hui Min','Jun Jie','Aisyah','Farah',
  'Arun','Priya','Ravi','Maria','Jose','Xin Yi','Zhi Hao','Li Ting']`;

/**
 * Adds `total` requests (and one status-history row each) to the insurer `insurerCode`:
 * `mainShare` of them to the policyholder `mainHolderEmail`, the rest spread over its other
 * policyholders and `extraHolders` generated families of three. Creation dates span the two
 * years before now; the last request of about a quarter of the patients is still open. Answers
 * the number of requests the insurer then has.
 */
export async function insertRequests(client, options) {
  const { insurerCode, mainHolderEmail, total, mainShare, extraHolders } = options;
  const run = (text, values = []) => client.query(text, values);
  await run('begin');
  // Repeatable data: random() follows this seed within the session.
  await run('select setseed(0.42)');
  await run(
    `create temp table bench_ctx on commit drop as
     select i.id as insurer_id, h.id as main_holder_id,
       (select array_agg(id order by name) from financial_consultants where insurer_id = i.id) as fc_ids,
       (select array_agg(name order by name) from financial_consultants where insurer_id = i.id) as fc_names,
       (select array_agg(d order by d.name) from doctors d where d.insurer_id = i.id) as doctors,
       (select array_agg(c order by c.code) from clinics c where c.insurer_id = i.id) as clinics
     from insurers i join policyholders h on h.insurer_id = i.id
     where i.code = $1 and h.email = $2`,
    [insurerCode, mainHolderEmail],
  );
  await run(
    `insert into policyholders (insurer_id, client_no, name, nric, dob, contact_no, email)
     select insurer_id, 'BENCHC' || lpad(g::text, 6, '0'),
       (${SURNAMES})[1 + g % 20] || ' ' || (${GIVEN})[1 + (g / 20) % 16],
       'S' || lpad((7000000 + g)::text, 7, '0') || 'Z', date '1960-01-01' + (g * 37) % 15000,
       '+659' || lpad(g::text, 7, '0'), 'bench.holder' || g || '@bench.demo.sg'
     from bench_ctx, generate_series(1, $1) g`,
    [extraHolders],
  );
  // Each generated family: the holder, a spouse and a child, each insured by a policy.
  await run(
    `create temp table bench_family on commit drop as
     select h.id as holder_id, h.insurer_id, h.name as holder_name, substr(h.client_no, 7) as no,
       k, (array['SELF','SPOUSE','CHILD'])[k] as relationship,
       case k when 1 then h.name
         else (${SURNAMES})[1 + (k * 7 + length(h.name)) % 20] || ' '
           || (${GIVEN})[1 + (k * 5 + ascii(right(h.client_no, 1))) % 16] end as patient_name
     from policyholders h cross join generate_series(1, 3) k
     where h.client_no like 'BENCHC%' and h.insurer_id = (select insurer_id from bench_ctx)`,
  );
  await run(
    `insert into patients (insurer_id, life_assured_clnt_no, name, nric, dob, email, foreigner)
     select insurer_id, 'BENCHL' || no || '-' || k, patient_name,
       'T' || lpad((1000000 + no::int * 3 + k)::text, 7, '0') || 'Z',
       date '1950-01-01' + (no::int * 53 + k * 4000) % 25000,
       'bench.patient' || no || '-' || k || '@bench.demo.sg', false
     from bench_family`,
  );
  await run(
    `insert into policyholder_patients (policyholder_id, patient_id, relationship)
     select f.holder_id, p.id, f.relationship from bench_family f
     join patients p on p.insurer_id = f.insurer_id and p.life_assured_clnt_no = 'BENCHL' || f.no || '-' || f.k`,
  );
  await run(
    `insert into policies (insurer_id, policy_no, policy_name, policyholder_id, patient_id)
     select pp_ins, 'BENCHP' || no || '-' || k, 'Aurora Shield Plan A', holder_id, patient_id from (
       select f.insurer_id as pp_ins, f.no, f.k, f.holder_id, p.id as patient_id from bench_family f
       join patients p on p.insurer_id = f.insurer_id and p.life_assured_clnt_no = 'BENCHL' || f.no || '-' || f.k
     ) x`,
  );
  // Every policy of the insurer is a slot requests go to: the main holder's in group 0.
  await run(
    `create temp table bench_slot on commit drop as
     select (pol.policyholder_id = c.main_holder_id)::int as main, pol.id as policy_id,
       row_number() over (partition by pol.policyholder_id = c.main_holder_id order by pol.policy_no) - 1 as n,
       pol.policy_name, pol.policy_no, h.id as holder_id, h.name as holder_name, h.nric as holder_nric,
       h.contact_no, h.email as holder_email, p.id as patient_id, p.name as patient_name,
       p.nric as patient_nric, p.dob as patient_dob, coalesce(p.email, h.email) as patient_email,
       pp.relationship, p.foreigner
     from bench_ctx c join policies pol on pol.insurer_id = c.insurer_id
     join policyholders h on h.id = pol.policyholder_id
     join patients p on p.id = pol.patient_id
     join policyholder_patients pp on pp.policyholder_id = h.id and pp.patient_id = p.id`,
  );
  await run(
    `create temp table bench_request on commit drop as
     with gen as (
       select g, (g <= $2)::int as main,
         now() - interval '730 days' * random() as created_at, random() as r from generate_series(1, $1) g
     ), sized as (select main, count(*) as slots from bench_slot group by main)
     select gen_random_uuid() as id, gen.g, gen.created_at,
       row_number() over (order by gen.created_at) as seq,
       least(now(), gen.created_at + interval '14 days' * gen.r) as changed_at,
       (${CLOSED})[1 + floor(random() * 20)::int] as status_code, s.*
     from gen join sized z on z.main = gen.main
     join bench_slot s on s.main = gen.main and s.n = gen.g % z.slots`,
    [total, mainShare],
  );
  // The latest request of about a quarter of the patients is still open, unless the patient
  // already has an open request.
  await run(
    `update bench_request b set status_code = (${OPEN})[1 + b.g % 6], changed_at = b.created_at
     from (select distinct on (patient_id) id, patient_id from bench_request
           order by patient_id, created_at desc) latest
     where b.id = latest.id and b.seq % 4 = 0
       and not exists (select 1 from pa_requests o where o.patient_id = latest.patient_id
                       and o.status_code = any(${OPEN}))`,
  );
  const [{ base }] = (await run(`select nextval('pa_eref_seq') as base`)).rows;
  await run(
    `insert into pa_requests (id, insurer_id, eref_no, status_code, status_changed_at, creator_role,
       created_by_name, policyholder_id, policy_holder_name, policy_holder_nric,
       policy_holder_contactno, policy_holder_emailaddress, patient_id, patient_name, patient_nric,
       patient_dob, patient_emailaddress, relationship, foreigner, policy_id, policy_name,
       policy_number, consultant_id, doctor_id, doctor_name, doctor_mcrno, clinic_id, clinic_name,
       clinic_code, clinicdoctor_emailaddress, decided_at, created_at, updated_at)
     select b.id, c.insurer_id,
       'PA' || extract(year from b.created_at at time zone 'Asia/Singapore') || '-'
         -- Six digits at least, more past 999,999 (lpad would cut them), as formatErefNo.
         || lpad(($1::bigint + b.seq)::text, greatest(6, length(($1::bigint + b.seq)::text)), '0'),
       b.status_code, b.changed_at,
       case when b.seq % 10 = 0 then 'insurance-agent' else 'policy-holder' end::actor_type,
       case when b.seq % 10 = 0 then c.fc_names[1 + b.seq % cardinality(c.fc_names)] else b.holder_name end,
       b.holder_id, b.holder_name, b.holder_nric, b.contact_no, b.holder_email,
       b.patient_id, b.patient_name, b.patient_nric, b.patient_dob, b.patient_email,
       b.relationship, b.foreigner, b.policy_id, b.policy_name, b.policy_no,
       c.fc_ids[1 + b.seq % cardinality(c.fc_ids)],
       (c.doctors[1 + b.seq % cardinality(c.doctors)]).id, (c.doctors[1 + b.seq % cardinality(c.doctors)]).name,
       (c.doctors[1 + b.seq % cardinality(c.doctors)]).mcr_no,
       (c.clinics[1 + b.seq % cardinality(c.clinics)]).id, (c.clinics[1 + b.seq % cardinality(c.clinics)]).name,
       (c.clinics[1 + b.seq % cardinality(c.clinics)]).code, (c.clinics[1 + b.seq % cardinality(c.clinics)]).email,
       case when b.status_code in ('APP', 'REJ') then b.changed_at end, b.created_at, b.changed_at
     from bench_request b cross join bench_ctx c`,
    [base],
  );
  await run(`select setval('pa_eref_seq', $1::bigint + $2)`, [base, total]);
  await run(
    `insert into pa_status_history (pa_id, status_code, actor_type, created_at)
     select id, status_code, case
         when status_code in ('APP', 'REJ', 'AME-REQ') then 'insurer-adjudicator'
         when status_code in ('DOC-EXP', 'REM-EXP', 'BO-EXP') then 'system'
         when status_code in ('AMEND', 'PEN-AI') then 'doctor'
         else 'policy-holder' end::actor_type, changed_at
     from bench_request`,
  );
  const [{ count }] = (
    await run(
      `select count(*)::int as count from pa_requests
       where insurer_id = (select insurer_id from bench_ctx)`,
    )
  ).rows;
  await run('commit');
  // Fresh statistics and visibility map, as autovacuum would leave a table of this age.
  await run('vacuum analyze policyholders, patients, policies, pa_requests, pa_status_history');
  return count;
}
