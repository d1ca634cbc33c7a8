import { z } from 'zod';
import { PAGE_SIZES } from '../policy/limits';
import { REQUEST_LIST_MAX_LIMIT } from '../requests/request-list';
import { STATUS_CODES, type StatusCode } from '../requests/statuses';
import { singleLineText } from '../text/text';
import { ADJUDICATION_POLICY, caseHoldSchema } from './case-assignment';
import { decisionDueSchema, urgencySchema } from './urgency';

/** The queue's due filters: past due, due by the end of today (Singapore), due within N working days. */
export const QUEUE_DUE_FILTERS = ['overdue', 'today', 'within'] as const;
export type QueueDueFilter = (typeof QUEUE_DUE_FILTERS)[number];

/**
 * The queue's orders: due (urgent first, then earliest due: the queue's own order), received
 * (newest first), amount (largest total requested first) and hospital (A to Z).
 */
export const QUEUE_SORT_KEYS = ['due', 'received', 'amount', 'hospital'] as const;
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number];

/**
 * Statuses whose list is read newest first by default: the decided ones (and the others the
 * insurer no longer works on); only the open ones run earliest due first.
 */
const EARLIEST_DUE_STATUSES: readonly StatusCode[] = ['PRO', 'PEN-AI', 'SUB', 'AMEND', 'PEN'];

/** The order a status's list takes when none is chosen. */
export const defaultQueueSort = (statusCode: StatusCode): QueueSortKey =>
  EARLIEST_DUE_STATUSES.includes(statusCode) ? 'due' : 'received';

/** The search box's longest text. */
export const QUEUE_SEARCH_MAX = 100;

/**
 * What the search box's text is taken as: a full NRIC/FIN (matched exactly on the patient's or
 * the policyholder's), its last 4 characters (3 digits and the check letter: matched on the
 * stored last-4 columns), or else text contained in the reference, either name or the policy
 * number. One rule for the server and the screen's hint.
 */
export type QueueSearch =
  | { kind: 'nric'; nric: string }
  | { kind: 'nric-last4'; last4: string }
  | { kind: 'text'; text: string };

export function queueSearchOf(text: string): QueueSearch {
  const value = text.trim();
  if (/^[STFGM]\d{7}[A-Z]$/i.test(value)) return { kind: 'nric', nric: value.toUpperCase() };
  if (/^\d{3}[A-Z]$/i.test(value)) return { kind: 'nric-last4', last4: value.toUpperCase() };
  return { kind: 'text', text: value };
}

