// The policyholders of the cluster soak: each free patient's writer raises a request (with an
// Idempotency-Key, sent again on 502, 503, 504 or no answer), cancels one in three at once, leaves
// one in six to expire and the rest to the doctor, office and adjudicator, then raises the next
// when it has ended; readers list and open requests.
import { newRequestBody, sleep } from '../lib.mjs';

/** Statuses in which a request no longer holds its patient. */
const ENDED = new Set(['APP', 'REJ', 'CAN', 'DOC-EXP', 'BO-EXP', 'REM-EXP', 'REM-REJ']);
/** How long a writer waits for its request to end before cancelling it (when it still may). */
const PATIENCE_MS = 40_000;

/** The request's status as the database holds it (the writer's own view, not load). */
async function statusOf(soak, paId) {
  const { rows } = await soak.db.query('select status_code from pa_requests where id = $1', [paId]);
  return rows[0]?.status_code;
}

async function cancel(soak, user, paId) {
  const { call, untilAnswered, stopAt, acknowledged } = soak;
  const cancelled = await untilAnswered(
    () =>
      call('PUT', `/api/requests/${paId}/cancel`, user.token, {
        body: { cancelReason: 'Cancelled by the soak run.' },
      }),
    stopAt,
  );
  if (cancelled.status === 200) acknowledged.cancelled.push(paId);
}

/**
 * Moves the request's waiting-window start back past the 3 days the expiry sweep reads
 * (`status_changed_at`, `lifecycle/expiry-sweep.ts`), so a sweep expires it; the doctor leaves it.
 */
async function makeOverdue(soak, paId) {
  soak.expiring.add(paId);
  await soak.db.query(
    "update pa_requests set status_changed_at = now() - interval '4 days' where id = $1",
    [paId],
  );
}

async function writer(soak, user, patient, loop) {
  const { call, untilAnswered, stopAt, acknowledged } = soak;
  for (let n = 0; performance.now() < stopAt; n++) {
    const created = await untilAnswered(
      () =>
        call('POST', `/api/insurers/${user.insurerCode}/requests`, user.token, {
          headers: { 'idempotency-key': `soak-${loop}-${n}` },
          body: newRequestBody(user.insurerCode, patient, `doctor-${loop}@soak.example.sg`),
        }),
      stopAt,
    );
    if (created.status !== 201) {
      await sleep(500);
      continue;
    }
    const { paId } = created.json;
    acknowledged.created.push(paId);
    soak.recent.push({ user, paId });
    if (soak.recent.length > 100) soak.recent.shift();
    if (n % 3 === 0) {
      await cancel(soak, user, paId);
      continue;
    }
    if (n % 6 === 1) await makeOverdue(soak, paId);
    const waitUntil = Math.min(stopAt, performance.now() + PATIENCE_MS);
    while (performance.now() < waitUntil && !ENDED.has(await statusOf(soak, paId))) {
      await sleep(500);
    }
    if (soak.expiring.has(paId)) {
      // Wait out the next sweep (each process sweeps every minute): the patient stays held till then.
      while (performance.now() < stopAt && !ENDED.has(await statusOf(soak, paId)))
        await sleep(1000);
    } else if (!ENDED.has(await statusOf(soak, paId))) {
      await cancel(soak, user, paId);
    }
  }
}

/** A policyholder reading: the list, the totals, the patients, the latest request opened. */
export async function policyholderReader(soak, user) {
  const { call, stopAt } = soak;
  for (let n = 0; performance.now() < stopAt; n++) {
    const pick = soak.recent.filter((entry) => entry.user === user).at(-1);
    switch (n % 4) {
      case 0:
        await call('GET', '/api/requests?offset=0&limit=10', user.token);
        break;
      case 1:
        await call('GET', '/api/requests/totals', user.token);
        break;
      case 2:
        await call('GET', '/api/policyholders/patients', user.token);
        break;
      default:
        if (pick) {
          await call(
            'GET',
            `/api/insurers/${user.insurerCode}/requests/${pick.paId}?expanded=true`,
            user.token,
          );
        } else await call('GET', '/api/users/me', user.token);
    }
  }
}

/** The writers of every free patient (no open request, a policy, no pass needed) and 2 readers each. */
export function policyholderLoad(soak, users) {
  const writable = users.flatMap((user) =>
    user.patients
      .filter((patient) => !patient.hasActiveRequest && patient.foreigner === 'N')
      .filter((patient) => patient.policies.length > 0)
      .map((patient) => ({ user, patient })),
  );
  return {
    writers: writable.length,
    readers: users.length * 2,
    run: () =>
      Promise.all([
        ...writable.map(({ user, patient }, i) => writer(soak, user, patient, i)),
        ...users.flatMap((user) => [
          policyholderReader(soak, user),
          policyholderReader(soak, user),
        ]),
      ]),
  };
}
