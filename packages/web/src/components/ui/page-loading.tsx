import { MESSAGES } from '@preauth/shared';
import { useConnectionStatus } from '../../lib/portal-connection';
import { Spinner } from './spinner';

/**
 * A polite "loading" status for a whole screen or region; while the portal cannot be reached it
 * says that it waits for it instead (the reads go on by themselves once it answers).
 */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  const waiting = useConnectionStatus() === 'unreachable';
  return (
    <p className="page-loading" role="status">
      <Spinner />
      {waiting ? MESSAGES.waitingForPortal : label}
    </p>
  );
}
