import S3rver from '@20minutes/s3rver';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Config } from '../src/core/config/env';

export interface TestS3Server {
  /** Where the server is, as the app's configuration (one empty bucket, path-style). */
  config: S3Config;
  /** Each request as the server received it. */
  requests: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }[];
  /** The keys of every object in the bucket, sorted. */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on 127.0.0.1 and a random port, kept in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'preauth-s3-'));
  const bucket = 'preauth-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: TestS3Server['requests'] = [];
  server.httpServer.on('request', ({ method, url, headers }) =>
    requests.push({ method, url, headers }),
  );
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    config,
    requests,
    async objectKeys() {
      // From the server's own store: s3rver signs bucket-level paths the way SDK v2 did, so it
      // refuses v3's ListObjects (object requests, all the app makes, check out).
      const { objects } = await server.store.listObjects(bucket, {});
      return objects.map((item) => item.key).sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
