import { type ReactNode, useContext, useEffect, useState } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { PortalConnectionContext, useConnectionStatus } from '../lib/portal-connection';

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

/**
 * What `load` answers (code fetched on demand), or nothing until then. When it cannot be fetched,
 * the portal connection is told: a portal that answers has had a new release (the page loads
 * again for it); one that does not is probed, and the load is tried again once it answers. A
 * failed fetch never reaches an error screen.
 */
export function useLoadedWhenReachable(load: () => Promise<ReactNode>): ReactNode {
  const connection = useContext(PortalConnectionContext);
  const status = useConnectionStatus();
  const [loaded, setLoaded] = useState<{ value: ReactNode } | null>(null);

  useEffect(() => {
    if (loaded !== null || status === 'unreachable') return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ value }),
      () => current && connection?.codeNotFetched(),
    );
    return () => {
      current = false;
    };
  }, [status, loaded, load, connection]);

  return loaded?.value ?? null;
}
