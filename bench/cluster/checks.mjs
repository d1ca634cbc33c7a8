// The cluster soak's checks after the load: every acknowledged write in the database, every email
// sent exactly once, every expiry once, every request event handled by every consumer once (its
// audit entry), and the audit chain verified. Each answers its figure and whether it holds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sleep } from '../lib.mjs';

const EXPIRED = ['DOC-EXP', 'BO-EXP', 'REM-EXP'];
/** How long the background work may take to catch up after the load (mail every 2 s, sweeps every minute). */
const GRACE_MS = 90_000;

const check = (name, figure, ok) => ({ name, figure, ok });

/**
 * Waits until no email is pending, every request left to expire has expired and every event
 * consumer has handled the whole stream, or the grace ends.
 */
export async function settle(soak) {
  const until = performance.now() + GRACE_MS;
  for (;;) {
    const { rows } = await soak.db.query(
      `select (select count(*) from outbox where status = 'pending')::int as pending,
              (select count(*) from pa_requests where id = any($1::uuid[])
                 and not (status_code = any($2::status_code[])))::int as unexpired,
              (select count(*) from event_consumer_positions
                 where position < (select coalesce(max(id), 0) from request_events))::int as behind`,
      [[...soak.expiring], EXPIRED],
    );
    const { pending, unexpired, behind } = rows[0];
    if ((pending === 0 && unexpired === 0 && behind === 0) || performance.now() > until) {
      return rows[0];
    }
    await sleep(1000);
  }
}

async function writesChecks(soak) {
  const { db, acknowledged } = soak;
  const { rows: requests } = await db.query(
    'select id, status_code from pa_requests where id = any($1::uuid[])',
    [acknowledged.created],
  );
  const statusOf = new Map(requests.map((row) => [row.id, row.status_code]));
  const { rows: keys } = await db.query(
    `select count(*)::int as twice from (select idempotency_key from pa_requests
      where idempotency_key like 'soak-%' group by idempotency_key having count(*) > 1) k`,
  );
  const created = acknowledged.created.filter((paId) => statusOf.has(paId)).length;
  const distinct = new Set(acknowledged.created).size;
  const cancelled = acknowledged.cancelled.filter((paId) => statusOf.get(paId) === 'CAN').length;

  // A submit or decision is in the history under its actor (a request may see several: amendments).
  const { rows: history } = await db.query(
    `select pa_id, status_code, actor_type, count(*)::int as count from pa_status_history
      where pa_id = any($1::uuid[]) group by pa_id, status_code, actor_type`,
    [[...new Set([...acknowledged.created, ...acknowledged.decided.map((d) => d.paId)])]],
  );
  const countOf = (paId, predicate) =>
    history
      .filter((row) => row.pa_id === paId && predicate(row))
      .reduce((sum, row) => sum + row.count, 0);
  const tally = (entries, keyOf) =>
    entries.reduce(
      (map, entry) => map.set(keyOf(entry), (map.get(keyOf(entry)) ?? 0) + 1),
      new Map(),
    );
  const submits = tally(acknowledged.submitted, (s) => `${s.paId}|${s.by}`);
  const submitsShort = [...submits].filter(([key, count]) => {
    const [paId, by] = key.split('|');
    return countOf(paId, (row) => row.actor_type === by) < count;
  }).length;
  const decisions = tally(acknowledged.decided, (d) => `${d.paId}|${d.status}`);
  const decisionsShort = [...decisions].filter(([key, count]) => {
    const [paId, status] = key.split('|');
    return (
      countOf(
        paId,
        (row) => row.status_code === status && row.actor_type === 'insurer-adjudicator',
      ) < count
    );
  }).length;
  return [
    check(
      'acknowledged creates in the database, once each',
      `${created}/${acknowledged.created.length} present, ${keys[0].twice} keys twice, ${acknowledged.created.length - distinct} ids twice`,
      created === acknowledged.created.length && keys[0].twice === 0 && distinct === created,
    ),
    check(
      'acknowledged cancels cancelled',
      `${cancelled}/${acknowledged.cancelled.length}`,
      cancelled === acknowledged.cancelled.length,
    ),
    check(
      'acknowledged submits in the history',
      `${acknowledged.submitted.length} submits (${acknowledged.submitted.filter((s) => s.by === 'doctor').length} doctor), ${submitsShort} missing`,
      submitsShort === 0,
    ),
    check(
      'acknowledged decisions in the history',
      `${acknowledged.decided.length} decisions, ${decisionsShort} missing`,
      decisionsShort === 0,
    ),
  ];
}

