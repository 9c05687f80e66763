import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { holderOf } from '#auth/logins.ts';
import { endAllSessions, endSession, findSession, startSession } from '#auth/sessions.ts';
import { type Database } from '#platform/db/database.ts';

let db: Database;
let app: FastifyInstance;
let accountId: number;
const cookieOptions = { secure: false };

/** A tiny app over the session functions, so they are exercised through real cookies. */
useForFile(openTestDatabase, async (opened) => {
  ({ db } = opened);
  ({ account_id: accountId } = await db.kysely
    .insertInto('accounts')
    .values({
      webpage: 'harbour-mail',
      email: 's@example.test',
      password_hash: 'x',
      first_name: 'S',
      last_name: 'T',
      user_code: 'HM9001',
      verification_code: 'ABCD',
    })
    .returning('account_id')
    .executeTakeFirstOrThrow());
  app = Fastify();
  await app.register(fastifyCookie);
  app.post<{ Querystring: { keep?: string } }>('/login', async (request, reply) => {
    await startSession(
      db.kysely,
      request,
      reply,
      await holderOf(db.kysely, accountId),
      request.query.keep === 'true',
      cookieOptions,
    );
    return reply.send({ ok: true });
  });
  app.get('/me', async (request) => ({
    session: await findSession(db.kysely, request, cookieOptions),
  }));
  app.get('/logout', async (request, reply) => {
    await endSession(db.kysely, request, reply, cookieOptions);
    return reply.send({ ok: true });
  });
});
afterAll(async () => {
  await app.close();
});

async function login(keep = false, cookie?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/login?keep=${keep}`,
    headers: cookie ? { cookie } : {},
  });
  const setCookie = String(response.headers['set-cookie']);
  return { setCookie, cookie: setCookie.split(';')[0] ?? '' };
}
const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/me', headers: { cookie } })).json().session;

describe('sessions', () => {
  it('sets an httpOnly SameSite=Lax cookie that lasts only the browser session by default', async () => {
    const { setCookie, cookie } = await login();
    expect(setCookie).toMatch(/^portal_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Max-Age');
    expect(await me(cookie)).toMatchObject({ accountId });
  });

  it("keeps 'Keep me signed in' sessions for 30 days", async () => {
    const { setCookie } = await login(true);
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it('stores only a hash of the token', async () => {
    const { cookie } = await login();
    const token = cookie.split('=')[1] ?? '';
    const rows = await db.kysely.selectFrom('sessions').select('token_sha256').execute();
    expect(rows.some((row) => row.token_sha256 === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_sha256))).toBe(true);
  });

  it('rotates at login: the session the browser came with stops working', async () => {
    const first = await login();
    const second = await login(false, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect(await me(first.cookie)).toBeNull();
    expect(await me(second.cookie)).toMatchObject({ accountId });
  });

  it('ends a browser-session login after 30 idle minutes, but not a persistent one', async () => {
    const idle = await login(false);
    const kept = await login(true);
    await db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .execute();
    expect(await me(idle.cookie)).toBeNull();
    expect(await me(kept.cookie)).toMatchObject({ accountId });
  });

  it('logout invalidates the session on the server, not just in the browser', async () => {
    const { cookie } = await login();
    const response = await app.inject({ method: 'GET', url: '/logout', headers: { cookie } });
    expect(String(response.headers['set-cookie'])).toMatch(
      /portal_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await me(cookie)).toBeNull();
  });

  it('ends every session of a closed account', async () => {
    const { cookie } = await login(true);
    await db.kysely
      .updateTable('accounts')
      .set({ closed_at: new Date(), closed_reason: 'closed' })
      .where('account_id', '=', accountId)
      .execute();
    expect(await me(cookie)).toBeNull();
    await endAllSessions(db.kysely, accountId);
    expect(
      await db.kysely
        .selectFrom('sessions')
        .selectAll()
        .where('account_id', '=', accountId)
        .execute(),
    ).toEqual([]);
  });
});
