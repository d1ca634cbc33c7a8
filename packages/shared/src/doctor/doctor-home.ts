import { z } from 'zod';
import { requestListQuerySchema } from '../requests/request-list';
import { STATUS_CODES } from '../requests/statuses';
import { singleLineText } from '../text/text';

/** The dashboard list's status filter and paging (default 10 a page). */
const { statusCode, offset, limit } = requestListQuerySchema.shape;

/**
 * `GET /api/doctor/requests` (record 084): the requests that name the logged-in doctor, those
 * waiting for the doctor first (soonest window end first), then the newest.
 */
export const doctorRequestsQuerySchema = z.object({
  /** Case-insensitive "contains" on the reference number or the patient's name. */
  search: singleLineText().max(200).optional(),
  statusCode,
  offset,
  limit,
});
export type DoctorRequestsQuery = z.input<typeof doctorRequestsQuerySchema>;
export type DoctorRequestsParams = z.output<typeof doctorRequestsQuerySchema>;

export const doctorRequestItemSchema = z.object({
  paId: z.string(),
  erefNo: z.string(),
  patientName: z.string(),
  clinicName: z.string(),
  statusCode: z.enum(STATUS_CODES),
  /** ISO timestamps. */
  createdOn: z.string(),
  /** While the request waits for the doctor: when its response window ends. */
  respondBy: z.string().nullable(),
  /** While the request waits for the doctor: when the doctor last saved a draft of the form. */
  draftSavedOn: z.string().nullable(),
  /** An approved request's approved total (a decimal string); the review shows each line. */
  approvedTotal: z.string().nullable(),
});
export type DoctorRequestItem = z.infer<typeof doctorRequestItemSchema>;

export const doctorRequestsResponseSchema = z.object({
  list: z.array(doctorRequestItemSchema),
  total: z.number().int(),
});
export type DoctorRequestsResponse = z.infer<typeof doctorRequestsResponseSchema>;
