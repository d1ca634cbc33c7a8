import type { UserType } from '@preauth/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCaseView, createQueue, createQueueCounts } from '../testing/adjudication-generators';
import { createLoginResponse } from '../testing/data-generators';
import { apiError, deferred, json, stubFetch } from '../testing/fetch-stub';
import { setRemoteAuthenticationRequired } from '../lib/session-storage';
import { seedSession, testQueryOverrides } from '../testing/test-utils';
import { AppProvider, createAppQueryClient } from './provider';
import { routes } from './router';

/** The route table with every screen's code held back, as on a slow phone's first visit. */
function withCodeHeldBack(table: RouteObject[]): RouteObject[] {
  return table.map(({ lazy, children, ...route }) => ({
    ...route,
    ...(lazy ? { lazy: () => new Promise<never>(() => {}) } : {}),
    ...(children ? { children: withCodeHeldBack(children) } : {}),
  })) as RouteObject[];
}

const CASE_ID = '0b7a5c9e-3f2d-4c1a-9e8b-7d6f5a4b3c2d';
const MISSING_CASE_ID = '1c8b6d0f-4a3e-4d2b-8f9c-8e7a6b5c4d3e';

/**
 * The app at `path` for a logged-in `userType`, its screens' code not arrived yet, nor the
 * server's answer for the user's details (one round trip on a phone's network).
 */
function firstVisit(path: string, userType: UserType) {
  seedSession(createLoginResponse({ userInfo: { userType } }));
  const server = stubFetch({
    'GET /api/users/me': () => deferred().promise,
    'GET /api/requests': () => json(200, { list: [], total: 0 }),
    'GET /api/requests/totals': () => json(200, []),
    'GET /api/adjudication/queue': () => json(200, createQueue()),
    'GET /api/adjudication/queue/counts': () => json(200, createQueueCounts()),
    [`GET /api/adjudication/cases/${CASE_ID}`]: () => json(200, createCaseView({ paId: CASE_ID })),
    [`GET /api/adjudication/cases/${CASE_ID}/notes`]: () => json(200, { notes: [] }),
    [`GET /api/adjudication/cases/${MISSING_CASE_ID}`]: () =>
      apiError(404, { code: 'NOT_FOUND', detailMessage: 'Not found.' }),
  });
  const router = createMemoryRouter(withCodeHeldBack(routes), { initialEntries: [path] });
  render(
    <AppProvider queryClient={createAppQueryClient({ overrides: testQueryOverrides })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return server;
}

describe("a screen's first calls while its code and the user's details arrive", () => {
  it("asks for the policyholder's dashboard data (the page in the address, the totals)", async () => {
    const server = firstVisit('/dashboard?page=2', 'policy-holder');
    await waitFor(() => expect(server.callsTo('GET /api/requests')).toHaveLength(1));
    expect(Object.fromEntries(server.callsTo('GET /api/requests')[0]!.query)).toEqual({
      sortBy: 'createdOn',
      sortOrder: 'desc',
      offset: '10',
      limit: '10',
    });
    expect(server.callsTo('GET /api/requests/totals')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('asks for the work queue and its counts', async () => {
    const server = firstVisit('/adjudication', 'insurer-adjudicator');
    await waitFor(() => expect(server.callsTo('GET /api/adjudication/queue')).toHaveLength(1));
    expect(server.callsTo('GET /api/adjudication/queue/counts')).toHaveLength(1);
  });

  it('asks for the case of the address, then its notes once the case has come', async () => {
    const server = firstVisit(`/adjudication/cases/${CASE_ID}`, 'insurer-adjudicator');
    await waitFor(() =>
      expect(server.callsTo(`GET /api/adjudication/cases/${CASE_ID}/notes`)).toHaveLength(1),
    );
    expect(server.callsTo(`GET /api/adjudication/cases/${CASE_ID}`)).toHaveLength(1);
  });

  it('asks for no notes of a case not found', async () => {
    const server = firstVisit(`/adjudication/cases/${MISSING_CASE_ID}`, 'insurer-adjudicator');
    await waitFor(() =>
      expect(server.callsTo(`GET /api/adjudication/cases/${MISSING_CASE_ID}`)).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls.map((call) => call.path)).not.toContain(
      `/api/adjudication/cases/${MISSING_CASE_ID}/notes`,
    );
  });

  it('asks for nothing a screen would not ask for: no list for a user without one', async () => {
    const server = firstVisit('/adjudication', 'policy-holder');
    await waitFor(() => expect(server.callsTo('GET /api/users/me')).toHaveLength(1));
    // The user's details are in: any first call of the screen would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls.map((call) => call.path)).toEqual(['/api/users/me']);
  });

  it('asks for nothing before a remote authoriser has passed the remote authentication', async () => {
    setRemoteAuthenticationRequired(true);
    const server = firstVisit('/dashboard', 'policy-holder');
    await waitFor(() => expect(server.callsTo('GET /api/users/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls.map((call) => call.path)).toEqual(['/api/users/me']);
  });
});
