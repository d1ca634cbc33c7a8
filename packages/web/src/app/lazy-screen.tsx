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
  const connection = useContext(PortalConnectionContext);
  const status = useConnectionStatus();
  const [screen, setScreen] = useState<ReactNode>(null);

  useEffect(() => {
    if (screen !== null || status === 'unreachable') return;
    let current = true;
    load().then(
      (loaded) => current && setScreen(loaded),
      // No answer again: the connection says so and probes until the portal answers.
      () => current && connection?.lost(),
    );
    return () => {
      current = false;
    };
  }, [status, screen, load, connection]);

  return screen ?? <PageLoading />;
}
