import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { buildApp } from '#app.ts';
import { openDatabase, type Database } from '#db/database.ts';
import { testStorage } from '../test/test-storage.ts';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await openDatabase({ databaseUrl: testDb.url, dataDir: '', embeddedPgPort: 0 });
  webRoot = await mkdtemp(join(tmpdir(), 'portal-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><title>Harbour Mail</title><div id="root"></div>',
  );
  await writeFile(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  app = await buildApp({ storage: testStorage(), db, webRoot, logLevel: 'silent' });
});

afterAll(async () => {
  await app.close();
  await db.close();
  await testDb.drop();
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
