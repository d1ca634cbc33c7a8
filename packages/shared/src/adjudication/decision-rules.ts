import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';
import { moneySchema } from '../money/money';
import { multilineText, singleLineText } from '../text/text';

/**
 * Straight-through decisions (issue 14): the rules an insurer keeps, by which a request that
 * reaches Processing is approved at once when it passes every one of them. Ours: the
 * specification shows no insurer screen.
 */
export const DECISION_RULE_KINDS = [
  'agreed-prices',
  'policy-covered',
  'diagnosis-exclusions',
  'total-limit',
  'hospital-list',
] as const;
export type DecisionRuleKind = (typeof DECISION_RULE_KINDS)[number];

export const DECISION_RULE_LIMITS = {
  /** Exclusions (ICD-10 codes or prefixes) in one rule. */
  exclusions: 500,
  hospitals: 500,
  /** Past requests one preview evaluates at most. */
  preview: 500,
  reason: 1000,
} as const;

export const DECISION_RULE_MESSAGES = {
  kindUnknown: 'Please choose one of the kinds of rule.',
  kindTwice: 'Each kind of rule may appear only once.',
  settingNotOfKind: 'This setting does not belong to this kind of rule.',
  exclusionsRequired: 'Please list at least one ICD-10 code or prefix.',
  exclusionInvalid: 'Please enter an ICD-10 code or prefix, e.g. C50 or O80.1.',
  tooMany: (limit: number) => `Please list at most ${limit}.`,
  limitInvalid: 'Please enter the limit, e.g. 20000.00.',
  hospitalsRequired: 'Please list at least one hospital code.',
  hospitalInvalid: 'Please enter a hospital code.',
  straightThroughRequired: 'Please say whether straight-through approval is on.',
  straightThroughUnbounded:
    'Straight-through approval needs the rules “Fees within the agreed prices” and “Total under a limit”, so that every amount it approves is bounded.',
  reasonRequired: 'Please say why the automatic approval is reversed.',
  reasonTooLong: `Please keep this within ${DECISION_RULE_LIMITS.reason} characters.`,
  previewScope: 'Please give either a number of past requests or a date range, not both.',
  previewRange: 'The end of the range cannot be before its start.',
} as const;

const M = DECISION_RULE_MESSAGES;

/** An ICD-10 code or a prefix of one (C50, C50.9, O80): upper-cased, the dot optional. */
const icdPrefix = singleLineText(M.exclusionInvalid)
  .toUpperCase()
  .regex(/^[A-Z][0-9]{0,2}(\.?[0-9A-Z]{0,4})?$/, M.exclusionInvalid)
  .transform((code) => code.replace('.', ''));

/**
 * One rule as stored and evaluated, by kind:
 * - `agreed-prices`: every line an approval as requested pays is one a machine may approve: each
 *   surgeon and anaesthetist amount within its cap (TOSP: the agreed price on the first surgery
 *   row, 80 % of it on later rows), no doctor's fee above its cap (justified), no other fee (a fee
 *   type has no agreed price), no fee the business office raised (`decision-rule-evaluation.ts`);
 *   no settings (the cap is never above the agreed price);
 * - `policy-covered`: the request's policy is in force for the patient, with its rider when
 *   `requireRider`;
 * - `diagnosis-exclusions`: no diagnosis of the request starts with one of `codes` (ICD-10 codes or
 *   prefixes, stored upper-case without the dot);
 * - `total-limit`: the total an approval as requested pays is under `limit`;
 * - `hospital-list`: the request's hospital is one of `hospitalCodes`.
 */
export type DecisionRule =
  | { kind: 'agreed-prices' }
  | { kind: 'policy-covered'; requireRider: boolean }
  | { kind: 'diagnosis-exclusions'; codes: string[] }
  | { kind: 'total-limit'; limit: string }
  | { kind: 'hospital-list'; hospitalCodes: string[] };

/** Every setting a rule may have; which ones a kind takes is `SETTINGS_OF`. */
const ruleSettings = {
  requireRider: z.boolean().optional(),
  codes: z
    .array(icdPrefix, { error: M.exclusionsRequired })
    .min(1, M.exclusionsRequired)
    .max(DECISION_RULE_LIMITS.exclusions, M.tooMany(DECISION_RULE_LIMITS.exclusions))
    .optional(),
  limit: moneySchema(M.limitInvalid).optional(),
  hospitalCodes: z
    .array(singleLineText(M.hospitalInvalid).min(1, M.hospitalInvalid).max(40), {
      error: M.hospitalsRequired,
    })
    .min(1, M.hospitalsRequired)
    .max(DECISION_RULE_LIMITS.hospitals, M.tooMany(DECISION_RULE_LIMITS.hospitals))
    .optional(),
};
type RuleSetting = keyof typeof ruleSettings;

/** The settings of each kind: required ones with the message when missing, optional ones. */
const SETTINGS_OF: Record<
  DecisionRuleKind,
  { required: Partial<Record<RuleSetting, string>>; optional: RuleSetting[] }
> = {
  'agreed-prices': { required: {}, optional: [] },
  'policy-covered': { required: {}, optional: ['requireRider'] },
  'diagnosis-exclusions': { required: { codes: M.exclusionsRequired }, optional: [] },
  'total-limit': { required: { limit: M.limitInvalid }, optional: [] },
  'hospital-list': { required: { hospitalCodes: M.hospitalsRequired }, optional: [] },
};

/**
 * One rule of a set as sent: its `kind` and that kind's settings. One object with every setting
 * optional rather than a union on `kind`, so that every setting is checked (and refused at its
 * own field) even when the kind is missing or wrong; a kind's required settings, settings of
 * another kind and settings no kind has (one retired, say) are then refused at their fields.
 */
