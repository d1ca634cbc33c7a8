import path from 'node:path';
import type { AppConfig } from '../config/env';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** The configured upload store: the S3 bucket when `S3_BUCKET` is set, else `${DATA_DIR}/uploads`. */
export async function openFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<FileStore> {
  if (config.s3) return createS3FileStore(config.s3);
  return createLocalFileStore(path.resolve(config.dataDir, 'uploads'));
}
