/**
 * Readiness (decision 106): what a load balancer asks before sending this server requests. It
 * answers 503 while the server drains and while its database or storage does not answer; liveness
 * (/api/health) stays 200 while draining, so the orchestrator lets the process finish its work.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';
import { buildApp } from '#http/app.ts';
import { freePort } from '#platform/db/free-port.ts';
import type { Database } from '#platform/db/database.ts';
import type { Tables } from '#platform/db/tables.ts';
import { localDiskStorage } from '#platform/storage/storage.ts';

let api: TestApp;
useTestApp((started) => (api = started));
const others: TestApp[] = [];
afterAll(() => Promise.all(others.map((other) => other.close())));

const ready = (app = api.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  it('answers 200 when the database and the storage answer', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 draining while the server drains; liveness stays 200, other calls are turned away', async () => {
    api.app.lifecycle.draining = true;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'draining', database: 'ok', storage: 'ok' });
      expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      const refused = await api.app.inject({ method: 'GET', url: '/api/Session' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers.connection).toBe('close');
      expect(refused.json()).toMatchObject({ status: 503, code: 'busy_try_again' });
    } finally {
      api.app.lifecycle.draining = false;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the storage does not answer (its folder is a file)', async () => {
    const notAFolder = join(tmpdir(), `portal-not-a-folder-${process.pid}`);
    writeFileSync(notAFolder, 'in the way');
    const broken = await startTestApp({ storage: localDiskStorage(notAFolder) });
    others.push(broken);
    const response = await ready(broken.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'ok', storage: 'unreachable' });
  });

  it('answers 503 within its time when the storage never answers (a bucket behind a dead route)', async () => {
    const hanging = await startTestApp({
      storage: { ...testStorage(), get: () => new Promise<never>(() => undefined) },
    });
    others.push(hanging);
    await hanging.app.ready();
    const started = Date.now();
    const response = await ready(hanging.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', storage: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 503 when the database does not answer, as liveness does', async () => {
    const pool = new Pool({
      connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/nothing`,
      connectionTimeoutMillis: 2_000,
    });
    const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    const unreachable: Database = {
      pool,
      kysely,
      embeddedFirstStart: false,
      close: () => kysely.destroy(),
    };
    const storage = testStorage();
    const app = await buildApp({ db: unreachable, storage, webRoot: null, logLevel: 'silent' });
    others.push({
      app,
      db: unreachable,
      storage,
      close: () => app.close().then(unreachable.close),
    });
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable', storage: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
