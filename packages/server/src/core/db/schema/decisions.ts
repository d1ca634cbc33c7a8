import { DECISION_FEES, DECISION_OUTCOMES, DECISION_REASON_KINDS } from '@preauth/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz } from './columns';
import { documentKindEnum } from './documents';
import { users } from './people';
import { insurerRef } from './reference';
import { paDetails, paRequests } from './requests';

export const decisionReasonKindEnum = pgEnum('decision_reason_kind', DECISION_REASON_KINDS);
export const decisionOutcomeEnum = pgEnum('decision_outcome', DECISION_OUTCOMES);
export const decisionFeeEnum = pgEnum('decision_fee', DECISION_FEES);

/**
 * Each insurer's coded reasons: for rejecting a request, and for approving a fee at less than
 * requested. A reason no longer offered is made inactive, never deleted: decisions name it.
 */
export const decisionReasons = pgTable(
  'decision_reasons',
  {
    id: id(),
    insurerId: insurerRef(),
    kind: decisionReasonKindEnum('kind').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('decision_reasons_insurer_kind_code_uq').on(t.insurerId, t.kind, t.code)],
);

/**
 * One row per decision of an adjudicator (approve, reject, request amendment), written in the
 * transition's transaction. Reasons are kept as code and label at the time of the decision, so a
 * later change of the insurer's list does not rewrite a past decision or its certificate.
 */
export const paDecisions = pgTable(
  'pa_decisions',
  {
    id: id(),
    paId: uuid('pa_id')
      .notNull()
      .references(() => paRequests.id),
    outcome: decisionOutcomeEnum('outcome').notNull(),
    /** Null for a straight-through approval (decision_rule_evaluations names its rule version). */
    adjudicatorId: uuid('adjudicator_id').references(() => users.id),
    /** The doctor's submission (with the business office's fees) the decision was made on. */
    detailId: uuid('detail_id').references(() => paDetails.id),
    decidedAt: timestamptz('decided_at').notNull(),
    /** A rejection's reason. */
    reasonCode: text('reason_code'),
    reasonLabel: text('reason_label'),
    /** The rejection's text for the policyholder, or the amendment's "what must change". */
    reasonText: text('reason_text'),
    /** The kinds of document an amendment request asks the doctor to attach (issue 24). */
    requiredDocumentKinds: documentKindEnum('required_document_kinds')
      .array()
      .notNull()
      .default([]),
    /** An approval's conditions or notes. */
    conditions: text('conditions'),
    /** An approval's total: the requested total bill less every reduction. */
    approvedTotalBill: money('approved_total_bill'),
    /** An approval's certificate code, checked by the public verification. */
    verificationCode: text('verification_code').unique(),
    /**
     * An approval's certificate's last valid day (Singapore calendar day, inclusive): the
     * decision's day plus the insurer's `certificateValidityDays` at the time, so a later change
     * of the setting does not rewrite an issued certificate.
     */
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [
    index('pa_decisions_pa_idx').on(t.paId, t.decidedAt),
    check(
      'pa_decisions_approval_valid_until_ck',
      sql`${t.outcome} <> 'approve' or ${t.validUntil} is not null`,
    ),
  ],
);

/** An approval's amount for every fee of the request, beside the amount requested. */
export const paDecisionLines = pgTable(
  'pa_decision_lines',
  {
    id: id(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => paDecisions.id),
    position: integer('position').notNull(),
    fee: decisionFeeEnum('fee').notNull(),
    /** The surgery line or other fee (0-based), for the fees that come per line. */
    lineIndex: integer('line_index'),
    /** The line's code: the TOSP code of a surgery line, the fee code of an other fee. */
    itemCode: text('item_code'),
    requestedAmount: money('requested_amount').notNull(),
    approvedAmount: money('approved_amount').notNull(),
    /** The reduction's reason, when the approved amount is lower. */
    reasonCode: text('reason_code'),
    reasonLabel: text('reason_label'),
  },
  (t) => [index('pa_decision_lines_decision_idx').on(t.decisionId, t.position)],
);