export const decisionRuleSchema = z
  .looseObject({ kind: z.enum(DECISION_RULE_KINDS, { error: M.kindUnknown }), ...ruleSettings })
  .superRefine((rule, ctx) => {
    const { required, optional } = SETTINGS_OF[rule.kind];
    for (const [setting, message] of Object.entries(required)) {
      if (rule[setting as RuleSetting] === undefined) {
        ctx.addIssue({ code: 'custom', path: [setting], message });
      }
    }
    for (const [setting, value] of Object.entries(rule)) {
      const ofKind =
        setting === 'kind' || setting in required || optional.includes(setting as RuleSetting);
      if (value !== undefined && !ofKind) {
        ctx.addIssue({ code: 'custom', path: [setting], message: M.settingNotOfKind });
      }
    }
  })
  .transform((rule): DecisionRule => {
    switch (rule.kind) {
      case 'agreed-prices':
        return { kind: rule.kind };
      case 'policy-covered':
        return { kind: rule.kind, requireRider: rule.requireRider ?? false };
      case 'diagnosis-exclusions':
        return { kind: rule.kind, codes: rule.codes ?? [] };
      case 'total-limit':
        return { kind: rule.kind, limit: rule.limit ?? '0.00' };
      case 'hospital-list':
        return { kind: rule.kind, hospitalCodes: rule.hospitalCodes ?? [] };
    }
  });
export type DecisionRuleInput = z.input<typeof decisionRuleSchema>;

/**
 * A whole rule set, as proposed (`POST /api/adjudication/decision-rules/proposals`) or previewed: whether
 * straight-through approval is on, and the rules, each kind at most once.
 */
export const decisionRuleSetBodySchema = z.object({
  straightThrough: z.boolean({ error: M.straightThroughRequired }),
  rules: z
    .array(decisionRuleSchema)
    .max(DECISION_RULE_KINDS.length)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, i) => {
        if (seen.has(rule.kind)) {
          ctx.addIssue({ code: 'custom', path: [i, 'kind'], message: M.kindTwice });
        }
        seen.add(rule.kind);
      });
    }),
});
export type DecisionRuleSetBody = z.input<typeof decisionRuleSetBodySchema>;

/**
 * Whether a set bounds every amount straight-through would approve: each priced line by the
 * agreed-prices rule and the total by the total-limit rule. Straight-through runs only with both.
 */
export const boundsStraightThrough = (rules: readonly { kind: DecisionRuleKind }[]) =>
  rules.some((rule) => rule.kind === 'agreed-prices') &&
  rules.some((rule) => rule.kind === 'total-limit');
export type DecisionRuleSet = z.output<typeof decisionRuleSetBodySchema>;

/**
 * A rule as stored and answered (after parsing: codes upper-cased, the limit as 20000.00). Unknown
 * keys are stripped, so a version stored with a setting since retired still reads.
 */
export const storedDecisionRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('agreed-prices') }),
  z.object({ kind: z.literal('policy-covered'), requireRider: z.boolean() }),
  z.object({ kind: z.literal('diagnosis-exclusions'), codes: z.array(z.string()) }),
  z.object({ kind: z.literal('total-limit'), limit: z.string() }),
  z.object({ kind: z.literal('hospital-list'), hospitalCodes: z.array(z.string()) }),
]) satisfies z.ZodType<DecisionRule>;

/** One rule a request failed, with a sentence the adjudicator reads. */
export const failedRuleSchema = z.object({
  kind: z.enum(DECISION_RULE_KINDS),
  reason: z.string(),
});
export type FailedRule = z.infer<typeof failedRuleSchema>;

/**
 * `POST /api/adjudication/decision-rules/preview`: a draft rule set over the insurer's past
 * requests that reached Processing: the latest `last` (100 unless told), or those that reached it
 * in a date range (Singapore days, inclusive), at most `DECISION_RULE_LIMITS.preview`.
 */
export const decisionRulePreviewBodySchema = z
  .object({
    ruleSet: decisionRuleSetBodySchema,
    last: z.number().int().min(1).max(DECISION_RULE_LIMITS.preview).optional(),
    from: isoDateSchema().optional(),
    to: isoDateSchema().optional(),
  })
  .superRefine((body, ctx) => {
    const range = body.from !== undefined || body.to !== undefined;
    if (range && body.last !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['last'], message: M.previewScope });
    }
    if (body.from && body.to && body.to < body.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.previewRange });
    }
  });
export type DecisionRulePreviewBody = z.input<typeof decisionRulePreviewBodySchema>;

/** The straight-through evaluation of the request's latest submission, for the case view. */
export const straightThroughEvaluationSchema = z.object({
  ruleVersion: z.number().int(),
  /** ISO timestamp. */
  evaluatedAt: z.string(),
  outcome: z.enum(['pass', 'fail']),
  failed: z.array(failedRuleSchema),
  /** Approved automatically by it (true also once reversed). */
  approvedAutomatically: z.boolean(),
  /** ISO timestamp of the reversal, when an adjudicator reversed the automatic approval. */
  reversedAt: z.string().nullable(),
});
export type StraightThroughEvaluation = z.infer<typeof straightThroughEvaluationSchema>;

/** `POST /api/adjudication/cases/{paId}/reverse-automatic`. */
export const reverseAutomaticBodySchema = z.object({
  reason: multilineText(M.reasonRequired)
    .min(1, M.reasonRequired)
    .max(DECISION_RULE_LIMITS.reason, M.reasonTooLong),
});
export type ReverseAutomaticBody = z.input<typeof reverseAutomaticBodySchema>;
