import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/platform/storage/s3-storage.ts';

/** An S3-compatible server on loopback with one bucket, its objects in a temporary folder. */
export interface S3rverBucket {
  endpoint: string;
  /** What s3Storage needs to reach the bucket: s3rver knows only the access key `S3RVER`. */
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3rverBucket(bucket: string): Promise<S3rverBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: {
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
