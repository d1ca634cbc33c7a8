import type { ReactNode } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { useLoadedWhenReachable } from '../lib/loaded-when-reachable';

/**
 * A route's `lazy` for a screen whose code loads when first visited. When that code cannot be
 * fetched (offline, portal down), the route says it waits for the portal instead of showing the
 * error screen, and loads the screen by itself once the portal can be reached again.
 */
export function lazyScreen(load: () => Promise<ReactNode>) {
  return async () => {
    try {
      return { element: await load() };
    } catch {
      return { element: <ScreenWhenReachable load={load} /> };
    }
  };
}

function ScreenWhenReachable({ load }: { load: () => Promise<ReactNode> }) {
  return useLoadedWhenReachable(load) ?? <PageLoading />;
}
