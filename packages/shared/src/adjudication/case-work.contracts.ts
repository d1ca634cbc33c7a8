import { defineContract, errorResponses } from '../api/contract';
import { ADJUDICATORS } from '../api/caller-sets';
import { caseHoldSchema, caseParamsSchema } from './case-assignment';
import {
  assignCaseBodySchema,
  caseNoteBodySchema,
  caseNoteSchema,
  caseNotesSchema,
  colleaguesSchema,
} from './case-notes';
import { adjudicationDigestSentSchema } from './digest';
import { idempotencyHeadersSchema } from '../requests/request-commands.contracts';

const tags = ['adjudication'];

export const listCaseNotes = defineContract({
  operationId: 'listCaseNotes',
  method: 'GET',
  path: '/api/adjudication/cases/:paId/notes',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: "A case's internal notes, oldest first (the insurer's adjudicators only)",
    params: caseParamsSchema,
    response: { 200: caseNotesSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const addCaseNote = defineContract({
  operationId: 'addCaseNote',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/notes',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: 'Leave an internal note on a case for the other adjudicators (audited)',
    params: caseParamsSchema,
    body: caseNoteBodySchema,
    response: { 201: caseNoteSchema, ...errorResponses(400, 401, 403, 404) },
  },
});

export const assignAdjudicationCase = defineContract({
  operationId: 'assignAdjudicationCase',
  method: 'POST',
  path: '/api/adjudication/cases/:paId/assign',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary:
      'Assign a case in Processing to a colleague, with a note: they hold it and are emailed (audited)',
    params: caseParamsSchema,
    body: assignCaseBodySchema,
    response: { 200: caseHoldSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
});

export const listColleagues = defineContract({
  operationId: 'listColleagues',
  method: 'GET',
  path: '/api/adjudication/colleagues',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary: "The insurer's adjudicators, to assign a case to",
    response: { 200: colleaguesSchema, ...errorResponses(401, 403) },
  },
});

export const emailAdjudicationDigest = defineContract({
  operationId: 'emailAdjudicationDigest',
  method: 'POST',
  path: '/api/adjudication/digest',
  callers: ADJUDICATORS,
  schema: {
    tags,
    summary:
      "Email the caller today's digest now: the insurer's cases in Processing overdue or due today",
    headers: idempotencyHeadersSchema,
    response: { 200: adjudicationDigestSentSchema, ...errorResponses(401, 403, 422) },
  },
});
