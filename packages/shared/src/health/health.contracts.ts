import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { PUBLIC } from '../api/callers';

export const getHealth = defineContract({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  callers: PUBLIC,
  schema: {
    tags: ['health'],
    summary: 'Answers 200 when the database answers',
    response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
  },
});
