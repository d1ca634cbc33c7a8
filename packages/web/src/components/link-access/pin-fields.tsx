import { OTP_POLICY } from '@preauth/shared';
import type { ReactNode } from 'react';
import { SubmitButton } from '../form/submit-button';
import { PinInput } from './pin-input';
import { ResendPin } from './resend-pin';

/**
 * What every PIN screen shows inside its form: where the PIN went, the field, the resend control
 * (a countdown first) and Verify; `children` (a failure, say) goes between the sentence and the
 * field.
 */
export function PinFields({
  sentTo,
  availableAt,
  onResend,
  children,
}: {
  sentTo: string;
  availableAt: number;
  onResend: () => Promise<unknown>;
  children?: ReactNode;
}) {
  return (
    <>
      <p>
        A {OTP_POLICY.length}-digit one-time PIN was sent to <strong>{sentTo}</strong>.
      </p>
      {children}
      <PinInput />
      <ResendPin availableAt={availableAt} onResend={onResend} />
      <div className="screen-actions">
        <SubmitButton>Verify</SubmitButton>
      </div>
    </>
  );
}
