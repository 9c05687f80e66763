import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AccountRow } from '#auth/credentials.ts';
import type { AccountUsersTable, Tables } from '#platform/db/tables.ts';
import type { Recipient } from '#notices/email-layout.ts';
import { actingUser } from '#platform/acting-user.ts';

/**
 * Logins (decision 105): every person who signs in is a row of account_users. The holder's
 * credentials and login guard stay on accounts, an invited user's are on their own row; this
 * module is the one place that knows which, so sign-in, passwords and the guard read one shape.
 */
export interface LoginUser {
  userId: number;
  isHolder: boolean;
  name: string;
  email: string;
  role: Selectable<AccountUsersTable>['role'];
  passwordHash: string;
  enableLoginGuard: boolean;
}

export interface Login {
  account: AccountRow;
  user: LoginUser;
}

const asLogin = (account: AccountRow, user: Selectable<AccountUsersTable>): Login => ({
  account,
  user: {
    userId: user.user_id,
    isHolder: user.is_holder,
    name: user.name,
    email: user.email,
    role: user.role,
    passwordHash: user.password_hash ?? account.password_hash,
    enableLoginGuard: user.is_holder ? account.enable_login_guard : user.enable_login_guard,
  },
});

async function loginWhere(
  db: Kysely<Tables>,
  where: { webpage: string; email: string } | { userId: number },
): Promise<Login | undefined> {
  let query = db.selectFrom('account_users').selectAll();
  // A row of an account joined with an existing login stands for the row holding its credentials.
  query =
    'userId' in where
      ? query.where('user_id', '=', (eb) =>
          eb
            .selectFrom('account_users as own')
            .select(sql<number>`coalesce(own.login_of, own.user_id)`.as('login_id'))
            .where('own.user_id', '=', where.userId),
        )
      : query
          .where('webpage', '=', where.webpage)
          .where('email', '=', where.email.trim())
          .where('login_of', 'is', null);
  const user = await query.executeTakeFirst();
  if (!user) return undefined;
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', user.account_id)
    .executeTakeFirstOrThrow();
  return asLogin(account, user);
}

/** The brand's login for an email address (any letter case): a holder's or an invited user's. */
export const findLogin = (db: Kysely<Tables>, webpage: string, email: string) =>
  loginWhere(db, { webpage, email });

/**
 * The login of a user, the one whose credentials they sign in with: for a row of an account
 * joined with an existing login, the row (and account) holding them. Throws when there is none
 * (a session's user always has one).
 */
export async function loginOf(db: Kysely<Tables>, userId: number): Promise<Login> {
  const login = await loginWhere(db, { userId });
  if (!login) throw new Error(`No user ${userId}`);
  return login;
}

/**
 * The account's user the current request acts for, or its holder when it acts for nobody (a
 * signup, staff): who `Account.you` is, and whose login guard the account view shows; with their
 * row, whose own settings the view shows too (read once).
 */
export async function userOfAccount(
  db: Kysely<Tables>,
  account: AccountRow,
): Promise<{ you: LoginUser; row: Selectable<AccountUsersTable> }> {
  const acting = actingUser();
  const user = await db
    .selectFrom('account_users')
    .selectAll()
    .where('account_id', '=', account.account_id)
    .where((eb) =>
      acting
        ? eb.or([eb('user_id', '=', acting.userId), eb('is_holder', '=', true)])
        : eb('is_holder', '=', true),
    )
    // The acting user before the holder, when they are not the holder.
    .orderBy('is_holder', 'asc')
    .executeTakeFirstOrThrow();
  const you = asLogin(account, user).user;
  if (user.login_of === null) return { you, row: user };
  // Joined with an existing login: the password and the guard are that login's.
  const { passwordHash, enableLoginGuard } = (await loginOf(db, user.user_id)).user;
  return { you: { ...you, passwordHash, enableLoginGuard }, row: user };
}

/** The account holder's login, as a session names it. */
export async function holderOf(db: Kysely<Tables>, accountId: number) {
  const { user_id: userId } = await db
    .selectFrom('account_users')
    .select('user_id')
    .where('account_id', '=', accountId)
    .where('is_holder', '=', true)
    .executeTakeFirstOrThrow();
  return { accountId, userId };
}

/** Sets a user's password hash where it is kept: the account's for its holder. */
export async function setUserPasswordHash(
  trx: Transaction<Tables>,
  { account, user }: Login,
  passwordHash: string,
): Promise<void> {
  if (user.isHolder) {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash })
      .where('account_id', '=', account.account_id)
      .execute();
  } else {
    await trx
      .updateTable('account_users')
      .set({ password_hash: passwordHash })
      .where('user_id', '=', user.userId)
      .execute();
  }
}

/**
 * Sets an invited user's login guard (the holder's is an account setting, `account/rules`); for a
 * row sharing another login, that login's guard, the holder's column when it is a holder's.
 */
export async function setUserLoginGuard(
  db: Kysely<Tables>,
  userId: number,
  enabled: boolean,
): Promise<void> {
  const { account, user } = await loginOf(db, userId);
  if (user.userId === userId && user.isHolder) return;
  await (
    user.isHolder
      ? db
          .updateTable('accounts')
          .set({ enable_login_guard: enabled })
          .where('account_id', '=', account.account_id)
      : db
          .updateTable('account_users')
          .set({ enable_login_guard: enabled })
          .where('user_id', '=', user.userId)
  ).execute();
}

/** Who an email to this login goes to: the user's own address and name, the account's language. */
export const recipientOfLogin = ({ account, user }: Login): Recipient => ({
  email: user.email,
  firstName: user.isHolder ? account.first_name : user.name,
  lastName: user.isHolder ? account.last_name : user.name,
  language: account.language,
  timeZone: account.time_zone,
});
