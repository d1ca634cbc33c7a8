import { type AdjudicationDigestSent, contracts } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * `POST /api/adjudication/digest`: emails the adjudicator today's digest now. The key is one per
 * visit of the queue, so a retry after a lost answer (or a second click) sends it once.
 */
export function postEmailDigest(idempotencyKey: string): Promise<AdjudicationDigestSent> {
  return callApi(contracts.emailAdjudicationDigest, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useEmailDigest() {
  return useMutation({ mutationFn: postEmailDigest });
}
