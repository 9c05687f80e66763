import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { limitAttempt } from '#auth/rate-limits.ts';
import type { Tables } from '#db/tables.ts';
import { countAttempt } from '#services/rate-limit.ts';

/**
 * Login attempts at one address from anywhere: the first ones are free, later ones wait longer
 * and longer (doubling up to a cap) instead of locking the address, so nobody can keep a member
 * out by typing wrong passwords, while guessing from many machines stays slow.
 */
export const LOGIN_SLOWDOWN = {
  freeAttempts: 10,
  windowSeconds: 15 * 60,
  firstDelayMs: 250,
  maxDelayMs: 4_000,
};

/** How long the `attempts`th attempt in the window waits before its password is checked. */
export function loginDelayMs(attempts: number): number {
  const over = attempts - LOGIN_SLOWDOWN.freeAttempts;
  if (over <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.firstDelayMs * 2 ** (over - 1), LOGIN_SLOWDOWN.maxDelayMs);
}

const slowdownBucket = (address: string) => `loginSlowdown:${address.toLowerCase()}`;
/** limitAttempt's bucket prefix for this address from any IP. */
const perIpPrefix = (address: string) => `login:account:${address.toLowerCase()}@`;

/**
 * Counts a login attempt at `address` (brand and email) from `ip`: over the per-(address, IP) or
 * per-IP limit it answers 429; otherwise an address under attack makes the attempt wait. A browser
 * the member has already authorised (`trusted`) is not slowed down.
 */
export async function throttleLogin(
  db: Kysely<Tables>,
  { ip, address, trusted }: { ip: string; address: string; trusted: boolean },
): Promise<void> {
  await limitAttempt(db, 'login', { ip, account: `${address}@${ip}` });
  if (trusted) return;
  const delay = loginDelayMs(
    await countAttempt(db, slowdownBucket(address), LOGIN_SLOWDOWN.windowSeconds),
  );
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Forgets every login attempt counted against the address: its owner proved it by email. */
export async function forgetLoginAttempts(db: Kysely<Tables>, address: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb('bucket', '=', slowdownBucket(address)),
        eb(sql<boolean>`starts_with(bucket, ${perIpPrefix(address)})`, '=', true),
      ]),
    )
    .execute();
}
