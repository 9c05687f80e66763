import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  /** The bucket's objects by key. */
  objects: Map<string, { bytes: Buffer; contentType: string; lastModified: Date }>;
  /** Every request, in order. */
  seen: { method: string; url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * The S3 calls the storage makes (PUT, GET, DELETE, ListObjectsV2), in memory, for one bucket;
 * unsigned requests and other buckets are refused. Listing answers `pageSize` keys a page so
 * continuation is exercised. The adapter's own tests run against s3rver; this stub remains for
 * what s3rver cannot show: the requests as signed, a second page of a listing (s3rver's tokens
 * need DES, gone from Node 20's OpenSSL) and objects backdated for reconcile-storage.
 */
export async function startFakeS3(bucket: string, pageSize = 1000): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const seen: FakeS3['seen'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers });
      const url = new URL(request.url!, 'http://fake');
      const [, name, ...key] = url.pathname.split('/');
      const path = key.join('/');
      if (name !== bucket || !request.headers.authorization) {
        response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const keys = [...objects.keys()].sort();
        const after = url.searchParams.get('continuation-token');
        const start = after ? keys.findIndex((k) => k > after) : 0;
        const page = start < 0 ? [] : keys.slice(start, start + pageSize);
        const truncated = start >= 0 && start + pageSize < keys.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${k}</Key><LastModified>${objects.get(k)!.lastModified.toISOString()}</LastModified></Contents>`,
          )
          .join('');
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<ListBucketResult><IsTruncated>${truncated}</IsTruncated>${contents}` +
              (truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : '') +
              '</ListBucketResult>',
          );
      } else if (request.method === 'PUT') {
        objects.set(path, {
          bytes: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? '',
          lastModified: new Date(),
        });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (object) response.writeHead(200).end(object.bytes);
        else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
