import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date';
import { PAGE_SIZES } from '../policy/limits';
import { singleLineText } from '../text/text';
import { STATUS_CODES, statusLabel, type StatusCode } from './statuses';

/** The dashboard list's sort keys (document 000 section 3). */
export const REQUEST_SORT_KEYS = ['createdOn', 'createdBy', 'statusCode'] as const;
export const REQUEST_LIST_MAX_LIMIT = 50;

/** `GET /api/requests`: filters, sort and page; default createdOn desc, 10 per page. */
export const requestListQuerySchema = z.object({
  /** Case-insensitive "contains" on the reference number, patient name and creator. */
  erefNo: singleLineText().max(50).optional(),
  patientName: singleLineText().max(200).optional(),
  createdBy: singleLineText().max(200).optional(),
  /** The creation day (yyyy-MM-dd) in Singapore time. */
  createdOn: isoDateSchema().optional(),
  statusCode: z.enum(STATUS_CODES).optional(),
  sortBy: z.enum(REQUEST_SORT_KEYS).default('createdOn'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(REQUEST_LIST_MAX_LIMIT).default(PAGE_SIZES.dashboard),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;
export type RequestListParams = z.output<typeof requestListQuerySchema>;

export const requestListItemSchema = z.object({
  erefNo: z.string(),
  patientName: z.string(),
  statusCode: z.enum(STATUS_CODES),
  createdBy: z.string(),
  /** ISO timestamp. */
  createdOn: z.string(),
  paId: z.string(),
  /** Whose policy it is on: the agent's list names its client beside the patient. */
  policyholderName: z.string(),
  doctorName: z.string(),
  clinicName: z.string(),
  /** The hospital of the doctor's latest submission; null until the doctor has submitted. */
  hospitalName: z.string().nullable(),
  /** An approved request's approved total bill (a decimal string); null for any other status. */
  approvedTotal: z.string().nullable(),
  /**
   * ISO timestamp: when the response window of whoever the request waits on ends (the
   * policyholder's authorisation, the doctor's input, the business office's fees); null when no
   * window runs.
   */
  respondBy: z.string().nullable(),
});
export type RequestListItem = z.infer<typeof requestListItemSchema>;

export const requestListResponseSchema = z.object({
  list: z.array(requestListItemSchema),
  total: z.number().int(),
});
export type RequestListResponse = z.infer<typeof requestListResponseSchema>;

/** `GET /api/requests/totals`: requests per patient, for the dashboard's bar list. */
export const requestTotalItemSchema = z.object({
  patientName: z.string(),
  total: z.number().int(),
});
export type RequestTotalItem = z.infer<typeof requestTotalItemSchema>;

/** One box of the dashboard's Main Flow chart (document 000 section 4). */
export const mainFlowStepSchema = z.object({
  /** 1 Submitted, 2 Processing, 3 the outcomes (several boxes share step 3). */
  step: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  /** The statuses a request is in while at this box. */
  statusCodes: z.array(z.enum(STATUS_CODES)),
});
export type MainFlowStep = z.infer<typeof mainFlowStepSchema>;

const step = (
  n: number,
  label: string,
  description: string | null,
  statusCodes: StatusCode[],
): MainFlowStep => ({ step: n, label, description, statusCodes });

/**
 * The Main Flow chart: Submitted (doctor input needed), then Processing (insurer adjudication),
 * then one outcome. PEN (awaiting the policyholder's authorisation) comes before the flow and is
 * in no box. "Pending Decision" is the insurer's non-final answer, an amendment request.
 */
export const MAIN_FLOW: readonly MainFlowStep[] = [
  step(1, statusLabel('SUB'), 'Doctor input needed', ['SUB', 'AMEND']),
  step(2, statusLabel('PRO'), 'Insurer adjudication', ['PEN-AI', 'PRO']),
  step(3, statusLabel('APP'), null, ['APP']),
  step(3, statusLabel('REJ'), null, ['REJ', 'REM-REJ']),
  step(3, 'Pending Decision', null, ['AME-REQ']),
  step(3, 'Expired', null, ['DOC-EXP', 'REM-EXP', 'BO-EXP']),
  step(3, statusLabel('CAN'), null, ['CAN']),
];