async function emailChecks(soak, settled) {
  const { db } = soak;
  const { rows } = await db.query(
    `select (select count(*) from mailbox_messages)::int as delivered,
            (select count(*) from outbox)::int as outbox,
            (select count(*) from outbox where status = 'failed')::int as failed,
            (select count(*) from (select 1 from mailbox_messages group by recipient, subject, text
               having count(*) > 1) d)::int as identical,
            (select count(*) from (select 1 from mailbox_messages where outbox_id is not null
               group by outbox_id having count(*) > 1) d)::int as redelivered,
            (select count(*) from outbox o where o.channel = 'email' and not exists
               (select 1 from mailbox_messages m where m.outbox_id = o.id))::int as undelivered`,
  );
  const [mail] = rows;
  // The same email twice is right when its event happened twice: a request sent back for an
  // amendment and submitted again tells the same people the same thing. Unexplained: copies
  // beyond the request's submissions (its entries into PEN-AI or PRO).
  const { rows: twice } = await db.query(
    `select m.subject, count(*)::int as copies,
            (select count(*) from pa_status_history h where h.pa_id = min(o.pa_id::text)::uuid
               and h.status_code in ('PEN-AI', 'PRO'))::int as submissions
       from mailbox_messages m left join outbox o on o.id = m.outbox_id
      group by m.recipient, m.subject, m.text having count(*) > 1`,
  );
  const unexplained = twice.filter((row) => row.copies > row.submissions);
  for (const { subject, copies, submissions } of twice.slice(0, 5)) {
    console.log(
      `  identical ${copies} times: "${subject}" (its request submitted ${submissions} times)`,
    );
  }
  return [
    check(
      'every email sent exactly once',
      `${mail.delivered} in the mailbox from ${mail.outbox} outbox rows; ${mail.undelivered} emails never delivered, ${mail.identical} identical twice (${unexplained.length} beyond their request's submissions), ${mail.redelivered} outbox rows delivered twice`,
      mail.undelivered === 0 && unexplained.length === 0 && mail.redelivered === 0,
    ),
    check(
      'no email pending or failed after the grace period',
      `${settled.pending} pending, ${mail.failed} failed`,
      settled.pending === 0 && mail.failed === 0,
    ),
  ];
}

async function expiryChecks(soak) {
  const ids = [...soak.expiring];
  const { rows: entries } = await soak.db.query(
    `select pa_id, count(*)::int as count, min(created_at) as at from pa_status_history
      where pa_id = any($1::uuid[]) and status_code = any($2::status_code[]) group by pa_id`,
    [ids, EXPIRED],
  );
  const once = entries.filter((row) => row.count === 1).length;
  const { rows: emails } = await soak.db.query(
    `select o.pa_id, o.kind, count(*)::int as count from outbox o
      join (select pa_id, min(created_at) as at from pa_status_history
             where pa_id = any($1::uuid[]) and status_code = any($2::status_code[]) group by pa_id) e
        on e.pa_id = o.pa_id and o.created_at >= e.at
      group by o.pa_id, o.kind`,
    [ids, EXPIRED],
  );
  const twice = emails.filter((row) => row.count > 1).length;
  return [
    check(
      'every expiry happened once',
      `${once}/${ids.length} expired once (${entries.length - once} more than once), ${emails.length} expiry emails, ${twice} kinds sent twice`,
      once === ids.length && twice === 0,
    ),
  ];
}

/**
 * The event stream after the load: every consumer at its end with no failure held, and each
 * request event audited exactly once (the audit consumer's `request.created` or
 * `request.<event>`): a worker killed mid-drain neither loses an event nor handles one twice.
 */
async function eventChecks(soak, settled) {
  const { rows: positions } = await soak.db.query(
    `select consumer, position, last_error is not null as failing from event_consumer_positions
      order by consumer`,
  );
  const { rows } = await soak.db.query(
    `with events as (
       select pa_id, case event when 'create' then 'request.created' else 'request.' || event end
                as action, count(*)::int as n
         from request_events group by 1, 2),
     entries as (
       select pa_id, action, count(*)::int as n from audit_log
        where action in (select distinct action from events) group by 1, 2)
     select (select count(*) from request_events)::int as events,
            count(*) filter (where coalesce(e.n, 0) > coalesce(a.n, 0))::int as unaudited,
            count(*) filter (where coalesce(a.n, 0) > coalesce(e.n, 0))::int as twice
       from events e full join entries a using (pa_id, action)`,
  );
  const [audit] = rows;
  const failing = positions.filter((row) => row.failing).map((row) => row.consumer);
  return [
    check(
      'every event handled by every consumer',
      `${audit.events} events; ${positions.length} consumers, ${settled.behind} behind, failing: ${failing.join(', ') || 'none'}`,
      positions.length > 0 && settled.behind === 0 && failing.length === 0,
    ),
    check(
      'every event audited exactly once',
      `${audit.unaudited} request/event pairs short of their audit entries, ${audit.twice} with more`,
      audit.unaudited === 0 && audit.twice === 0,
    ),
  ];
}

/** `npm run audit:verify` on the database when the script exists; a note when it does not. */
function auditCheck(databaseUrl) {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
  if (!scripts['audit:verify']) {
    console.log('  (npm run audit:verify does not exist yet: audit chain not checked)');
    return [];
  }
  const run = spawnSync('npm', ['run', '--silent', 'audit:verify'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const said = `${run.stdout}${run.stderr}`.trim().split('\n').at(-1) ?? '';
  return [check('npm run audit:verify', `exit ${run.status}: ${said}`, run.status === 0)];
}

/** Every check, after letting the background work settle. */
export async function runChecks(soak, databaseUrl) {
  const settled = await settle(soak);
  return [
    ...(await writesChecks(soak)),
    ...(await emailChecks(soak, settled)),
    ...(await expiryChecks(soak)),
    ...(await eventChecks(soak, settled)),
    ...auditCheck(databaseUrl),
  ];
}
