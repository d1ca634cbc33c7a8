import { useNow } from '../../lib/use-now';
import { Button } from '../ui/button';

/**
 * The resend control of the OTP page (001 §2, §4): hidden while the countdown runs (60 seconds
 * after a PIN was sent, or what the server says is left), then a "Resend again" link.
 */
export function ResendPin({
  availableAt,
  onResend,
}: {
  availableAt: number;
  onResend: () => Promise<unknown>;
}) {
  const now = useNow(true);
  const secondsLeft = Math.max(0, Math.ceil((availableAt - now) / 1000));
  if (secondsLeft > 0) {
    return (
      <p className="field__hint" role="timer" aria-live="off">
        You can ask for another OTP in {secondsLeft} seconds.
      </p>
    );
  }
  return (
    <p>
      Did not receive the OTP?{' '}
      <Button variant="link" onClick={onResend}>
        Resend again
      </Button>
    </p>
  );
}
