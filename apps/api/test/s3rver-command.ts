/**
 * `node --import tsx apps/api/test/s3rver-command.ts <bucket>`: an S3-compatible server on
 * loopback with one empty bucket, its objects in a temporary folder, for drills and local trials
 * (.ci/backup-drill.sh). Prints its endpoint, then serves until SIGTERM or SIGINT, and removes the
 * folder on the way out. Its credentials are S3RVER / S3RVER.
 */
import { startS3rverBucket } from './s3rver-bucket.ts';

const bucket = process.argv[2];
if (!bucket) {
  console.error('Usage: s3rver-command.ts <bucket>');
  process.exit(2);
}
const server = await startS3rverBucket(bucket);
console.log(server.endpoint);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
