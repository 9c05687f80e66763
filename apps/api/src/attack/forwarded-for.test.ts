/**
 * X-Forwarded-For from a client that is not one of our proxies (issue 33): with TRUST_PROXY as
 * production accepts it (addresses and CIDRs, or a hop count), a client rotating the header is
 * still one IP to the rate limits, and the audit log records where it really connected from.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { auditOf, createMember, WEBPAGE } from '../../test/auth-fixtures.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { XHR } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';
import { buildApp } from '#http/app.ts';
import { loadConfig } from '#platform/config.ts';
import { type Database } from '#platform/db/database.ts';

let db: Database;

useForFile(openTestDatabase, (opened) => ({ db } = opened));

/** The app with TRUST_PROXY as production reads it, listening on loopback (real HTTP). */
async function serverTrusting(trustProxy: string): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ NODE_ENV: 'production', TRUST_PROXY: trustProxy });
  const app = await buildApp({
    db,
    storage: testStorage(),
    webRoot: null,
    logLevel: 'silent',
    secureCookies: config.secureCookies,
    production: true,
    trustProxy: config.trustProxy,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

const login = (url: string, email: string, password: string, forwardedFor: string) =>
  fetch(`${url}/api/Login?webpage=${WEBPAGE}`, {
    method: 'POST',
    headers: { ...XHR, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      EmailAddress: email,
      Password: password,
      KeepLoggedIn: false,
      loginGuard: null,
    }),
  });

describe('X-Forwarded-For from a client that is not a trusted proxy', () => {
  let server: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    server = await serverTrusting('10.0.0.0/8');
  });
  afterAll(() => server.app.close());

  it('rate-limits 35 logins with rotating addresses as one IP, and audits the real one', async () => {
    const member = await createMember(db);
    const statuses: number[] = [];
    // The member's own login first, claiming an address it does not have; then 34 guesses at
    // other addresses, each claiming another.
    const own = await login(server.url, member.email, member.password, '198.51.100.1');
    statuses.push(own.status);
    for (let attempt = 2; attempt <= 35; attempt++) {
      const response = await login(
        server.url,
        `guess-${attempt}@example.test`,
        'not-the-password',
        `198.51.100.${attempt}`,
      );
      statuses.push(response.status);
    }
    const limited = statuses.filter((status) => status === 429).length;
    console.log(
      `35 logins with rotating X-Forwarded-For: ${35 - limited} answered, ${limited} × 429`,
    );
    // 30 per 15 minutes per IP (RATE_LIMITS.login): the 31st attempt from the one client is refused.
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    expect(await auditOf(db, member.accountId)).toEqual([
      { key: 'audit.loggedIn', values: { ip: '127.0.0.1' } },
    ]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('believes the address the one proxy in front added, and nothing before it', async () => {
    const server = await serverTrusting('1');
    try {
      const member = await createMember(db);
      // The client wrote the first address itself; the proxy (here, this test) appended the second.
      const response = await login(
        server.url,
        member.email,
        member.password,
        '198.51.100.7, 203.0.113.44',
      );
      expect(response.status).toBe(200);
      expect(await auditOf(db, member.accountId)).toEqual([
        { key: 'audit.loggedIn', values: { ip: '203.0.113.44' } },
      ]);
    } finally {
      await server.app.close();
    }
  });
});
