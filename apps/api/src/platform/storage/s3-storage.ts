import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage, type StoredObject } from '#platform/storage/storage.ts';

export interface S3StorageConfig {
  /** The service's base URL, e.g. `https://s3.ap-southeast-2.amazonaws.com` or a MinIO/R2 URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through four signed requests:
 * PUT, GET and DELETE of an object and ListObjectsV2 of the bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), which every
 * such service accepts. Objects stay private: only signed requests reach them.
 */
export function s3Storage(config: S3StorageConfig): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key}`;
  };
  // The body is the service's XML error; its code is enough to diagnose and holds no secret.
  const errorCode = async (response: Response) =>
    /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1] ?? '';
  const failed = (action: string, key: string, status: number, code: string) =>
    new Error(`S3 ${action} of "${key}" failed: ${status} ${code}`.trim());
  const fail = async (action: string, key: string, response: Response): Promise<never> => {
    throw failed(action, key, response.status, await errorCode(response));
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes,
        // Signing the payload's hash (aws4fetch would send it unsigned) lets the service refuse
        // bytes altered on the way.
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) await fail('put', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        // A missing bucket also answers 404: that is a misconfiguration, not an absent object.
        const code = await errorCode(response);
        if (code === 'NoSuchBucket') throw failed('get', key, 404, code);
        return null;
      }
      if (!response.ok) return fail('get', key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      // Deleting what is not there is not an error, as on local disk.
      if (!response.ok && response.status !== 404) await fail('delete', key, response);
      await response.body?.cancel();
    },
    async *list() {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2' });
        if (token) query.set('continuation-token', token);
        const response = await client.fetch(`${base}?${query}`);
        if (!response.ok) await fail('list', '', response);
        const page = parseListPage(await response.text());
        yield* page.objects;
        token = page.nextToken;
      } while (token);
    },
  };
}

/**
 * One page of a ListObjectsV2 answer (at most 1,000 keys). Keys the server made are plain
 * (assertSafeKey), so reading the XML with patterns needs no XML library.
 */
export function parseListPage(xml: string): { objects: StoredObject[]; nextToken?: string } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, contents]) => ({
    key: unescapeXml(/<Key>([^<]*)<\/Key>/.exec(contents!)?.[1] ?? ''),
    lastModified: new Date(/<LastModified>([^<]*)<\/LastModified>/.exec(contents!)?.[1] ?? 0),
  }));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { objects, nextToken: truncated && token ? unescapeXml(token) : undefined };
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
