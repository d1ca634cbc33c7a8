import { z } from 'zod';
import { STATUS_CODES } from '../requests/statuses';
import { failedRuleSchema } from './decision-rules';

/**
 * The preview's comparison (issue 22): beside what a draft rule set would do to each past request,
 * what was actually decided on it, as of now (its latest decision).
 */
export const DECIDED_OUTCOMES = [
  'approved-in-full',
  'approved-with-reductions',
  'rejected',
  'amendment-requested',
  'approved-automatically',
  'reversed',
  'not-decided',
] as const;
export type DecidedOutcome = (typeof DECIDED_OUTCOMES)[number];

/**
 * Where the draft and the people disagree: it would approve what an adjudicator reduced or
 * rejected, or refuse what an adjudicator approved in full.
 */
export function disagrees(draftPasses: boolean, decided: DecidedOutcome): boolean {
  return draftPasses
    ? decided === 'approved-with-reductions' || decided === 'rejected'
    : decided === 'approved-in-full';
}

const count = z.number().int();

/** `POST /api/adjudication/decision-rules/preview`'s answer. */
export const decisionRulePreviewSchema = z.object({
  totals: z.object({
    evaluated: count,
    passed: count,
    failed: count,
    /** How many requests failed each kind of rule. */
    failedByRule: z.record(z.string(), count),
    /** Of those the draft would approve: how many adjudicators approved, reduced, rejected. */
    passedThatWere: z.object({
      approvedInFull: count,
      approvedWithReductions: count,
      rejected: count,
    }),
    disagreements: count,
  }),
  /** The disagreements first, then newest first. */
  requests: z.array(
    z.object({
      paId: z.string(),
      erefNo: z.string(),
      statusCode: z.enum(STATUS_CODES),
      /** ISO timestamp: when it reached Processing. */
      reachedProcessingAt: z.string(),
      outcome: z.enum(['pass', 'fail']),
      failed: z.array(failedRuleSchema),
      decided: z.enum(DECIDED_OUTCOMES),
      disagrees: z.boolean(),
    }),
  ),
});
export type DecisionRulePreview = z.infer<typeof decisionRulePreviewSchema>;

/** The preview's totals, counted from its requests: the server's answer and the web's test data. */
export function previewTotals(
  requests: readonly DecisionRulePreview['requests'][number][],
): DecisionRulePreview['totals'] {
  const failedByRule: Record<string, number> = {};
  for (const { kind } of requests.flatMap((request) => request.failed)) {
    failedByRule[kind] = (failedByRule[kind] ?? 0) + 1;
  }
  const passing = requests.filter((request) => request.outcome === 'pass');
  const passedThat = (decided: DecidedOutcome) =>
    passing.filter((request) => request.decided === decided).length;
  return {
    evaluated: requests.length,
    passed: passing.length,
    failed: requests.length - passing.length,
    failedByRule,
    passedThatWere: {
      approvedInFull: passedThat('approved-in-full'),
      approvedWithReductions: passedThat('approved-with-reductions'),
      rejected: passedThat('rejected'),
    },
    disagreements: requests.filter((request) => request.disagrees).length,
  };
}
