import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { ADJUDICATORS } from '../api/caller-sets';
import { isValidNric } from '../identity/nric';

/**
 * The access report (PDPA's access request, issue 23): for one NRIC/FIN, who read or changed that
 * person's data in the insurer's requests, and when, from the audit log, as CSV.
 */
export const ACCESS_REPORT_MESSAGES = {
  nricRequired: 'Please enter the NRIC/FIN.',
  nricInvalid: 'Please enter a valid NRIC/FIN.',
} as const;

const M = ACCESS_REPORT_MESSAGES;

/** The person's NRIC/FIN, checked by its check letter, upper-case as the requests store it. */
export const accessReportBodySchema = z.object({
  nric: z
    .string(M.nricRequired)
    .trim()
    .min(1, M.nricRequired)
    .refine(isValidNric, M.nricInvalid)
    .transform((nric) => nric.toUpperCase()),
});
export type AccessReportBody = z.input<typeof accessReportBodySchema>;

/** The file's name holds no NRIC: the download folder is no place for one. */
export const ACCESS_REPORT_FILE_NAME = 'access-report.csv';

export const downloadAccessReport = defineContract({
  operationId: 'downloadAccessReport',
  method: 'POST',
  // POST: the NRIC travels in the body, never in a URL that logs and histories keep.
  path: '/api/adjudication/access-report.csv',
  callers: ADJUDICATORS,
  schema: {
    tags: ['adjudication'],
    summary:
      "Who read or changed one person's data in the insurer's requests, and when, as a CSV file",
    body: accessReportBodySchema,
    produces: ['text/csv'],
    // The CSV text, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403) },
  },
});
