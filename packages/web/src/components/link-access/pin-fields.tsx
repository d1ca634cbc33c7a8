import { OTP_POLICY } from '@preauth/shared';
import type { ReactNode } from 'react';
import { Field } from '../form/field';
import { SubmitButton } from '../form/submit-button';
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
      <Field
        type="text"
        name="otp"
        label="OTP"
        placeholder={`Enter ${OTP_POLICY.length} digits OTP here`}
        maxLength={OTP_POLICY.length}
        autoComplete="one-time-code"
      />
      <ResendPin availableAt={availableAt} onResend={onResend} />
      <div className="screen-actions">
        <SubmitButton>Verify</SubmitButton>
      </div>
    </>
  );
}
