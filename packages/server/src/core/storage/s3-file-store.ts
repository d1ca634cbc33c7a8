import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Config } from '../config/env';
import type { FileStore } from './file-store';
import { assertKey, createLocalFileStore, removeFilesOlderThan } from './file-store';

/**
 * Objects in one bucket, named by the storage key alone. S3 must know an object's length before
 * its first byte and uploads arrive without one, so `put` first spools the bytes to a private
 * local file (the disk store, in `spoolDir`), then sends them in one PUT once they are complete
 * and accepted: a refused or failed upload never reaches the bucket. The PUT asks for SSE-S3
 * encryption and carries the SHA-256, so S3 refuses bytes damaged on the way.
 */
export async function createS3FileStore(
  config: S3Config,
  options: { spoolDir?: string } = {},
): Promise<FileStore> {
  // Imported here, not at the top: the SDK takes about a second to load, which a server keeping
  // uploads on disk should not pay at start-up (the bundle keeps this import dynamic too).
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK waits forever by default; an upload or download should fail rather than hang.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const spoolDir = options.spoolDir ?? path.join(tmpdir(), 'preauth-upload-spool');
  const spool = createLocalFileStore(spoolDir);
  const object = (key: string) => {
    assertKey(key);
    return { Bucket: config.bucket, Key: key };
  };

  return {
    async put(key, bytes) {
      const target = object(key);
      const hash = createHash('sha256');
      let length = 0;
      async function* measured() {
        for await (const chunk of bytes instanceof Uint8Array ? [bytes] : bytes) {
          hash.update(chunk);
          length += chunk.length;
          yield chunk;
        }
      }
      await spool.put(key, measured());
      try {
        const body = await spool.get(key);
        if (!body) throw new Error('The spooled upload is missing');
        try {
          await client.send(
            new PutObjectCommand({
              ...target,
              Body: body,
              ContentLength: length,
              ChecksumSHA256: hash.digest('base64'),
              ServerSideEncryption: 'AES256',
            }),
          );
        } catch (error) {
          body.destroy();
          // A reply lost after S3 stored the object would leave it behind: remove it.
          await client.send(new DeleteObjectCommand(target)).catch(() => {});
          throw error;
        }
      } finally {
        await spool.delete(key);
      }
    },

    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand(object(key)));
        if (!(Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return Body;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers success for a key that is not there.
      await client.send(new DeleteObjectCommand(object(key)));
    },

    // Everything in the spool is on its way to the bucket; a file left there is a dead process's.
    removeStalePartials: (before) => removeFilesOlderThan(spoolDir, before),
  };
}
