import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#storage/create-storage.ts';
import { s3Storage } from '#storage/s3-storage.ts';

/** The three object calls of S3 the storage makes, kept in memory, as a bucket named `scans`. */
const objects = new Map<string, { bytes: Buffer; contentType: string }>();
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers });
      const [, bucket, ...key] = request.url!.split('/');
      const path = key.join('/');
      if (bucket !== 'scans' || !request.headers.authorization) {
        response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      } else if (request.method === 'PUT') {
        objects.set(path, {
          bytes: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? '',
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
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const config = () => ({
  endpoint,
  bucket: 'scans',
  region: 'ap-southeast-2',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
});

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects with SigV4-signed requests', async () => {
    const storage = s3Storage(config());
    const bytes = new TextEncoder().encode('%PDF-1.7 scan');

    await storage.put('mail/42/contents.pdf', bytes, 'application/pdf');
    expect(objects.get('mail/42/contents.pdf')).toEqual({
      bytes: Buffer.from(bytes),
      contentType: 'application/pdf',
    });
    const put = seen.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', url: '/scans/mail/42/contents.pdf' });
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers.authorization).toMatch(/SignedHeaders=[^,]*x-amz-content-sha256/);
    expect(put.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );

    expect(await storage.get('mail/42/contents.pdf')).toEqual(bytes);
    await storage.delete('mail/42/contents.pdf');
    expect(await storage.get('mail/42/contents.pdf')).toBeNull();
    expect(objects.size).toBe(0);
  });

  it('refuses unsafe keys before any request, and reports the service’s error code', async () => {
    const storage = s3Storage(config());
    const before = seen.length;
    await expect(storage.get('../other-bucket/x')).rejects.toThrow(/Unsafe storage key/);
    expect(seen.length).toBe(before);

    const wrongBucket = s3Storage({ ...config(), bucket: 'other' });
    await expect(wrongBucket.put('a.pdf', new Uint8Array(1), 'application/pdf')).rejects.toThrow(
      'S3 put of "a.pdf" failed: 403 AccessDenied',
    );
  });
});

describe('createStorage', () => {
  it('uses local disk without S3_BUCKET and the bucket with it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-data-'));
    const local = createStorage(dataDir, {});
    await local.put('mail/1/envelope.pdf', new Uint8Array([1]), 'application/pdf');
    expect(await local.get('mail/1/envelope.pdf')).toEqual(new Uint8Array([1]));
    expect(objects.has('mail/1/envelope.pdf')).toBe(false);

    const bucket = createStorage(dataDir, {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'scans',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    await bucket.put('mail/1/envelope.pdf', new Uint8Array([2]), 'application/pdf');
    expect(objects.get('mail/1/envelope.pdf')?.bytes).toEqual(Buffer.from([2]));
    expect(seen.at(-1)!.headers.authorization).toContain('/us-east-1/s3/aws4_request');
  });

  it('fails at start when the bucket is configured by halves', () => {
    expect(() => createStorage('/tmp', { S3_BUCKET: 'scans', S3_ENDPOINT: endpoint })).toThrow(
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too',
    );
  });
});
