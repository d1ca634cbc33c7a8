import { useContext, useEffect, useState } from 'react';
import { PortalConnectionContext, useConnectionStatus } from './portal-connection';

/**
 * What `load` answers (code fetched on demand), or null until then. When it cannot be fetched,
 * the portal connection is told: a portal that answers has had a new release (the page loads
 * again for it); one that does not is probed, and the load is tried again once it answers. A
 * failed fetch never reaches an error screen.
 */
export function useLoadedWhenReachable<T>(load: () => Promise<T>): T | null {
  const connection = useContext(PortalConnectionContext);
  const status = useConnectionStatus();
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);

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
