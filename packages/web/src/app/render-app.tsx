import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { testQueryOverrides } from '../testing/test-utils';
import { AppProvider, createAppQueryClient } from './provider';
import { routes } from './router';

/** The route table with every lazy screen already loaded in, as a static table. */
async function withScreensLoaded(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => ({
      ...route,
      ...(typeof lazy === 'function' ? await lazy() : {}),
      ...(children ? { children: await withScreensLoaded(children) } : {}),
    })),
  ) as Promise<RouteObject[]>;
}

// The app's logged-in screens load when first visited (the production build checks that). Tests
// render them loaded, as after that first visit: otherwise each test's first render would wait
// for a module import, seconds on a busy machine, and race what the test watches.
let loadedRoutes: RouteObject[] = [];
beforeAll(async () => {
  loadedRoutes = await withScreensLoaded(routes);
}, 60_000);

/**
 * Test helper: the whole app (providers, toasts, route table) at `path`, with a memory router the
 * test can read the location from. Fake the API with `stubFetch` first.
 */
export function renderApp(path: string) {
  const queryClient = createAppQueryClient({ overrides: testQueryOverrides });
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, user, router, queryClient, location };
}
