import { useEffect, useState } from 'react';
import { useLoadedWhenReachable } from '../../../lib/loaded-when-reachable';
import { useNow } from '../../../lib/use-now';
import { expireSession } from '../api/logout';
import { idlePhase } from '../lib/idle-clock';
import { useSessionState } from '../stores/session-store';

/**
 * How long before the warning its dialog's code is fetched: the dialog brings Floating UI (about
 * 18 KiB of gzip JavaScript), which no logged-in page needs before then (issue 27), and a minute
 * is time enough to fetch it on a slow network and open on time.
 */
const LOAD_AHEAD_MS = 60_000;

const loadIdleWarning = () =>
  import('./idle-warning').then((m) => ({ IdleWarning: m.IdleWarning }));

/**
 * Follows the session's idle clock (shared by every tab): the warning from five minutes before
 * its end, its dialog's code fetched a minute before that; at zero, the session ends cleanly
 * (here, in the other tabs and on the server), whether or not that code could be fetched.
 */
export function IdleWatch() {
  const { lastActiveAt } = useSessionState();
  const now = useNow(lastActiveAt !== null);
  const clock = idlePhase(lastActiveAt, now);
  const near =
    clock.phase === 'warning' || (clock.phase === 'active' && clock.warnInMs <= LOAD_AHEAD_MS);
  // Once fetched, the dialog stays mounted (closed), so that it opens at once next time.
  const [wanted, setWanted] = useState(false);
  if (near && !wanted) setWanted(true);

  const ended = clock.phase === 'ended';
  useEffect(() => {
    if (ended) expireSession();
  }, [ended]);

  return wanted ? (
    <IdleWarningWhenLoaded msLeft={clock.phase === 'warning' ? clock.msLeft : null} />
  ) : null;
}

/** The warning once its code is in; offline, it loads when the portal answers again. */
function IdleWarningWhenLoaded({ msLeft }: { msLeft: number | null }) {
  const loaded = useLoadedWhenReachable(loadIdleWarning);
  return loaded && <loaded.IdleWarning msLeft={msLeft} />;
}
