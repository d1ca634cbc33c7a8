import { z } from 'zod';
import { BEARER_AUTH, defineContract, errorResponses } from '../api/contract';
import { UPLOAD_LIMITS } from '../policy/limits';
import { singleLineText } from '../text/text';
import {
  downloadQuerySchema,
  UPLOAD_FIELD_NAME,
  uploadQuerySchema,
  uploadResponseSchema,
} from './uploads';

export const uploadFile = defineContract({
  operationId: 'uploadFile',
  method: 'POST',
  path: '/api/insurers/:insurerCode/uploads',
  schema: {
    tags: ['uploads'],
    summary: `Upload a PDF, JPEG or PNG file (multipart field '${UPLOAD_FIELD_NAME}', at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB): the policyholder's EP letter, or the doctor's referral letter through the link session`,
    security: BEARER_AUTH,
    consumes: ['multipart/form-data'],
    params: z.object({ insurerCode: singleLineText().max(50) }),
    querystring: uploadQuerySchema,
    response: {
      200: uploadResponseSchema,
      ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
    },
  },
});

export const downloadUpload = defineContract({
  operationId: 'downloadUpload',
  method: 'GET',
  path: '/api/uploads/:uploadId',
  schema: {
    tags: ['uploads'],
    summary:
      'Download an uploaded file (its uploader, or whoever may read its request); `disposition=inline` to view it in the page',
    security: BEARER_AUTH,
    params: z.object({ uploadId: z.uuid() }),
    querystring: downloadQuerySchema,
    // The file itself; streamed, so Fastify does not pass it through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 404) },
  },
});
