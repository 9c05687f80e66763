import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/http/app.ts';
import { NO_LOAD_SHEDDING } from '../src/http/load-shedding.ts';
import type { Database } from '../src/platform/db/database.ts';
import { newToken, sha256 } from '../src/platform/secrets.ts';
import { termsAcceptance } from '../src/account/terms.ts';
import { checkProblemCodes } from './attack/problem-codes.ts';
import { openTestDatabase } from './test-database.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { testStorage } from './test-storage.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The app's storage, for tests that put scans where the app reads them. */
  storage: Storage;
  close(): Promise<void>;
}

/** buildApp options a test changes; a function when they need the test's database. */
type Overrides =
  Partial<Omit<AppOptions, 'db'>> | ((db: Database) => Partial<Omit<AppOptions, 'db'>>);

/**
 * The whole API on a fresh, migrated database of its own; requests go through `app.inject`.
 * `overrides` replace the defaults (silent log, temporary storage, development on, no load
 * shedding).
 */
export async function startTestApp(overrides: Overrides = {}): Promise<TestApp> {
  const testDb = await openTestDatabase();
  const { db } = testDb;
  const options = typeof overrides === 'function' ? overrides(db) : overrides;
  const storage = options.storage ?? testStorage();
  const app = await buildApp({
    webRoot: null,
    logLevel: 'silent',
    development: true,
    // A test that blocks the event loop (PDFs, OCR) on a busy machine must not see 503s.
    loadLimits: NO_LOAD_SHEDDING,
    ...options,
    storage,
    db,
  });
  checkProblemCodes(app);
  return {
    app,
    db,
    storage,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

/** The header every state-changing call needs (DESIGN §3.6). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** What a member has done to pass §6's members-area gates (decision 082); both unless told. */
export interface Standing {
  /** Set up a payment method (`active_payment`). */
  paid?: boolean;
  /** Accepted the terms the server holds now. */
  termsAccepted?: boolean;
}

/**
 * Creates a member and a live session for them; returns the Cookie header that carries it. The
 * member has paid and accepted the terms, as the members' area needs, unless `standing` says not.
 */
export async function signedInMember(
  db: Database,
  email = 'member@example.test',
  { paid = true, termsAccepted = true }: Standing = {},
): Promise<{ accountId: number; cookie: string }> {
  const token = newToken();
  const { account_id: accountId } = await db.kysely
    .insertInto('accounts')
    .values({
      webpage: 'harbour-mail',
      email,
      password_hash: 'not-used-by-this-test',
      first_name: 'Test',
      last_name: 'Member',
      user_code: `T${token.slice(0, 8)}`,
      verification_code: 'ABCD',
      active_payment: paid,
      ...(termsAccepted ? termsAcceptance(new Date()) : {}),
    })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  return { accountId, cookie: await sessionCookieFor(db, accountId) };
}

/**
 * Opens a live session for an existing account, as its holder or as `userId` (one of its users);
 * returns the Cookie header that carries it.
 */
export async function sessionCookieFor(
  db: Database,
  accountId: number,
  userId?: number,
): Promise<string> {
  const token = newToken();
  const user =
    userId ??
    (
      await db.kysely
        .selectFrom('account_users')
        .select('user_id')
        .where('account_id', '=', accountId)
        .where('is_holder', '=', true)
        .executeTakeFirstOrThrow()
    ).user_id;
  await db.kysely
    .insertInto('sessions')
    .values({
      token_sha256: sha256(token),
      account_id: accountId,
      user_id: user,
      persistent: false,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return `portal_session=${token}`;
}
