import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { limitAttempt } from '#auth/rate-limits.ts';
import type { Tables } from '#platform/db/tables.ts';
import { attemptsSoFar, countAttempt } from '#platform/rate-limit.ts';

/**
 * Wrong passwords for one address from anywhere: the first ones cost nothing, then every attempt
 * at the address waits longer and longer (doubling up to a cap) before its password is checked,
 * right or wrong, instead of the address being locked. Nobody can keep a member out by typing
 * wrong passwords, guessing from many machines stays slow, and the member's own successful logins
 * never add to the wait.
 */
export const LOGIN_SLOWDOWN = {
  freeAttempts: 10,
  windowSeconds: 15 * 60,
  firstDelayMs: 250,
  maxDelayMs: 4_000,
};

/** How long an attempt waits, after `failures` wrong passwords for the address in the window. */
export function loginDelayMs(failures: number): number {
  const over = failures + 1 - LOGIN_SLOWDOWN.freeAttempts;
  if (over <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.firstDelayMs * 2 ** (over - 1), LOGIN_SLOWDOWN.maxDelayMs);
}

const failuresBucket = (address: string) => `loginFailures:${address.toLowerCase()}`;
/** limitAttempt's bucket prefix for this address from any IP. */
const perIpPrefix = (address: string) => `login:account:${address.toLowerCase()}@`;

/**
 * Counts a login attempt at `address` (brand and email) from `ip`: over the per-(address, IP) or
 * per-IP limit it answers 429; otherwise an address with many wrong passwords makes the attempt
 * wait. A browser the member has already authorised (`trusted`) is not slowed down.
 */
export async function throttleLogin(
  db: Kysely<Tables>,
  { ip, address, trusted }: { ip: string; address: string; trusted: boolean },
): Promise<void> {
  await limitAttempt(db, 'login', { ip, account: `${address}@${ip}` });
  if (trusted) return;
  const delay = loginDelayMs(
    await attemptsSoFar(db, failuresBucket(address), LOGIN_SLOWDOWN.windowSeconds),
  );
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Counts a wrong password for the address (or an address without an account). */
export async function recordLoginFailure(db: Kysely<Tables>, address: string): Promise<void> {
  await countAttempt(db, failuresBucket(address), LOGIN_SLOWDOWN.windowSeconds);
}

/** Forgets every login attempt counted against the address: its owner proved it by email. */
export async function forgetLoginAttempts(db: Kysely<Tables>, address: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb('bucket', '=', failuresBucket(address)),
        eb(sql<boolean>`starts_with(bucket, ${perIpPrefix(address)})`, '=', true),
      ]),
    )
    .execute();
}
