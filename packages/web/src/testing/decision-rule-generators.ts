// Test data of the straight-through rules' page (issues 14 and 22): versions, proposals under four
// eyes and the preview. Override only what the test is about.
import {
  previewTotals,
  type DecisionRulePreview,
  type RuleProposal,
  type DecisionRules,
  type DecisionRuleVersion,
} from '@preauth/shared';
import { next } from './data-generators';

/**
 * A version of the insurer's rules: version 3, proposed by Ahmad Ismail and approved by Grace Ong
 * on 20-11-2026 09:30 (Singapore), straight-through on, fees within the agreed prices and a total
 * under S$ 25,000.
 */
export function createDecisionRuleVersion(
  overrides: Partial<DecisionRuleVersion> = {},
): DecisionRuleVersion {
  return {
    version: 3,
    straightThrough: true,
    rules: [{ kind: 'agreed-prices' }, { kind: 'total-limit', limit: '25000.00' }],
    publishedAt: '2026-11-20T01:30:00.000Z',
    proposedBy: 'Ahmad Ismail',
    approvedBy: 'Grace Ong',
    ...overrides,
  };
}

/**
 * The insurer's rules as the API answers them: `current` (or none yet) and it as every version,
 * no proposal waiting and none declined, unless `others` says otherwise.
 */
export function createDecisionRules(
  current: DecisionRuleVersion | null = createDecisionRuleVersion(),
  others: Partial<DecisionRules> = {},
): DecisionRules {
  return { current, versions: current ? [current] : [], pending: null, declined: [], ...others };
}

/**
 * A proposal waiting for approval: Ahmad Ismail's (not the caller's) of 21-11-2026 10:00
 * (Singapore), edited from version 3: straight-through off, the total limit lowered to
 * S$ 20,000, the agreed prices' rule removed and the policy's added.
 */
export function createRuleProposal(overrides: Partial<RuleProposal> = {}): RuleProposal {
  return {
    id: '00000000-0000-4003-a000-000000000001',
    basedOnVersion: 3,
    straightThrough: false,
    rules: [
      { kind: 'total-limit', limit: '20000.00' },
      { kind: 'policy-covered', requireRider: true },
    ],
    proposedBy: 'Ahmad Ismail',
    proposedByYou: false,
    proposedAt: '2026-11-21T02:00:00.000Z',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    declineReason: null,
    version: null,
    ...overrides,
  };
}

type PreviewRequest = DecisionRulePreview['requests'][number];

/** A past request of a preview: it reached Processing on 24-11-2026 09:00 and met every rule. */
export function createPreviewRequest(overrides: Partial<PreviewRequest> = {}): PreviewRequest {
  const n = next();
  return {
    paId: `00000000-0000-4002-a000-${String(n).padStart(12, '0')}`,
    erefNo: `PA2026-${String(n).padStart(6, '0')}`,
    statusCode: 'PRO',
    reachedProcessingAt: '2026-11-24T01:00:00.000Z',
    outcome: 'pass',
    failed: [],
    decided: 'approved-in-full',
    disagrees: false,
    ...overrides,
  };
}

/** A preview's answer over the requests given, its totals counted from them. */
export function createDecisionRulePreview(
  requests: PreviewRequest[] = [createPreviewRequest()],
): DecisionRulePreview {
  return { totals: previewTotals(requests), requests };
}
