import type { AcceptedUploadType, UploadPurpose } from '@preauth/shared';
import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '@preauth/shared';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { principalActor, writeAudit } from '../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../core/http/context';
import type { Principal } from '../../core/http/principal';
import { ForbiddenError, NotFoundError, type AppError } from '../../core/http/errors';
import type { FileStore } from '../../core/storage/file-store';
import { secondsUntil } from '../../core/security/clock';
import { newStorageKey } from '../../core/storage/file-store';
import { FILE_TYPE_HEAD_BYTES, detectFileType, nameFitsType } from '../../core/storage/file-type';
import { ScannerUnavailableError, type VirusScanner } from '../../core/storage/virus-scan';
import { safeFileName } from './file-name';
import {
  BadUploadError,
  ScanUnavailableError,
  TooManyUploadsError,
  UnsupportedUploadTypeError,
  UploadTooLargeError,
} from './uploads.errors';
import type { UploadRow, UploadUsage } from './uploads.repository';
import { findUpload, insertUpload, lockUploader, usageOf } from './uploads.repository';

/** A file as it arrives, whatever carried it (multipart today). */
export interface IncomingFile {
  fileName: string;
  bytes: AsyncIterable<Buffer>;
  /** True once the bytes stopped at the size limit rather than at the end of the file. */
  truncated(): boolean;
}

/**
 * Who uploads: the policyholder (a login) its Employment Pass letter, or the doctor (through the
 * emailed link, or logged in) a referral letter for its request, to which it belongs at once.
 */
export interface Uploader {
  principal: Principal;
  /** The login's user id, or the link's token id: what rates and quotas are counted by. */
  id: string;
  insurerId: string;
  purpose: UploadPurpose;
  paId: string | null;
}

/**
 * The uploader behind a principal the upload route admits (a policyholder's login, a doctor's
 * link or login), with the one purpose it uploads for; another purpose asked for is refused
 * (403). A logged-in doctor names the request (`paId`), which the route then checks.
 */
export function uploaderOf(
  principal: Principal,
  asked: { purpose?: UploadPurpose; paId?: string },
): Uploader {
  const uploader: Uploader =
    principal.kind === 'link'
      ? {
          principal,
          id: principal.link.linkTokenId,
          insurerId: principal.link.insurerId,
          purpose: 'referral-letter',
          paId: principal.link.paId,
        }
      : {
          principal,
          id: principal.user.userId,
          insurerId: principal.user.insurerId,
          ...(principal.user.userType === 'doctor'
            ? { purpose: 'referral-letter', paId: asked.paId ?? null }
            : { purpose: 'ep-letter', paId: null }),
        };
  if (asked.purpose && asked.purpose !== uploader.purpose) {
    throw new ForbiddenError(UPLOAD_TEXTS.purposeNotAllowed);
  }
  if (uploader.purpose === 'referral-letter' && !uploader.paId) {
    throw new BadUploadError(UPLOAD_TEXTS.requestMissing);
  }
  return uploader;
}

interface Inspection {
  contentType: AcceptedUploadType | null;
  sizeBytes: number;
  sha256: string;
}

interface ContentChecks {
  fileName: string;
  scanner: VirusScanner | undefined;
  /** Told what the scanner found, for the audit log. */
  onVirus(signature: string): Promise<void>;
  onScannerDown(error: ScannerUnavailableError): void;
}

/**
 * After the last byte: a PDF must parse as one, with no active content; then every file goes
 * through the virus scanner when one is configured (no answer from it refuses the file: 503).
 */
async function checkContent(
  type: AcceptedUploadType,
  chunks: Buffer[],
  checks: ContentChecks,
): Promise<void> {
  if (type === 'application/pdf') {
    // Loaded with the first PDF: pdf-lib is the largest module the server would otherwise load at
    // start-up (the build puts it in a chunk of its own).
    const { inspectPdf } = await import('../../core/storage/pdf-inspection');
    const verdict = await inspectPdf(Buffer.concat(chunks));
    if (verdict === 'damaged') throw new BadUploadError(UPLOAD_TEXTS.damagedPdf);
    if (verdict === 'encrypted') throw new UnsupportedUploadTypeError(UPLOAD_TEXTS.encryptedPdf);
    if (verdict === 'active-content') {
      throw new UnsupportedUploadTypeError(UPLOAD_TEXTS.activeContent);
    }
  }
  if (!checks.scanner) return;
  let result;
  try {
    result = await checks.scanner.scan(chunks);
  } catch (error) {
    if (!(error instanceof ScannerUnavailableError)) throw error;
    checks.onScannerDown(error);
    throw new ScanUnavailableError();
  }
  if (result.infected) {
    await checks.onVirus(result.signature);
    throw new BadUploadError(UPLOAD_TEXTS.virusFound);
  }
}

