import { z } from 'zod';
import { PAGE_SIZES } from '../policy/limits';
import { REQUEST_LIST_MAX_LIMIT } from '../requests/request-list';
import { STATUS_CODES } from '../requests/statuses';
import { ADJUDICATION_POLICY, caseHoldSchema } from './case-assignment';
import { decisionDueSchema, urgencySchema } from './urgency';

/** The queue's due filters: past due, due by the end of today (Singapore), due within N working days. */
export const QUEUE_DUE_FILTERS = ['overdue', 'today', 'within'] as const;
export type QueueDueFilter = (typeof QUEUE_DUE_FILTERS)[number];

export const QUEUE_MESSAGES = {
  dueOnlyInProcessing: 'The due filter applies to requests in Processing only.',
  dueWithinDays: `Please choose between 1 and ${ADJUDICATION_POLICY.dueWithinMaxDays} working days.`,
  assignedTo: "Please choose 'me', 'nobody' or an adjudicator.",
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
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(REQUEST_LIST_MAX_LIMIT).default(PAGE_SIZES.default),
  })
  .refine((q) => !q.due || q.statusCode === 'PRO', {
    error: QUEUE_MESSAGES.dueOnlyInProcessing,
    path: ['due'],
  });
export type AdjudicationQueueQuery = z.input<typeof adjudicationQueueQuerySchema>;
export type AdjudicationQueueParams = z.output<typeof adjudicationQueueQuerySchema>;

export const adjudicationQueueItemSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  statusCode: z.enum(STATUS_CODES),
  patientName: z.string(),
  policyHolderName: z.string(),
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
});
export type AdjudicationQueueItem = z.infer<typeof adjudicationQueueItemSchema>;

export const adjudicationQueueSchema = z.object({
  list: z.array(adjudicationQueueItemSchema),
  total: z.number().int(),
});
export type AdjudicationQueue = z.infer<typeof adjudicationQueueSchema>;

/**
 * `GET /api/adjudication/queue/counts`: the insurer's requests per status, and of those in
 * Processing the overdue ones and the urgent ones (counted apart; an urgent overdue one is in both).
 */
export const adjudicationQueueCountsSchema = z.object({
  statuses: z.array(z.object({ statusCode: z.enum(STATUS_CODES), total: z.number().int() })),
  overdue: z.number().int(),
  urgent: z.number().int(),
});
export type AdjudicationQueueCounts = z.infer<typeof adjudicationQueueCountsSchema>;
