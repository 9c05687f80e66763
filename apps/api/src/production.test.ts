import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../test/api-test.ts';
import { createMember, setCookieHeaders, WEBPAGE } from '../test/auth-fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { XHR } from '../test/test-app.ts';
import { buildApp } from '#http/app.ts';
import { type Database } from '#platform/db/database.ts';
import { testStorage } from '../test/test-storage.ts';

let db: Database;
let app: FastifyInstance;

/** The app as main.ts builds it with NODE_ENV=production behind one trusted proxy. */
useForFile(openTestDatabase, async (opened) => {
  ({ db } = opened);
  app = await buildApp({
    storage: testStorage(),
    db,
    webRoot: null,
    logLevel: 'silent',
    secureCookies: true,
    development: false,
    trustProxy: '127.0.0.1',
  });
});
afterAll(async () => {
  await app.close();
});

const login = (email: string, password: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/Login?webpage=${WEBPAGE}`,
    headers: { ...XHR, 'x-forwarded-for': '203.0.113.9', ...(cookie ? { cookie } : {}) },
    payload: { EmailAddress: email, Password: password, KeepLoggedIn: false, loginGuard: null },
  });

describe('in production', () => {
  it('sets Secure __Host- session cookies that protected calls accept', async () => {
    const member = await createMember(db);
    const response = await login(member.email, member.password);
    const [cookie] = setCookieHeaders(response);
    expect(cookie).toMatch(
      /^__Host-portal_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    const signedIn = await app.inject({
      method: 'POST',
      url: `/api/EmailVerification/SendVerification?webpage=${WEBPAGE}`,
      headers: { ...XHR, cookie: cookie?.split(';')[0] ?? '' },
    });
    expect(signedIn.statusCode).toBe(204);
  });

  it('sets a Secure __Host- device cookie for the login guard', async () => {
    const member = await createMember(db, { loginGuard: true });
    const response = await login(member.email, member.password);
    expect(response.json()).toBe('loginGuardRequired');
    expect(setCookieHeaders(response)[0]).toMatch(/^__Host-portal_device=[\w-]{43};.*Secure/);
  });

  it("audits the member's address from X-Forwarded-For when the proxy is trusted", async () => {
    const member = await createMember(db);
    await login(member.email, member.password);
    const entries = await db.kysely
      .selectFrom('audit_entries')
      .select(['text_key', 'text_values'])
      .where('account_id', '=', member.accountId)
      .execute();
    expect(entries).toEqual([{ text_key: 'audit.loggedIn', text_values: { ip: '203.0.113.9' } }]);
  });
});
