// Test data of the insurer's decisions (issues 14 and 24): the coded reasons, a decision as the
// policyholder's review and as the case view read it. Override only what the test is about.
import type {
  ApprovedFeeLine,
  CaseDecision,
  DecisionReason,
  RequestDecision,
} from '@preauth/shared';
import { next } from './data-generators';

/** A coded reason of the insurer's list: a reduction reason unless `kind` says otherwise. */
export function createDecisionReason(overrides: Partial<DecisionReason> = {}): DecisionReason {
  const n = next();
  return { kind: 'reduction', code: `RED-${n}`, label: `Reduction reason ${n}`, ...overrides };
}

/** The insurer's latest decision as the policyholder's review reads it: a rejection unless overridden. */
export function createRequestDecision(overrides: Partial<RequestDecision> = {}): RequestDecision {
  const n = next();
  return {
    outcome: 'reject',
    decidedOn: '2026-11-25T03:00:00.000Z',
    reasonCode: `REJ-${n}`,
    reasonLabel: `Rejection reason ${n}`,
    reasonText: `Explanation ${n}`,
    conditions: null,
    lines: [],
    approvedTotal: null,
    validUntil: null,
    ...overrides,
  };
}

/** One fee of an approval: the surgeon fee of the first procedure, approved as requested. */
export function createApprovedFeeLine(overrides: Partial<ApprovedFeeLine> = {}): ApprovedFeeLine {
  return {
    fee: 'surgeon',
    index: 0,
    itemCode: 'SA701K',
    itemDescription: 'Appendicectomy',
    requestedAmount: '3800.00',
    approvedAmount: '3800.00',
    reasonCode: null,
    reasonLabel: null,
    ...overrides,
  };
}

/**
 * A case's latest decision: Grace Ong's approval on 25-11-2026 11:00 (Singapore) of the default
 * case's fees in full (total 12,320), with its certificate code.
 */
export function createCaseDecision(overrides: Partial<CaseDecision> = {}): CaseDecision {
  const n = next();
  const line = (
    fee: ApprovedFeeLine['fee'],
    index: number | null,
    itemCode: string | null,
    amount: string,
  ) =>
    createApprovedFeeLine({
      fee,
      index,
      itemCode,
      itemDescription: null,
      requestedAmount: amount,
      approvedAmount: amount,
    });
  return {
    outcome: 'approve',
    decidedAt: '2026-11-25T03:00:00.000Z',
    decidedBy: { kind: 'adjudicator', name: 'Grace Ong' },
    reasonCode: null,
    reasonLabel: null,
    reasonText: null,
    conditions: null,
    requiredDocumentKinds: [],
    lines: [
      line('surgeon', 0, 'SF801H', '3800.00'),
      line('anaesthetist', 0, 'SF801H', '1220.00'),
      line('attendance', null, null, '150.00'),
      line('other', 0, 'CONS', '350.00'),
      line('hospital-charges', null, null, '6800.00'),
    ],
    approvedTotal: '12320.00',
    verificationCode: `VC${String(n).padStart(8, '0')}`,
    validUntil: '2027-01-24',
    reversal: null,
    ...overrides,
  };
}
