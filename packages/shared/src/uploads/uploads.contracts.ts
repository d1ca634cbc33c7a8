import { z } from 'zod';
import { defineContract, errorResponses } from '../api/contract';
import { ANY_USER } from '../api/callers';
import { LINK_ROLES } from '../links/link-access';
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
  // Those whose screens upload: the policyholder its Employment Pass letter (000 §5); the
  // doctor, through the emailed link or logged in, the referral letter (001 §5, record 084).
  // Everyone else: 403.
  callers: { users: ['policy-holder', 'doctor'], links: ['doctor'] },
  schema: {
    tags: ['uploads'],
    summary: `Upload a PDF, JPEG or PNG file (multipart field '${UPLOAD_FIELD_NAME}', at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB): the policyholder's EP letter, or the doctor's referral letter through the link session`,
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
  // Link holders too: the request policy lets them read their one request's files.
  callers: { users: ANY_USER, links: LINK_ROLES },
  schema: {
    tags: ['uploads'],
    summary:
      'Download an uploaded file (its uploader, or whoever may read its request); `disposition=inline` to view it in the page',
    params: z.object({ uploadId: z.uuid() }),
    querystring: downloadQuerySchema,
    // The file itself; streamed, so Fastify does not pass it through the serializer.
    response: { 200: z.unknown(), ...errorResponses(400, 401, 404) },
  },
});
