import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#platform/storage/create-storage.ts';
import { s3Storage } from '#platform/storage/s3-storage.ts';
import type { Storage, StoredObject } from '#platform/storage/storage.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { startS3rverBucket, type S3rverBucket } from '../../../test/s3rver-bucket.ts';

let s3rver: S3rverBucket;
beforeAll(async () => {
  s3rver = await startS3rverBucket('scans');
});
afterAll(() => s3rver.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function listed(storage: Storage): Promise<StoredObject[]> {
  const objects = [];
  for await (const object of storage.list()) objects.push(object);
  return objects;
}

describe('S3-compatible storage against s3rver', () => {
  it('puts, gets, overwrites and deletes an object', async () => {
    const storage = s3Storage(s3rver.config);
    const scan = new TextEncoder().encode('%PDF-1.7 scan');

    await storage.put('mail/42/contents.pdf', scan, 'application/pdf');
    expect(await storage.get('mail/42/contents.pdf')).toEqual(scan);

    const rescan = new TextEncoder().encode('%PDF-1.7 rescan');
    await storage.put('mail/42/contents.pdf', rescan, 'application/pdf');
    expect(await storage.get('mail/42/contents.pdf')).toEqual(rescan);

    await storage.delete('mail/42/contents.pdf');
    expect(await storage.get('mail/42/contents.pdf')).toBeNull();
  });

  it('round-trips a 12 MB scan byte for byte', async () => {
    // Larger than the 5 MB parts a browser's multipart upload would need; one signed PUT takes up
    // to 5 GB, so the adapter sends it whole and it must arrive whole.
    const storage = s3Storage(s3rver.config);
    const scan = new Uint8Array(randomBytes(12 * 1024 * 1024));

    await storage.put('mail/43/contents.pdf', scan, 'application/pdf');
    const read = await storage.get('mail/43/contents.pdf');

    expect(read?.byteLength).toBe(scan.byteLength);
    expect(sha256(read!)).toBe(sha256(scan));
    await storage.delete('mail/43/contents.pdf');
  });

  it('answers null for a missing object, and deleting one is no error', async () => {
    const storage = s3Storage(s3rver.config);
    expect(await storage.get('mail/404/envelope.pdf')).toBeNull();
    await expect(storage.delete('mail/404/envelope.pdf')).resolves.toBeUndefined();
  });

  it('fails, rather than answering "no object", when the bucket itself is missing', async () => {
    const storage = s3Storage({ ...s3rver.config, bucket: 'no-such-bucket' });
    await expect(storage.get('mail/1/envelope.pdf')).rejects.toThrow(
      'S3 get of "mail/1/envelope.pdf" failed: 404 NoSuchBucket',
    );
    await expect(storage.put('a.pdf', new Uint8Array(1), 'application/pdf')).rejects.toThrow(
      'S3 put of "a.pdf" failed: 404 NoSuchBucket',
    );
  });

  it('lists every object with when it was written', async () => {
    const storage = s3Storage(s3rver.config);
    const keys = ['id-photos/1/front-a.jpg', 'id-photos/1/selfie-b.jpg', 'mail/7/envelope.pdf'];
    // S3 keeps whole seconds.
    const startedAt = Date.now() - 1000;
    for (const key of keys) await storage.put(key, new Uint8Array([1]), 'image/jpeg');

    const objects = await listed(storage);

    expect(objects.map((object) => object.key).sort()).toEqual(keys);
    expect(objects.every((object) => object.lastModified.getTime() >= startedAt)).toBe(true);
    for (const key of keys) await storage.delete(key);
    expect(await listed(storage)).toEqual([]);
  });

  it('reports the service’s error code for credentials it does not know', async () => {
    const storage = s3Storage({ ...s3rver.config, accessKeyId: 'AKIDEXAMPLE' });
    await expect(storage.put('a.pdf', new Uint8Array(1), 'application/pdf')).rejects.toThrow(
      'S3 put of "a.pdf" failed: 403 InvalidAccessKeyId',
    );
  });

  it('refuses unsafe keys before any request', async () => {
    // An endpoint nothing listens on: a request would fail with a connection error instead.
    const storage = s3Storage({ ...s3rver.config, endpoint: 'http://127.0.0.1:9' });
    await expect(storage.get('../other-bucket/x')).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('what s3rver cannot show, against a hand-written stub', () => {
  // s3rver checks that the access key exists but not the SigV4 signature, and its continuation
  // tokens are DES-encrypted, which Node 20's OpenSSL 3 no longer offers (a second page answers
  // 500): the stub records each request and pages two keys at a time.
  let stub: FakeS3;
  beforeAll(async () => {
    stub = await startFakeS3('scans', 2);
  });
  afterAll(() => stub.close());
  const stubStorage = () =>
    s3Storage({
      endpoint: stub.endpoint,
      bucket: 'scans',
      region: 'ap-southeast-2',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });

  it('signs every request with SigV4, including the payload’s hash', async () => {
    const storage = stubStorage();
    const bytes = new TextEncoder().encode('%PDF-1.7 scan');

    await storage.put('mail/42/contents.pdf', bytes, 'application/pdf');

    const put = stub.seen.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', url: '/scans/mail/42/contents.pdf' });
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers.authorization).toMatch(/SignedHeaders=[^,]*x-amz-content-sha256/);
    expect(put.headers['x-amz-content-sha256']).toBe(sha256(bytes));
    await storage.delete('mail/42/contents.pdf');
  });

  it('lists every object across pages, following continuation tokens', async () => {
    const storage = stubStorage();
    const keys = ['id-photos/1/front-a.jpg', 'id-photos/1/selfie-b.jpg', 'mail/7/envelope.pdf'];
    for (const key of keys) await storage.put(key, new Uint8Array([1]), 'image/jpeg');

    const objects = await listed(storage);

    expect(objects.map((object) => object.key).sort()).toEqual(keys);
    expect(stub.seen.filter((request) => request.url.includes('list-type=2')).length).toBe(2);
  });
});

describe('createStorage', () => {
  it('uses local disk without S3_BUCKET and the bucket with it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-data-'));
    const local = createStorage(dataDir, {});
    await local.put('mail/1/envelope.pdf', new Uint8Array([1]), 'application/pdf');

    const bucket = createStorage(dataDir, {
      S3_ENDPOINT: s3rver.endpoint,
      S3_BUCKET: 'scans',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(await bucket.get('mail/1/envelope.pdf')).toBeNull();
    await bucket.put('mail/1/envelope.pdf', new Uint8Array([2]), 'application/pdf');

    expect(await local.get('mail/1/envelope.pdf')).toEqual(new Uint8Array([1]));
    expect(await s3Storage(s3rver.config).get('mail/1/envelope.pdf')).toEqual(new Uint8Array([2]));
  });

  it('fails at start when the bucket is configured by halves', () => {
    expect(() =>
      createStorage('/tmp', { S3_BUCKET: 'scans', S3_ENDPOINT: s3rver.endpoint }),
    ).toThrow('S3_BUCKET is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too');
  });
});
