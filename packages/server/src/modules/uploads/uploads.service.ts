import type { AcceptedUploadType, UploadPurpose } from '@preauth/shared';
import { UPLOAD_TEXTS } from '@preauth/shared';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { principalActor, userActor, writeAudit } from '../../core/audit/audit-log';
import type { AppDeps, AuthenticatedUser, CallerContext } from '../../core/http/context';
import type { Principal } from '../../core/http/principal';
import { NotFoundError } from '../../core/http/errors';
import type { FileStore } from '../../core/storage/file-store';
import { newStorageKey } from '../../core/storage/file-store';
import { FILE_TYPE_HEAD_BYTES, detectFileType } from '../../core/storage/file-type';
import { safeFileName } from './file-name';
import { BadUploadError, UnsupportedUploadTypeError, UploadTooLargeError } from './uploads.errors';
import type { UploadRow } from './uploads.repository';
import { findUpload, insertUpload } from './uploads.repository';

/** A file as it arrives, whatever carried it (multipart today). */
export interface IncomingFile {
  fileName: string;
  bytes: AsyncIterable<Buffer>;
  /** True once the bytes stopped at the size limit rather than at the end of the file. */
  truncated(): boolean;
}

interface Inspection {
  contentType: AcceptedUploadType | null;
  sizeBytes: number;
  sha256: string;
}

/**
 * Passes the bytes through while counting and hashing them; throws (so the store keeps nothing)
 * on an empty file, a file cut at the size limit, or first bytes that are not PDF, JPEG or PNG.
 * The type is decided before any byte is written. A refused file is still read to its end (at
 * most the size limit): answering while the client is still sending would strand the connection.
 */
function inspect(file: IncomingFile): { bytes: AsyncIterable<Buffer>; result: Inspection } {
  const result: Inspection = { contentType: null, sizeBytes: 0, sha256: '' };
  const hash = createHash('sha256');
  async function* bytes() {
    let head = Buffer.alloc(0);
    let refused = false;
    for await (const chunk of file.bytes) {
      if (refused) continue;
      result.sizeBytes += chunk.length;
      hash.update(chunk);
      if (result.contentType) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= FILE_TYPE_HEAD_BYTES) {
        result.contentType = detectFileType(head);
        if (result.contentType) yield head;
        else refused = true;
      }
    }
    if (refused) throw new UnsupportedUploadTypeError();
    if (file.truncated()) throw new UploadTooLargeError();
    if (result.sizeBytes === 0) throw new BadUploadError(UPLOAD_TEXTS.emptyFile);
    if (!result.contentType) {
      // Shorter than the longest signature: decide on what there is.
      result.contentType = detectFileType(head);
      if (!result.contentType) throw new UnsupportedUploadTypeError();
      yield head;
    }
    result.sha256 = hash.digest('hex');
  }
  return { bytes: bytes(), result };
}

/** `mayReadRequest` is the request policy's answer, asked through the app (see principal.ts). */
export function createUploadsService(
  deps: AppDeps,
  store: FileStore,
  mayReadRequest: FastifyInstance['mayReadRequest'],
) {
  const { db, clock } = deps;

  return {
    /** Checks and stores the file, then records it; answers what the client keeps. */
    async receive(
      user: AuthenticatedUser,
      file: IncomingFile,
      purpose: UploadPurpose,
      caller: CallerContext,
    ): Promise<{ uploadId: string; fileName: string }> {
      const storageKey = newStorageKey();
      const { bytes, result } = inspect(file);
      await store.put(storageKey, bytes);
      const { contentType, sizeBytes, sha256 } = result;
      if (!contentType) throw new Error('Stored a file without deciding its type');
      const fileName = safeFileName(file.fileName);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertUpload(tx, {
            insurerId: user.insurerId,
            purpose,
            uploadedByType: user.userType,
            uploadedById: user.userId,
            fileName,
            storageKey,
            contentType,
            sizeBytes,
            sha256,
            createdAt: clock.now(),
          });
          // The file name stays out of the audit log: people name files after the patient.
          await writeAudit(tx, {
            ...userActor(user, caller),
            action: 'upload.created',
            details: { uploadId: inserted.id, purpose, contentType, sizeBytes, sha256 },
            occurredAt: clock.now(),
          });
          return inserted;
        });
        return { uploadId: row.id, fileName: row.fileName };
      } catch (error) {
        await store.delete(storageKey);
        throw error;
      }
    },

    /**
     * The upload and its bytes, for its uploader, or for whoever may read the request it is
     * attached to (the request policy decides, `mayReadRequest`), within the same insurer; anyone
     * else is told it does not exist.
     */
    async open(
      principal: Principal,
      uploadId: string,
      caller: CallerContext,
    ): Promise<{ upload: UploadRow; bytes: Readable }> {
      const upload = await findUpload(db, uploadId);
      const actor = principalActor(principal, caller);
      const mayDownload =
        upload &&
        upload.insurerId === actor.insurerId &&
        (upload.uploadedById === actor.actorId ||
          (upload.paId !== null && (await mayReadRequest(principal, upload.paId, caller))));
      if (!mayDownload) throw new NotFoundError();
      await writeAudit(db, {
        ...actor,
        action: 'upload.downloaded',
        details: { uploadId: upload.id },
        occurredAt: clock.now(),
      });
      const bytes = await store.get(upload.storageKey);
      if (!bytes) throw new Error(`Upload ${upload.id} has no stored file`);
      return { upload, bytes };
    },
  };
}