export const QUEUE_MESSAGES = {
  dueOnlyInProcessing: 'The due filter applies to requests in Processing only.',
  dueWithinDays: `Please choose between 1 and ${ADJUDICATION_POLICY.dueWithinMaxDays} working days.`,
  assignedTo: "Please choose 'me', 'nobody' or an adjudicator.",
  searchTooLong: `Please search with at most ${QUEUE_SEARCH_MAX} characters.`,
} as const;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET /api/adjudication/queue`: the insurer's requests, in Processing unless `statusCode` says
 * otherwise, urgent ones first, then earliest due first (PRO since, for any status), paged as the
 * dashboard's list.
 */
export const adjudicationQueueQuerySchema = z
  .object({
    statusCode: z.enum(STATUS_CODES).default('PRO'),
    /** The hospital of the doctor's latest submission. */
    hospitalId: z.uuid().optional(),
    /** Panel hospitals only (true) or the others (false, also before a hospital is known). */
    panel: booleanParam.optional(),
    due: z.enum(QUEUE_DUE_FILTERS).optional(),
    /** Urgent requests only (marked urgent and not downgraded), or the standard ones. */
    urgent: booleanParam.optional(),
    /** With `due=within`: due from now until this many working days from now. */
    dueWithinDays: z.coerce
      .number({ error: QUEUE_MESSAGES.dueWithinDays })
      .int({ error: QUEUE_MESSAGES.dueWithinDays })
      .min(1, { error: QUEUE_MESSAGES.dueWithinDays })
      .max(ADJUDICATION_POLICY.dueWithinMaxDays, { error: QUEUE_MESSAGES.dueWithinDays })
      .default(1),
    /** 'me', 'nobody' (no live hold) or an adjudicator's user id. */
    assignedTo: z
      .string()
      .refine(
        (value) => value === 'me' || value === 'nobody' || z.uuid().safeParse(value).success,
        {
          error: QUEUE_MESSAGES.assignedTo,
        },
      )
      .optional(),
    /** Reference, NRIC/FIN (full or last 4), patient or policyholder name, policy number. */
    search: singleLineText()
      .max(QUEUE_SEARCH_MAX, { error: QUEUE_MESSAGES.searchTooLong })
      .optional(),
    /** The list's order; by default earliest due for open statuses, newest first for the others. */
    sortBy: z.enum(QUEUE_SORT_KEYS).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(REQUEST_LIST_MAX_LIMIT).default(PAGE_SIZES.default),
  })
  .refine((q) => !q.due || q.statusCode === 'PRO', {
    error: QUEUE_MESSAGES.dueOnlyInProcessing,
    path: ['due'],
  });
export type AdjudicationQueueQuery = z.input<typeof adjudicationQueueQuerySchema>;
export type AdjudicationQueueParams = z.output<typeof adjudicationQueueQuerySchema>;

/** A decided request's decision, as the queue shows it. */
export const queueDecisionSchema = z.object({
  /** ISO timestamp. */
  decidedAt: z.string(),
  /** An approval's total, a decimal string; null for a rejection or an amendment request. */
  approvedTotal: z.string().nullable(),
  /** The deciding adjudicator's name; null for an automatic (straight-through) approval. */
  decidedBy: z.string().nullable(),
});
export type QueueDecision = z.infer<typeof queueDecisionSchema>;

/** Who decided, in a word or a name: "Automatic" for a straight-through approval. */
export const queueDeciderName = (decision: QueueDecision) => decision.decidedBy ?? 'Automatic';

export const adjudicationQueueItemSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  patientName: z.string(),
  policyHolderName: z.string(),
  /** The patient's NRIC/FIN masked (last 4 characters shown): the list never carries it whole. */
  patientNricMasked: z.string(),
  policyNumber: z.string(),
  hospitalId: z.string().nullable(),
  hospitalName: z.string().nullable(),
  clinicName: z.string(),
  isPanelHospital: z.boolean(),
  /** The latest total bill (the business office's where it adjusted it), a decimal string. */
  totalRequested: z.string().nullable(),
  /** ISO timestamp: when the request entered its status (all information received, for PRO). */
  receivedAt: z.string(),
  due: decisionDueSchema.nullable(),
  /** Null unless the request was marked urgent. */
  urgency: urgencySchema.nullable(),
  hold: caseHoldSchema.nullable(),
  /** The latest decision (approval, rejection or amendment request), if any. */
  decision: queueDecisionSchema.nullable(),
});
export type AdjudicationQueueItem = z.infer<typeof adjudicationQueueItemSchema>;

export const adjudicationQueueSchema = z.object({
  list: z.array(adjudicationQueueItemSchema),
  /**
   * The requests that match. A list filtered beyond its status is counted up to a bound
   * (`queueCountLimit`): when more match, `total` is that bound and `totalIsLowerBound` is true.
   */
  total: z.number().int(),
  /** True when more requests than `total` match ("1,000+"): the count stopped at its bound. */
  totalIsLowerBound: z.boolean(),
});
export type AdjudicationQueue = z.infer<typeof adjudicationQueueSchema>;

/** A filtered queue's count stops at a multiple of this many requests. */
export const QUEUE_COUNT_STEP = 1000;

/**
 * How far a filtered queue's matches are counted for a page: the first multiple of
 * QUEUE_COUNT_STEP past the page's end, so "1,000+" while more than the page's end match, and a
 * next page is known to exist whenever one does. Counting every match of a broad filter (a
 * search for a common name at a million requests) costs more than the page.
 */
export const queueCountLimit = (offset: number, limit: number) =>
  Math.ceil((offset + limit + 1) / QUEUE_COUNT_STEP) * QUEUE_COUNT_STEP;

/** The CSV export holds the filtered queue in its order, up to this many requests. */
export const QUEUE_CSV_MAX_ROWS = 5000;

/** `work-queue-PRO-2026-11-27.csv`: the status listed and the Singapore day of the export. */
export const QUEUE_CSV_FILE_NAME = (statusCode: StatusCode, day: string) =>
  `work-queue-${statusCode}-${day}.csv`;

/**
 * `GET /api/adjudication/queue/counts`: the insurer's requests per status, and of those in
 * Processing the overdue ones and the urgent ones (counted apart; an urgent overdue one is in both).
 */
export const adjudicationQueueCountsSchema = z.object({
  statuses: z.array(z.object({ statusCode: z.enum(STATUS_CODES), total: z.number().int() })),
  /**
   * Counted up to QUEUE_COUNT_STEP, as the overdue list's first page: when more are overdue,
   * `overdue` is that bound and `overdueIsLowerBound` is true ("1000+").
   */
  overdue: z.number().int(),
  overdueIsLowerBound: z.boolean(),
  urgent: z.number().int(),
});
export type AdjudicationQueueCounts = z.infer<typeof adjudicationQueueCountsSchema>;
