/**
 * An S3-compatible bucket for the portal servers: s3rver (from the npm registry) in its own process,
 * so its work does not share an event loop with the load it serves.
 */
import { createRequire } from 'node:module';
import { AwsClient } from 'aws4fetch';
import { join } from 'node:path';
import { freePort } from '@portal/api/src/platform/db/free-port.ts';
import { startChild, waitUntilAnswering, type Child } from './child-processes.ts';

/** The settings every portal server is given (.env.example, S3_*). */
export interface BucketSettings {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
}

const BUCKET = 'portal-scale-out';

export async function startBucket(runDir: string): Promise<{ child: Child; env: BucketSettings }> {
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = startChild(
    's3rver',
    process.execPath,
    // The bucket is named last: s3rver reads the words after it as its configuration files.
    [
      bin,
      '-d',
      join(runDir, 's3'),
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--configure-bucket',
      BUCKET,
    ],
    { env: process.env, logFile: join(runDir, 's3rver.log') },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver answers an anonymous GET of its root (the bucket list) once it listens.
  await waitUntilAnswering(child, endpoint, 30_000);
  return {
    child,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials; it checks every request's signature with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
}

/**
 * Reads an object as any server would, through a signed S3 GET: ID photos are never served over
 * HTTP, so this is how the check sees what the servers stored.
 */
export function bucketReader(env: BucketSettings): (key: string) => Promise<Uint8Array | null> {
  const client = new AwsClient({
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    service: 's3',
    region: env.S3_REGION,
  });
  return async (key) => {
    const response = await client.fetch(`${env.S3_ENDPOINT}/${env.S3_BUCKET}/${key}`);
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return new Uint8Array(await response.arrayBuffer());
  };
}
