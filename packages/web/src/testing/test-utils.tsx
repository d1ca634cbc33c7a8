import type { LoginResponse, UserInfo } from '@preauth/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CurrentUserProvider } from '../lib/current-user';
import { type CallErrorHandler, createQueryClient } from '../lib/query-client';
import { writeStoredSession } from '../lib/session-storage';
import { createLoginResponse } from './data-generators';

/** Query defaults for tests: the policy, but retries without waiting. */
export const testQueryOverrides = { queries: { retryDelay: 0 } };

/** Puts a logged-in session in sessionStorage, as a login in this tab would. */
export function seedSession(login: LoginResponse = createLoginResponse()): LoginResponse {
  writeStoredSession(login);
  return login;
}

type RenderOptions = {
  path?: string;
  onCallError?: CallErrorHandler;
  /** The logged-in user the screens see (as the protected layout provides it). */
  currentUser?: UserInfo;
};

/**
 * Renders a component inside a router (at `path`) and a fresh query client; `onCallError` sees
 * every call that finally failed, as the app's error toasts would. `location()` is the router's
 * path and query.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', onCallError, currentUser }: RenderOptions = {},
) {
  const queryClient = createQueryClient({ onError: onCallError, overrides: testQueryOverrides });
  const element = currentUser ? (
    <CurrentUserProvider user={currentUser}>{ui}</CurrentUserProvider>
  ) : (
    ui
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return {
    user: userEvent.setup(),
    queryClient,
    router,
    location: () => router.state.location.pathname + router.state.location.search,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

export * from '@testing-library/react';
export { userEvent };

/** Waits for a toast with this text (toasts live in react-hot-toast's container). */
export async function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const container = document.querySelector<HTMLElement>('[data-rht-toaster]');
    if (!container) throw new Error('No toaster on the page');
    return within(container).getByText(text);
  });
}

/**
 * How long a test waits for code a screen loads on first use (a lazy chunk such as the calendar):
 * its first import in a test file is also its first transform, which takes seconds on a cold run.
 */
export const FIRST_LOAD_MS = 10_000;
