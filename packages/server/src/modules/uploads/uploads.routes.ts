import multipart from '@fastify/multipart';
import {
  ACCEPTED_UPLOAD_TYPES,
  UPLOAD_FIELD_NAME,
  UPLOAD_LIMITS,
  UPLOAD_TEXTS,
  contracts,
} from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finished } from 'node:stream/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/http/context';
import { routeOf } from '../../core/http/openapi';
import { openFileStore } from '../../core/storage/open-file-store';
import { createClamdScanner } from '../../core/storage/virus-scan';
import { attachmentDisposition } from './file-name';
import { BadUploadError, isCutOffForm, UnsupportedUploadTypeError } from './uploads.errors';
import { createUploadsService, type Uploader, uploaderOf } from './uploads.service';
import { currentPrincipal, requireOwnInsurer } from '../../core/http/principal';

/**
 * File uploads (the Employment Pass letter, 000 §7; the referral letter, 001 §7) and their
 * download. Multipart is registered here only, so no other route accepts it.
 */
export async function uploadsModule(app: FastifyInstance) {
  await app.register(multipart, {
    // The file is checked by its bytes and its length counted as it streams (uploads.service).
    throwFileSizeLimit: false,
    limits: {
      fileSize: UPLOAD_LIMITS.maxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const { clamd } = app.deps.config;
  const uploads = createUploadsService(
    app.deps,
    await openFileStore(app.deps.config),
    app.mayReadRequest,
    { scanner: clamd ? createClamdScanner(clamd) : undefined, logger: app.log },
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.uploadFile),
    handler: async (request) => {
      const principal = currentPrincipal(request);
      requireOwnInsurer(principal, request.params.insurerCode);
      const uploader = uploaderOf(principal, request.query);
      // A logged-in doctor's request is one its scope holds that waits for the doctor, as a
      // link's is while the link lives.
      if (principal.kind === 'user' && uploader.paId) {
        await app.requireDoctorInputOpen(principal, uploader.paId, callerOf(request));
      }
      if (!request.isMultipart()) {
        if (request.headers['content-type']) {
          throw new UnsupportedUploadTypeError(UPLOAD_TEXTS.notMultipart);
        }
        throw new BadUploadError(UPLOAD_TEXTS.noFile);
      }
      const release = await uploads.admit(uploader);
      try {
        return await receiveFile(request, uploader);
      } catch (error) {
        // A body that breaks off before the form's end is the caller's mistake (record 081).
        if (isCutOffForm(error)) throw new BadUploadError(UPLOAD_TEXTS.incomplete);
        throw error;
      } finally {
        release();
      }
    },
  });

  async function receiveFile(request: FastifyRequest, uploader: Uploader) {
    const part = await request.file();
    if (!part) throw new BadUploadError(UPLOAD_TEXTS.noFile);
    if (part.fieldname !== UPLOAD_FIELD_NAME) {
      // Read it to its end first: answering mid-body would strand the connection.
      await finished(part.file.resume());
      throw new BadUploadError(UPLOAD_TEXTS.noFile);
    }
    const stored = await uploads.receive(
      uploader,
      { fileName: part.filename, bytes: part.file, truncated: () => part.file.truncated },
      callerOf(request),
    );
    return [stored];
  }

  routes.route({
    ...routeOf(contracts.downloadUpload),
    handler: async (request, reply) => {
      const { upload, bytes } = await uploads.open(
        currentPrincipal(request),
        request.params.uploadId,
        callerOf(request),
      );
      // Only the types the content check accepted are ever named; anything else is a download of
      // bytes. Sandboxed and never sniffed, so a file shown inline can run nothing.
      const checked = upload.contentType in ACCEPTED_UPLOAD_TYPES;
      const disposition = checked ? request.query.disposition : 'attachment';
      return reply
        .type(checked ? upload.contentType : 'application/octet-stream')
        .header('content-length', upload.sizeBytes)
        .header('content-disposition', attachmentDisposition(upload.fileName, disposition))
        .header('content-security-policy', 'sandbox')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
