import type { ComponentType } from 'react';
import { useLoadedWhenReachable } from '../../lib/loaded-when-reachable';
import { PageLoading } from './page-loading';

/**
 * A component whose code loads when it is first rendered, with a loading status meanwhile: a part
 * of a screen its first paint does not need, such as the filters behind a phone's Filters button
 * (issue 27). Offline, it loads once the portal answers again.
 */
export function loadedOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel: string,
) {
  return function LoadedOnUse(props: P) {
    const Loaded = useLoadedWhenReachable(load);
    return Loaded ? <Loaded {...props} /> : <PageLoading label={loadingLabel} />;
  };
}
