import { errorMessage } from '../../lib/error-message';
import { Button } from '../ui/button';
import { ErrorFallback } from './error-fallback';
import './load-error.css';

type LoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  /**
   * Nothing else is on the screen: the failure takes the error fallback's heading (000 §2.12), so
   * the screen still has one. Otherwise it is a box within a screen that has its own.
   */
  wholeScreen?: boolean;
};

/**
 * A read that failed: the same text as the error notification (which the query layer shows) and
 * a way to try again.
 */
export function LoadError({ error, onRetry, wholeScreen = false }: LoadErrorProps) {
  const message = errorMessage(error, 'read');
  const retry = (
    <Button variant="outline" onClick={onRetry}>
      Try again
    </Button>
  );
  if (wholeScreen) return <ErrorFallback error={message} action={retry} />;
  return (
    <div className="alert alert--error split-row load-error" role="alert">
      <p>{message}</p>
      {retry}
    </div>
  );
}
