import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';

/** A part of the dashboard whose read failed: the same text as the toast, and a way to retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="alert alert--error dashboard__error" role="alert">
      <p>{errorMessage(error, 'read')}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
