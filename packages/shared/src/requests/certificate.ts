/**
 * The payment-guarantee note of an approved request (000 §2.6), as a full sentence: the review
 * screen and the certificate both show it.
 */
export const PAYMENT_GUARANTEE_NOTE =
  'Payment is guaranteed subject to policy terms and limits, and exclusions are not covered.';

export const CERTIFICATE_TEXTS = {
  title: 'Pre-Authorisation Certificate',
  notApproved: 'The certificate is available once the request is approved.',
} as const;