/**
 * Passes the bytes through while counting and hashing them; throws (so the store keeps nothing)
 * on an empty file, a file cut at the size limit, first bytes that are not PDF, JPEG or PNG, a
 * name whose extension is not the type's, or content refused by `checkContent` once the last
 * byte is in. The type is decided before any byte is written. A refused file is still read to its
 * end (at most the size limit): answering while the client is still sending would strand the
 * connection. The bytes are also kept in memory (at most the size limit) when a check needs them
 * whole: a PDF's parse, or the virus scan.
 */
function inspect(
  file: IncomingFile,
  checks: ContentChecks,
): { bytes: AsyncIterable<Buffer>; result: Inspection } {
  const result: Inspection = { contentType: null, sizeBytes: 0, sha256: '' };
  const hash = createHash('sha256');
  const refusalOf = (type: AcceptedUploadType | null) => {
    if (!type) return new UnsupportedUploadTypeError();
    if (!nameFitsType(checks.fileName, type)) {
      return new UnsupportedUploadTypeError(UPLOAD_TEXTS.nameMismatch);
    }
    return null;
  };
  async function* bytes() {
    let head = Buffer.alloc(0);
    let refusal: AppError | null = null;
    const kept: Buffer[] = [];
    const keep = () => result.contentType === 'application/pdf' || Boolean(checks.scanner);
    for await (const chunk of file.bytes) {
      if (refusal) continue;
      result.sizeBytes += chunk.length;
      hash.update(chunk);
      if (result.contentType) {
        if (keep()) kept.push(chunk);
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= FILE_TYPE_HEAD_BYTES) {
        result.contentType = detectFileType(head);
        refusal = refusalOf(result.contentType);
        if (refusal) continue;
        if (keep()) kept.push(head);
        yield head;
      }
    }
    if (refusal) throw refusal;
    if (file.truncated()) throw new UploadTooLargeError();
    if (result.sizeBytes === 0) throw new BadUploadError(UPLOAD_TEXTS.emptyFile);
    if (!result.contentType) {
      // Shorter than the longest signature: decide on what there is.
      result.contentType = detectFileType(head);
      const late = refusalOf(result.contentType);
      if (late) throw late;
      if (keep()) kept.push(head);
      yield head;
    }
    await checkContent(result.contentType!, kept, checks);
    result.sha256 = hash.digest('hex');
  }
  return { bytes: bytes(), result };
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Refuses (429) an uploader that has stored its files for the hour, or whose bytes of the last 24
 * hours and `incomingBytes` would pass its quota; Retry-After says when the oldest counted file
 * leaves the window.
 */
function checkUsage(usage: UploadUsage, incomingBytes: number, now: Date): void {
  if (usage.filesInHour >= UPLOAD_LIMITS.perUploaderPerHour) {
    const freed = new Date((usage.oldestInHour ?? now).getTime() + HOUR_MS);
    throw new TooManyUploadsError(UPLOAD_TEXTS.tooManyUploads, secondsUntil(freed, now, 1));
  }
  // Before the file is read (`incomingBytes` 0), a quota used to the last byte is already full.
  if (usage.bytesInDay + Math.max(incomingBytes, 1) > UPLOAD_LIMITS.bytesPerUploaderPerDay) {
    const freed = new Date((usage.oldestInDay ?? now).getTime() + DAY_MS);
    throw new TooManyUploadsError(UPLOAD_TEXTS.tooManyUploads, secondsUntil(freed, now, 1));
  }
}

export interface UploadsServiceOptions {
  /** Every upload goes through it when set (clamd). */
  scanner?: VirusScanner;
  logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** `mayReadRequest` is the request policy's answer, asked through the app (see principal.ts). */
export function createUploadsService(
  deps: AppDeps,
  store: FileStore,
  mayReadRequest: FastifyInstance['mayReadRequest'],
  options: UploadsServiceOptions = {},
) {
  const { db, clock } = deps;
  /** Uploads in progress per uploader, in this process. */
  const inProgress = new Map<string, number>();

  const usageAt = (executor: Parameters<typeof usageOf>[0], uploaderId: string, now: Date) =>
    usageOf(
      executor,
      uploaderId,
      new Date(now.getTime() - HOUR_MS),
      new Date(now.getTime() - DAY_MS),
    );

  return {
    /**
     * Takes one of the uploader's places for an upload in progress, or refuses (429) when it has
     * them all, or when its hour's files or day's bytes are used up; answers the release. Asked
     * before any byte of the file is read, so a refused client sends its body for nothing.
     */
    async admit(uploader: Uploader): Promise<() => void> {
      const running = inProgress.get(uploader.id) ?? 0;
      if (running >= UPLOAD_LIMITS.concurrentPerUploader) {
        throw new TooManyUploadsError(UPLOAD_TEXTS.tooManyAtOnce, 1);
      }
      inProgress.set(uploader.id, running + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (inProgress.get(uploader.id) ?? 1) - 1;
        if (left > 0) inProgress.set(uploader.id, left);
        else inProgress.delete(uploader.id);
      };
      try {
        const now = clock.now();
        checkUsage(await usageAt(db, uploader.id, now), 0, now);
      } catch (error) {
        release();
        throw error;
      }
      return release;
    },

    /** Checks and stores the file, then records it; answers what the client keeps. */
    async receive(
      uploader: Uploader,
      file: IncomingFile,
      caller: CallerContext,
    ): Promise<{ uploadId: string; fileName: string }> {
      const actor = principalActor(uploader.principal, caller);
      const fileName = safeFileName(file.fileName);
      const storageKey = newStorageKey();
      const { bytes, result } = inspect(file, {
        fileName,
        scanner: options.scanner,
        onVirus: (signature) =>
          writeAudit(db, {
            ...actor,
            action: 'upload.virus-found',
            paId: uploader.paId,
            details: { purpose: uploader.purpose, signature },
            occurredAt: clock.now(),
          }),
        onScannerDown: (error) =>
          options.logger?.error({ err: error }, 'virus scanner unavailable; upload refused'),
      });
      await store.put(storageKey, bytes);
      const { contentType, sizeBytes, sha256 } = result;
      if (!contentType) throw new Error('Stored a file without deciding its type');
      try {
        const row = await db.transaction(async (tx) => {
          // Counted again under the uploader's lock: parallel uploads cannot pass the quota.
          await lockUploader(tx, uploader.id);
          const now = clock.now();
          checkUsage(await usageAt(tx, uploader.id, now), sizeBytes, now);
          const inserted = await insertUpload(tx, {
            insurerId: uploader.insurerId,
            paId: uploader.paId,
            purpose: uploader.purpose,
            uploadedByType: actor.actorType as UploadRow['uploadedByType'],
            uploadedById: uploader.id,
            fileName,
            storageKey,
            contentType,
            sizeBytes,
            sha256,
            createdAt: now,
          });
          // The file name stays out of the audit log: people name files after the patient.
          await writeAudit(tx, {
            ...actor,
            action: 'upload.created',
            paId: uploader.paId,
            details: {
              uploadId: inserted.id,
              purpose: uploader.purpose,
              contentType,
              sizeBytes,
              sha256,
            },
            occurredAt: now,
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
     * else is told it does not exist, and a refusal of an upload that exists is audited.
     */
    async open(
      principal: Principal,
      uploadId: string,
      caller: CallerContext,
    ): Promise<{ upload: UploadRow; bytes: Readable }> {
      const upload = await findUpload(db, uploadId);
      if (!upload) throw new NotFoundError();
      const actor = principalActor(principal, caller);
      const mayDownload =
        upload.insurerId === actor.insurerId &&
        (upload.uploadedById === actor.actorId ||
          (upload.paId !== null && (await mayReadRequest(principal, upload.paId, caller))));
      if (!mayDownload) {
        await writeAudit(db, {
          ...actor,
          action: 'upload.access-denied',
          details: { uploadId: upload.id },
          occurredAt: clock.now(),
        });
        throw new NotFoundError();
      }
      await writeAudit(db, {
        ...actor,
        action: 'upload.downloaded',
        // Tied to its request once attached, so the person's access report lists it.
        paId: upload.paId,
        details: { uploadId: upload.id },
        occurredAt: clock.now(),
      });
      const bytes = await store.get(upload.storageKey);
      if (!bytes) throw new Error(`Upload ${upload.id} has no stored file`);
      return { upload, bytes };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
