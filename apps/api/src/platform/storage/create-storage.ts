import { join } from 'node:path';
import { s3Storage } from '#platform/storage/s3-storage.ts';
import { localDiskStorage, type Storage } from '#platform/storage/storage.ts';

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The storage the server uses: an S3-compatible bucket when `S3_BUCKET` is set (with
 * `S3_ENDPOINT`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` and optionally `S3_REGION`), else local
 * disk under the data folder's `storage/`. A bucket configured by halves fails at start rather than
 * at the first upload.
 */
export function createStorage(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  if (!env.S3_BUCKET) return localDiskStorage(join(dataDir, 'storage'));
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  }
  return s3Storage({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    // us-east-1 is what S3-compatible services without regions (MinIO) expect by default.
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  });
}
