import { type CertificateVerificationBody, contracts } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The public check of a certificate (no login). Nobody is logged in on this page, so a refusal
 * never ends a portal session; the page shows every refusal itself, beside the toast.
 */
export function useVerifyCertificate() {
  return useMutation({
    mutationFn: (body: CertificateVerificationBody) =>
      callApi(contracts.verifyCertificate, { body }),
    meta: { handlesSessionEnd: true },
  });
}
