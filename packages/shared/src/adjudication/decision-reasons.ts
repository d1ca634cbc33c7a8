import { z } from 'zod';

/**
 * The insurer's coded reasons (ours: the specification shows no insurer screens): why a request
 * is rejected, and why a fee is approved at less than requested. Each insurer keeps its own list;
 * a reason no longer in use is kept, inactive, so past decisions still name it.
 */
export const DECISION_REASON_KINDS = ['rejection', 'reduction'] as const;
export type DecisionReasonKind = (typeof DECISION_REASON_KINDS)[number];

export const decisionReasonSchema = z.object({
  kind: z.enum(DECISION_REASON_KINDS),
  /** Short and stable (`REJ-EXCL`), printed beside the label on the certificate. */
  code: z.string(),
  label: z.string(),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

/** `GET /api/adjudication/reasons`: the adjudicator's insurer's active reasons, by kind then code. */
export const decisionReasonListSchema = z.object({ reasons: z.array(decisionReasonSchema) });
export type DecisionReasonList = z.infer<typeof decisionReasonListSchema>;
