import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { newToken, sha256 } from '#platform/secrets.ts';
import { prepare, queryBuilder, slot } from '#platform/db/prepared-query.ts';
import type { AccountsTable, AccountUsersTable, Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';
import { ofSameLogin } from '#auth/shared-logins.ts';
import type { SessionCookieOptions } from '#platform/server-context.ts';

/** 'Keep me signed in' keeps a session this long (§2 /Login). */
export const PERSISTENT_SESSION_DAYS = 30;
/** A browser-session login ends after this long without a request. */
export const IDLE_TIMEOUT_MINUTES = 30;
/** The part of a User-Agent kept to show in the session list. */
const USER_AGENT_MAX = 300;
/** last_seen_at is written at most this often, so reads stay reads under load. */
const TOUCH_AFTER_SECONDS = 60;

export interface CurrentSession {
  accountId: number;
  /** The user signed in (decision 105) and, read with the session on every request, their role. */
  userId: number;
  role: TeamRole;
  name: string;
  isHolder: boolean;
  tokenSha256: string;
  /** What §6's gates read of the account, read with the session so a gate costs no query. */
  gates: GateColumns;
}

/** The account's columns the member gates (http/member-gates.ts) decide by. */
export type GateColumns = Pick<
  Selectable<AccountsTable>,
  'active_payment' | 'terms_version' | 'id_verification' | 'sms_verification'
>;

export type TeamRole = AccountUsersTable['role'];

/** Who a new session is for: one user of one account. */
export interface SessionUser {
  accountId: number;
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the portalSession security handler on protected operations. */
    session: CurrentSession | null;
  }
}

export const sessionCookieName = ({ secure }: SessionCookieOptions) =>
  secure ? '__Host-portal_session' : 'portal_session';

/**
 * Starts a session for the user and sets its cookie. Any session the request arrived with is
 * ended first: a new login always gets a new token (session rotation against fixation).
 */
export async function startSession(
  db: Kysely<Tables>,
  request: FastifyRequest,
  reply: FastifyReply,
  { accountId, userId }: SessionUser,
  persistent: boolean,
  cookie: SessionCookieOptions,
): Promise<void> {
  const previous = request.cookies[sessionCookieName(cookie)];
  if (previous)
    await db.deleteFrom('sessions').where('token_sha256', '=', sha256(previous)).execute();

  const token = newToken();
  const lifetime = persistent ? `${PERSISTENT_SESSION_DAYS} days` : '1 day';
  await db
    .insertInto('sessions')
    .values({
      token_sha256: sha256(token),
      account_id: accountId,
      user_id: userId,
      persistent,
      expires_at: sql<Date>`now() + ${lifetime}::interval`,
      user_agent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
      ip: request.ip,
    })
    .execute();
  reply.setCookie(sessionCookieName(cookie), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    // Without Max-Age the browser forgets the cookie when it closes.
    ...(persistent ? { maxAge: PERSISTENT_SESSION_DAYS * 24 * 60 * 60 } : {}),
  });
}

/** Sessions that still let their browser in: unexpired, and persistent or used lately. */
function isLive(eb: ExpressionBuilder<Tables, 'sessions'>) {
  return eb.and([
    eb('sessions.expires_at', '>', sql<Date>`now()`),
    eb.or([
      eb('sessions.persistent', '=', true),
      eb(
        'sessions.last_seen_at',
        '>',
        sql<Date>`now() - ${`${IDLE_TIMEOUT_MINUTES} minutes`}::interval`,
      ),
    ]),
  ]);
}

/**
 * The lookup every protected call makes, compiled once (decision 045). `stale` says whether the
 * idle clock is due a write, computed by the database so no timestamp is parsed per request.
 */
const liveSession = prepare(
  queryBuilder
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.account_id', 'sessions.account_id')
    .innerJoin('account_users', 'account_users.user_id', 'sessions.user_id')
    .select([
      'sessions.account_id',
      'sessions.user_id',
      'account_users.role',
      'account_users.name',
      'account_users.is_holder',
      'accounts.active_payment',
      'accounts.terms_version',
      'accounts.id_verification',
      'accounts.sms_verification',
      sql<boolean>`sessions.last_seen_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`.as(
        'stale',
      ),
    ])
    .where('sessions.token_sha256', '=', slot<string>('tokenSha256'))
    .where('accounts.closed_at', 'is', null)
    .where(isLive),
);

const touchSession = prepare(
  queryBuilder
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('token_sha256', '=', slot<string>('tokenSha256')),
);

/** The live session the request's cookie names, or null; refreshes its idle clock. */
export async function findSession(
  db: Kysely<Tables>,
  request: FastifyRequest,
  cookie: SessionCookieOptions,
): Promise<CurrentSession | null> {
  const token = request.cookies[sessionCookieName(cookie)];
  if (!token) return null;
  const tokenSha256 = sha256(token);
  const [row] = await liveSession.run(db, { tokenSha256 });
  if (!row) return null;
  if (row.stale) await touchSession.run(db, { tokenSha256 });
  return {
    accountId: row.account_id,
    userId: row.user_id,
    role: row.role,
    name: row.name,
    isHolder: row.is_holder,
    tokenSha256,
    gates: {
      active_payment: row.active_payment,
      terms_version: row.terms_version,
      id_verification: row.id_verification,
      sms_verification: row.sms_verification,
    },
  };
}

/** Ends the request's session on the server and tells the browser to drop the cookie. */
export async function endSession(
  db: Kysely<Tables>,
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookieOptions,
): Promise<void> {
  const token = request.cookies[sessionCookieName(cookie)];
  if (token) await db.deleteFrom('sessions').where('token_sha256', '=', sha256(token)).execute();
  reply.clearCookie(sessionCookieName(cookie), {
    path: '/',
    secure: cookie.secure,
    sameSite: 'lax',
    httpOnly: true,
  });
}

/** The user's live sessions, newest first. */
export async function liveSessionsOf(db: Kysely<Tables>, userId: number) {
  return db
    .selectFrom('sessions')
    .select([
      'session_id',
      'token_sha256',
      'persistent',
      'created_at',
      'last_seen_at',
      'user_agent',
      'ip',
    ])
    .where('user_id', '=', userId)
    .where(isLive)
    .orderBy('created_at', 'desc')
    .orderBy('session_id', 'desc')
    .execute();
}

/** Ends one live session of the user; false when they have no such session. */
export async function endSessionById(
  db: Kysely<Tables>,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where(isLive)
    .executeTakeFirst();
  return ended.numDeletedRows > 0n;
}

/** Ends every session of one user's login, in every account it opens (their password reset). */
export async function endUserSessions(db: Kysely<Tables>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where(ofSameLogin('user_id', userId)).execute();
}

/** Ends every session of an account (password change elsewhere, account closed). */
export async function endAllSessions(db: Kysely<Tables>, accountId: number): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
}

/** The session of a protected operation; the security handler has already checked it. */
export function sessionOf(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new ApiProblem(401, 'unauthorized', 'Log in to continue');
  return request.session;
}

/** The signed-in account of a protected operation. */
export const accountIdOf = (request: FastifyRequest): number => sessionOf(request).accountId;

/** The signed-in user of a protected operation. */
export const userIdOf = (request: FastifyRequest): number => sessionOf(request).userId;
