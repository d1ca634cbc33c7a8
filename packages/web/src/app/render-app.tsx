import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testQueryOverrides } from '../testing/test-utils';
import { AppProvider, createAppQueryClient } from './provider';
import { routes } from './router';

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
