import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { ADJUDICATORS } from '../api/caller-sets';
import {
  adjudicationQueueCountsSchema,
  adjudicationQueueQuerySchema,
  adjudicationQueueSchema,
} from './adjudication-queue';
import { caseHoldSchema, caseParamsSchema, takeCaseBodySchema } from './case-assignment';
import { caseAuditPageSchema, caseAuditQuerySchema, caseViewSchema } from './case-view';
import {
  holidayBodySchema,
  holidayListQuerySchema,
  holidayListSchema,
  holidayParamsSchema,
  holidaySchema,
} from './holidays';
import { turnaroundQuerySchema, turnaroundSchema } from './turnaround';
import { downgradeUrgencyBodySchema, downgradeUrgencyResponseSchema } from './urgency';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';

const tags = ['adjudication'];

export const listAdjudicationQueue = defineContract({
  operationId: 'listAdjudicationQueue',
  method: 'GET',
  path: '/api/adjudication/queue',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: "The insurer's requests to decide, earliest due first, filtered and paged",
    querystring: adjudicationQueueQuerySchema,
    response: { 200: adjudicationQueueSchema, ...errorResponses(400, 401, 403) },
  },
});

export const downloadAdjudicationQueueCsv = defineContract({
  operationId: 'downloadAdjudicationQueueCsv',
  method: 'GET',
  path: '/api/adjudication/queue.csv',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary:
      "The filtered queue as a CSV file, in the list's order and with its columns (NRIC/FIN masked; offset and limit are not read)",
    querystring: adjudicationQueueQuerySchema,
    produces: ['text/csv'],
    // The CSV text, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403) },
  },
});

export const countAdjudicationQueue = defineContract({
  operationId: 'countAdjudicationQueue',
  method: 'GET',
  path: '/api/adjudication/queue/counts',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary:
      "The insurer's requests per status, and how many in Processing are overdue (up to 1,000) and urgent",
    response: { 200: adjudicationQueueCountsSchema, ...errorResponses(401, 403) },
  },
});

export const getAdjudicationCase = defineContract({
  operationId: 'getAdjudicationCase',
  method: 'GET',
  path: '/api/adjudication/cases/:paId',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: 'Everything a request holds, for its adjudicator (opening it is audited)',
    params: caseParamsSchema,
    response: { 200: caseViewSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const listCaseAudit = defineContract({
  operationId: 'listCaseAudit',
  method: 'GET',
  path: '/api/adjudication/cases/:paId/audit',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: "A page of a request's audit log, newest first, with the number of entries",
    params: caseParamsSchema,
    querystring: caseAuditQuerySchema,
    response: { 200: caseAuditPageSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const takeAdjudicationCase = defineContract({
  operationId: 'takeAdjudicationCase',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/take',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: 'Take (or renew, or with takeOver take over) the hold on a case in Processing',
    params: caseParamsSchema,
    body: takeCaseBodySchema,
    response: { 200: caseHoldSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
});

export const releaseAdjudicationCase = defineContract({
  operationId: 'releaseAdjudicationCase',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/release',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: "Release the caller's hold on a case",
    params: caseParamsSchema,
    response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
  },
});

export const downgradeUrgency = defineContract({
  operationId: 'downgradeUrgency',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/downgrade-urgency',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: 'Treat an urgent request as standard, with a reason the requester sees (audited)',
    params: caseParamsSchema,
    headers: idempotencyHeadersSchema,
    body: downgradeUrgencyBodySchema,
    response: {
      200: downgradeUrgencyResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  },
});

export const listHolidays = defineContract({
  operationId: 'listHolidays',
  method: 'GET',
  path: '/api/adjudication/holidays',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: "The insurer's holidays of a year (days that are not working days)",
    querystring: holidayListQuerySchema,
    response: { 200: holidayListSchema, ...errorResponses(400, 401, 403) },
  },
});

export const putHoliday = defineContract({
  operationId: 'putHoliday',
  method: 'PUT',
  path: '/api/adjudication/holidays/:date',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: 'Add a holiday on a date, or correct the one there (audited)',
    params: holidayParamsSchema,
    body: holidayBodySchema,
    response: { 200: holidaySchema, ...errorResponses(400, 401, 403) },
  },
});

export const deleteHoliday = defineContract({
  operationId: 'deleteHoliday',
  method: 'DELETE',
  path: '/api/adjudication/holidays/:date',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: 'Remove the holiday on a date (audited)',
    params: holidayParamsSchema,
    response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
  },
});

export const getTurnaround = defineContract({
  operationId: 'getTurnaround',
  method: 'GET',
  path: '/api/adjudication/turnaround',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary:
      "The insurer's decisions, time to decide in working days and expiries in a period, and per week",
    querystring: turnaroundQuerySchema,
    response: { 200: turnaroundSchema, ...errorResponses(400, 401, 403) },
  },
});

export const downloadTurnaroundCsv = defineContract({
  operationId: 'downloadTurnaroundCsv',
  method: 'GET',
  path: '/api/adjudication/turnaround.csv',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary:
      "The insurer's turnaround in a period as a CSV file: the period, per decider, per week",
    querystring: turnaroundQuerySchema,
    produces: ['text/csv'],
    // The CSV text, which Fastify does not pass through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 403) },
  },
});
