import type { AdjudicationQueueItem } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { createQueue, createQueueCounts } from '../../../testing/adjudication-generators';
import { createUserInfo } from '../../../testing/data-generators';
import { json, type Routes as FakeRoutes, stubFetch } from '../../../testing/fetch-stub';
import { FIRST_LOAD_MS, renderWithProviders, screen } from '../../../testing/test-utils';
import { QueueRoute } from './queue';

export const QUEUE = 'GET /api/adjudication/queue';
export const COUNTS = 'GET /api/adjudication/queue/counts';

export const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

/** The queue at `path` for an adjudicator, against a fake server; `routes` add to or replace its calls. */
export function setup(path = '/adjudication', routes: FakeRoutes = {}, user = adjudicator) {
  const failures: string[] = [];
  const server = stubFetch({
    [QUEUE]: () => json(200, createQueue()),
    [COUNTS]: () => json(200, createQueueCounts({ PRO: 1 })),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="adjudication" element={<QueueRoute />} />
      <Route path="adjudication/cases/:id" element={<p>The case page</p>} />
    </Routes>,
    {
      path,
      currentUser: user,
      onCallError: (error, kind) => failures.push(errorMessage(error, kind)),
    },
  );
  const queueCalls = () => server.callsTo(QUEUE);
  return {
    ...view,
    server,
    failures,
    queueCalls,
    /** The query of the latest queue call, as an object. */
    lastQuery: () => Object.fromEntries(queueCalls().at(-1)?.query ?? []),
    /** The URL's search parameters, as an object. */
    urlParams: () => Object.fromEntries(new URLSearchParams(view.router.state.location.search)),
  };
}

export const firstPage = { statusCode: 'PRO', offset: '0', limit: '20' };

/** The queue's list of requests, its name saying its order. */
export async function queueList(order = 'urgent first, then earliest due') {
  // The filters load on use (issue 27): in before a test reads or fills them.
  await screen.findByRole('form', { name: 'Filter the queue' }, { timeout: FIRST_LOAD_MS });
  return screen.findByRole('list', { name: `Requests, ${order}` });
}

/** The list item of a request, found by its ref no. */
export const itemOf = (item: AdjudicationQueueItem) =>
  screen.getByRole('link', { name: item.erefNo }).closest('li') as HTMLElement;

export async function choose(
  user: ReturnType<typeof setup>['user'],
  select: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}
