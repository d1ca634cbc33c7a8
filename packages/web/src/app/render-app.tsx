import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { testQueryOverrides } from '../testing/test-utils';
import { AppProvider, createAppQueryClient } from './provider';
import { routes } from './router';

/** The loaders of the screens that load when first visited. */
function lazyScreens(table: RouteObject[]): (() => Promise<unknown>)[] {
  return table.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy] : []),
    ...lazyScreens(route.children ?? []),
  ]);
}

// Each test file imports the lazy screens once, before its tests: a first import can take
// seconds on a busy machine, which a test's wait for the screen should not have to allow for.
beforeAll(() => Promise.all(lazyScreens(routes).map((load) => load())), 60_000);

/**
 * Test helper: the whole app (providers, toasts, route table) at `path`, with a memory router the
 * test can read the location from. Fake the API with `stubFetch` first.
 */
export function renderApp(path: string) {
  const queryClient = createAppQueryClient({ overrides: testQueryOverrides });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, user, router, queryClient, location };
}
