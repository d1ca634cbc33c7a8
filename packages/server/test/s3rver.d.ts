// The parts of @20minutes/s3rver (which ships no types) that the tests use.
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server;
    store: {
      listObjects(bucket: string, options: object): Promise<{ objects: { key: string }[] }>;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
