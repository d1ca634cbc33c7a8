import { Button } from '../ui/button';

/**
 * The resend control of a PIN screen (001 §2, §4): a countdown while no new PIN may be asked for
 * (60 seconds after a PIN was sent, or what the server says is left), then a "Resend again" link.
 */
export function ResendPin({
  secondsLeft,
  onResend,
}: {
  secondsLeft: number;
  onResend: () => Promise<unknown>;
}) {
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
