import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#platform/storage/create-storage.ts';
import { s3Storage } from '#platform/storage/s3-storage.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';

let s3: FakeS3;
let endpoint: string;
let objects: FakeS3['objects'];
let seen: FakeS3['seen'];

beforeAll(async () => {
  // Two keys a page, so listing follows continuation tokens.
  s3 = await startFakeS3('scans', 2);
  ({ endpoint, objects, seen } = s3);
});
afterAll(() => s3.close());

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
    expect(objects.get('mail/42/contents.pdf')).toMatchObject({
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

  it('lists every object across pages with when it was written', async () => {
    const storage = s3Storage(config());
    const keys = ['id-photos/1/front-a.jpg', 'id-photos/1/selfie-b.jpg', 'mail/7/envelope.pdf'];
    for (const key of keys) await storage.put(key, new Uint8Array([1]), 'image/jpeg');
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual(keys);
    expect(listed.every((object) => Date.now() - object.lastModified.getTime() < 60_000)).toBe(
      true,
    );
    expect(seen.filter((request) => request.url.includes('list-type=2')).length).toBe(2);
    for (const key of keys) await storage.delete(key);
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
