/**
 * SIGTERM on the real server process (src/main.ts, decision 106): for SHUTDOWN_LINGER_MS it answers
 * requests on open connections 503, then it stops taking connections, finishes the request it is
 * working on and exits 0; a request that never finishes holds it no longer
 * than SHUTDOWN_GRACE_SECONDS, and it exits 1 saying so. Its /metrics answers over real HTTP.
 */
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../test/api-test.ts';
import { spawnServer, type ServerProcess } from '../test/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

let testDb: TestDatabase;
useForFile(openTestDatabase, (opened) => (testDb = opened));
const started: ServerProcess[] = [];
afterAll(() => Promise.all(started.map((server) => server.stop())));

async function start(graceSeconds: number, lingerMs = 0): Promise<ServerProcess> {
  const server = await spawnServer({
    DATABASE_URL: testDb.url,
    SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    SHUTDOWN_LINGER_MS: String(lingerMs),
    DB_LOCK_TIMEOUT_MS: '30000',
    DB_STATEMENT_TIMEOUT_MS: '30000',
  });
  started.push(server);
  await server.ready();
  return server;
}

/**
 * A request the server is working on: the test holds the sessions table locked, so the server's
 * look-up of the request's session waits (DB_LOCK_TIMEOUT_MS is long) until `release`.
 */
async function slowRequest(port: number) {
  const holder = await testDb.db.pool.connect();
  await holder.query('begin');
  await holder.query('lock table sessions in access exclusive mode');
  const answer = fetch(`http://127.0.0.1:${port}/api/Session`, {
    headers: { cookie: 'portal_session=not-a-live-session' },
  });
  // Handled now: when the server exits first it rejects before a test awaits it.
  answer.catch(() => undefined);
  // Time for the server to take the request in and reach the lock before the signal comes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    answer,
    async release() {
      await holder.query('commit');
      holder.release();
    },
  };
}

/** Resolves once the port refuses new connections. */
async function refusesConnections(port: number): Promise<void> {
  for (const since = Date.now(); Date.now() - since < 10_000;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`port ${port} still takes connections`);
}

/** GET over `agent`: the status, the Connection header, and whether a kept-alive socket carried it. */
function getOn(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; reused: boolean }>(
    (resolve, reject) => {
      const request = get({ agent, host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            reused: request.reusedSocket,
          }),
        );
      });
      request.once('error', reject);
    },
  );
}

describe('SIGTERM', () => {
  it('answers 503 on a kept-alive connection while it lingers, where closing it would lose the request', async () => {
    const server = await start(20, 3000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOn(agent, server.port, '/api/Session')).toMatchObject({ status: 401 });
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The same idle connection, after the signal: answered and closed, not cut.
      expect(await getOn(agent, server.port, '/api/Session')).toEqual({
        status: 503,
        connection: 'close',
        reused: true,
      });
      await refusesConnections(server.port);
      // Its log says what held the drain, if anything did.
      expect(await server.exited, server.log.join('\n')).toBe(0);
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it('refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = await start(20);
    const slow = await slowRequest(server.port);
    server.child.kill('SIGTERM');

    await refusesConnections(server.port);
    await slow.release();
    const released = Date.now();
    // The request ran to its end: the session it named is not live.
    const answer = await slow.answer;
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'unauthorized' });

    expect(await server.exited).toBe(0);
    // It went as soon as its work was done, not when the grace was over.
    expect(Date.now() - released).toBeLessThan(5_000);
    expect(server.log.join('\n')).toContain('SIGTERM received');
  }, 60_000);

  it('exits 1 once SHUTDOWN_GRACE_SECONDS are over when a request does not finish', async () => {
    const server = await start(1);
    const stuck = await slowRequest(server.port);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    try {
      expect(await server.exited).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(server.log.join('\n')).toContain('Stopped with work unfinished after 1 s');
      await expect(stuck.answer).rejects.toThrow();
    } finally {
      await stuck.release();
    }
  }, 60_000);
});

describe('the server process', () => {
  it("answers /metrics over HTTP on loopback in development, with Node's own metrics", async () => {
    const server = await start(20);
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^portal_process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{operation="getHealth"/m);
  }, 60_000);
});
