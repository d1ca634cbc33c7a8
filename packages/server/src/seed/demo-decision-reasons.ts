import type { DecisionReasonKind } from '@preauth/shared';

/**
 * The coded reasons each demo insurer starts with (ours): why a request is rejected, and why a
 * fee is approved at less than requested. An insurer's own list replaces them in production.
 */
export const DEMO_DECISION_REASONS: { kind: DecisionReasonKind; code: string; label: string }[] = [
  { kind: 'rejection', code: 'REJ-EXCL', label: 'Condition excluded by the policy' },
  { kind: 'rejection', code: 'REJ-PREEX', label: 'Pre-existing condition not covered' },
  { kind: 'rejection', code: 'REJ-NOTCOV', label: 'Treatment not covered by the plan or rider' },
  { kind: 'rejection', code: 'REJ-NOTMED', label: 'Treatment not medically necessary' },
  { kind: 'rejection', code: 'REJ-WAIT', label: "Within the policy's waiting period" },
  { kind: 'rejection', code: 'REJ-LAPSE', label: 'Policy not in force on the admission date' },
  { kind: 'rejection', code: 'REJ-INFO', label: 'Information insufficient to assess the request' },
  { kind: 'reduction', code: 'RED-AGREED', label: 'Above the agreed price for the procedure' },
  { kind: 'reduction', code: 'RED-BENCH', label: "Above the Ministry of Health's fee benchmark" },
  { kind: 'reduction', code: 'RED-LIMIT', label: "Above the plan's benefit limit" },
  { kind: 'reduction', code: 'RED-WARD', label: "Ward class above the plan's entitlement" },
  { kind: 'reduction', code: 'RED-NOTCOV', label: 'Item not covered by the plan' },
  { kind: 'reduction', code: 'RED-DUP', label: 'Charge duplicated or included in another fee' },
];
