import { MESSAGES } from '@preauth/shared';
import { onlineManager } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
import { createPortalConnection, PortalConnectionContext } from '../lib/portal-connection';
import { useLoadedWhenReachable } from '../lib/loaded-when-reachable';
import { lazyScreen } from './lazy-screen';

afterEach(() => onlineManager.setOnline(true));

it("waits for the portal when a screen's code cannot be fetched, and loads it once the portal answers", async () => {
  let portalAnswers = false;
  const load = vi.fn(() =>
    portalAnswers
      ? Promise.resolve(<h1>Request</h1>)
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const connection = createPortalConnection({
    probe: () => Promise.resolve(portalAnswers),
    timing: { probeEveryMs: 20, backShownMs: 1_000 },
  });
  onTestFinished(() => connection.stop());
  const router = createMemoryRouter([
    { path: '/', lazy: lazyScreen(load), hydrateFallbackElement: null },
  ]);
  render(
    <PortalConnectionContext value={connection}>
      <RouterProvider router={router} />
    </PortalConnectionContext>,
  );

  // "Loading…" comes first, until the retried load fails and the connection is marked lost.
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.waitingForPortal),
  );
  expect(connection.status()).toBe('unreachable');
  expect(screen.queryByRole('heading')).toBeNull();

  portalAnswers = true;
  expect((await screen.findByRole('heading', { name: 'Request' })).textContent).toBe('Request');
  expect(connection.status()).toBe('back');
});

it('keeps a part whose code cannot be fetched out of the page, without an error screen, and shows it once the portal answers', async () => {
  let portalAnswers = false;
  const load = vi.fn(() =>
    portalAnswers
      ? Promise.resolve(<p role="alert">Your session is about to end</p>)
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const connection = createPortalConnection({
    probe: () => Promise.resolve(portalAnswers),
    timing: { probeEveryMs: 20, backShownMs: 1_000 },
  });
  onTestFinished(() => connection.stop());
  function Page() {
    return (
      <>
        <h1>Dashboard</h1>
        {useLoadedWhenReachable(load)}
      </>
    );
  }
  render(
    <PortalConnectionContext value={connection}>
      <Page />
    </PortalConnectionContext>,
  );

  await waitFor(() => expect(connection.status()).toBe('unreachable'));
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();

  portalAnswers = true;
  expect(await screen.findByRole('alert')).toHaveTextContent('Your session is about to end');
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

it("loads the page again when a screen's code is gone while the portal answers (a new release replaced it)", async () => {
  const load = vi.fn(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const reload = vi.fn(() => true);
  const connection = createPortalConnection({
    probe: () => Promise.resolve(true),
    timing: { probeEveryMs: 20, backShownMs: 1_000 },
    reload,
  });
  onTestFinished(() => connection.stop());
  const router = createMemoryRouter([
    { path: '/', lazy: lazyScreen(load), hydrateFallbackElement: null },
  ]);
  render(
    <PortalConnectionContext value={connection}>
      <RouterProvider router={router} />
    </PortalConnectionContext>,
  );

  await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  expect(connection.status()).toBe('connected');
});

it('says the portal cannot be reached instead of loading the page again when it just did', async () => {
  const load = vi.fn(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const connection = createPortalConnection({
    probe: () => Promise.resolve(true),
    timing: { probeEveryMs: 60_000, backShownMs: 1_000 },
    reload: () => false,
  });
  onTestFinished(() => connection.stop());
  function Page() {
    return <>{useLoadedWhenReachable(load)}</>;
  }
  render(
    <PortalConnectionContext value={connection}>
      <Page />
    </PortalConnectionContext>,
  );

  await waitFor(() => expect(connection.status()).toBe('unreachable'));
});
