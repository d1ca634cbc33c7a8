import { z } from 'zod';

/**
 * `POST /api/adjudication/digest`: the caller's digest (their insurer's cases in Processing that
 * are overdue or due today) is on its way to their email; how many of each it lists.
 */
export const adjudicationDigestSentSchema = z.object({
  overdue: z.number().int(),
  dueToday: z.number().int(),
});
export type AdjudicationDigestSent = z.infer<typeof adjudicationDigestSentSchema>;
