import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildApp } from '#http/app.ts';
import { openDatabase, type Database } from '#platform/db/database.ts';
import { testStorage } from '../../test/test-storage.ts';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let webRoot: string;
const FRAMEWORK_JS = 'export const answer = () => 42;\n'.repeat(200);

useForFile(openTestDatabase, async (opened) => {
  testDb = opened;
  ({ db } = opened);
  webRoot = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><title>Harbour Mail</title><div id="root"></div>',
  );
  await writeFile(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  // As the brand build leaves a text asset: the file, and beside it its brotli and gzip forms.
  const framework = join(webRoot, 'assets', 'framework-def456.js');
  await writeFile(framework, FRAMEWORK_JS);
  await writeFile(`${framework}.br`, brotliCompressSync(FRAMEWORK_JS));
  await writeFile(`${framework}.gz`, gzipSync(FRAMEWORK_JS));
  app = await buildApp({ storage: testStorage(), db, webRoot, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('answers ok after a real database query', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('matches the path whatever its casing, as the original backend did', async () => {
    const response = await app.inject({ method: 'GET', url: '/API/Health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('unknown /api paths', () => {
  it('answer 404 problem+json rather than the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('the brand web app on the same origin', () => {
  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/Members/Account', '/Login?redirect=%2FMembers']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Harbour Mail</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers HEAD of a client-side route as GET, without the body (curl -I)', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/Login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for an asset the build does not hold, not the page (a tab older than a release)', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-gone999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('compressed answers', () => {
  const framework = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/framework-def456.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a JS asset as its brotli file to a browser that accepts br', async () => {
    const response = await framework('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    // The build's own file, not one compressed again on each request.
    expect(response.rawPayload.equals(brotliCompressSync(FRAMEWORK_JS))).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await framework('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(FRAMEWORK_JS);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await framework(acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.body, acceptEncoding).toBe(FRAMEWORK_JS);
    }
  });

  it('answers HEAD of an asset as GET, without the body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/framework-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });

  it('compresses API JSON over 1 KB on the fly, and leaves small answers alone', async () => {
    const contract = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(contract.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(contract.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('when the database goes away', () => {
  it('health answers 503 unreachable instead of failing', async () => {
    const brokenDb = await openDatabase({
      databaseUrl: testDb.url,
      dataDir: '',
      embeddedPgPort: 0,
    });
    const brokenApp = await buildApp({
      storage: testStorage(),
      db: brokenDb,
      webRoot: null,
      logLevel: 'silent',
    });
    await brokenDb.pool.end();
    const response = await brokenApp.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    await brokenApp.close();
  });
});
