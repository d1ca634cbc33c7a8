// The adjudicators of the cluster soak: each insurer's adjudicator takes the requests waiting in
// Processing from its list and approves (3 in 5), rejects or asks the doctor for an amendment
// (1 in 5 each); the insurers' second adjudicators read the list and open requests.
import { sleep } from '../lib.mjs';

const DECISIONS = [
  { path: 'approve', status: 'APP', body: () => ({ approvedAmounts: [] }) },
  {
    path: 'reject',
    status: 'REJ',
    body: (reasonCode) => ({ reasonCode, reasonText: 'Not covered, the soak run decided.' }),
  },
  { path: 'approve', status: 'APP', body: () => ({ approvedAmounts: [] }) },
  {
    path: 'request-amendment',
    status: 'AME-REQ',
    body: () => ({ changesRequired: 'Please check the fees (the soak run asks).' }),
  },
  { path: 'approve', status: 'APP', body: () => ({ approvedAmounts: [] }) },
];

async function adjudicator(soak, { token }) {
  const { call, untilAnswered, stopAt, acknowledged } = soak;
  const reasons = (await call('GET', '/api/adjudication/reasons', token)).json;
  const rejection = reasons?.reasons?.find((reason) => reason.kind === 'rejection');
  for (let n = 0; performance.now() < stopAt;) {
    const page = await call('GET', '/api/requests?statusCode=PRO&offset=0&limit=10', token);
    const waiting = page.status === 200 ? page.json.list : [];
    if (waiting.length === 0) await sleep(1000);
    for (const row of waiting) {
      if (performance.now() > stopAt) break;
      const { paId } = row;
      const decision = DECISIONS[n++ % DECISIONS.length];
      const decided = await untilAnswered(
        () =>
          call('POST', `/api/adjudication/cases/${paId}/${decision.path}`, token, {
            body: decision.body(rejection?.code),
          }),
        stopAt,
      );
      if (decided.status === 200) acknowledged.decided.push({ paId, status: decision.status });
      else if (decided.status !== 409) {
        soak.refusals.push(`${decision.path} ${paId}: ${decided.status}`);
      }
    }
  }
}

async function reader(soak, { token, insurerCode }) {
  const { call, stopAt } = soak;
  while (performance.now() < stopAt) {
    const page = await call('GET', '/api/requests?offset=0&limit=10', token);
    const [first] = page.status === 200 ? page.json.list : [];
    if (first) await call('GET', `/api/insurers/${insurerCode}/requests/${first.paId}`, token);
    await call('GET', '/api/requests/totals', token);
  }
}

/** One deciding adjudicator and one reader per insurer, each `{ token, insurerCode }`. */
export const adjudicatorLoad = (soak, deciders, readers) =>
  Promise.all([
    ...deciders.map((token) => adjudicator(soak, token)),
    ...readers.map((token) => reader(soak, token)),
  ]);
