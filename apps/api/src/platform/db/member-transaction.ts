import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import { lockAccount } from '#platform/db/account-row.ts';
import type { Tables } from '#platform/db/tables.ts';
import { DEFAULT_TIME_LIMITS, type TimeLimits } from '#platform/db/time-limits.ts';
import { busy, RETRYABLE_SQLSTATES } from '#contract/problem.ts';

/*
 * How a member's change reaches the database (decision 080). One lock order everywhere: the account
 * row first, then mail rows in mail_id order (lockMail sorts them), so two of a member's requests
 * queue on the account row instead of each holding what the other waits for. Every statement is
 * time-limited by its connection (time-limits.ts), and one member holds at most a few pool
 * connections at a time.
 */

/** The limits members' transactions run under (config.ts reads them from the environment). */
export interface TransactionLimits extends TimeLimits {
  /** How many of one member's transactions may hold a connection at once in this process. */
  perMember: number;
}

export const DEFAULT_LIMITS: TransactionLimits = { ...DEFAULT_TIME_LIMITS, perMember: 3 };

/** How long a member's request waits for a free place of theirs before answering busy. */
const QUEUE_WAIT_MS = 2_000;
/** Tries of a whole transaction PostgreSQL aborted as a deadlock or serialization failure. */
const TRIES = 3;

/**
 * A member's change: waits for one of the member's places (at most `perMember` at once in this
 * process, so one member cannot take the whole pool), then runs `fn` in a transaction that has
 * locked the account row first. A deadlock or serialization failure runs the whole transaction
 * again, up to three tries with jitter, so `fn` must do nothing outside the database (no email, no
 * card charge) unless `retry: false`.
 */
export async function memberTransaction<T>(
  db: Kysely<Tables>,
  limits: TransactionLimits,
  accountId: number,
  fn: (trx: Transaction<Tables>) => Promise<T>,
  { retry = true } = {},
): Promise<T> {
  const release = await memberPlaces.enter(accountId, limits.perMember);
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction().execute(async (trx) => {
          await lockAccount(trx, accountId);
          return fn(trx);
        });
      } catch (error) {
        if (
          !retry ||
          attempt >= TRIES ||
          !RETRYABLE_SQLSTATES.has((error as { code?: string }).code ?? '')
        )
          throw error;
        await sleep(attempt * 10 + Math.random() * 40);
      }
    }
  } finally {
    release();
  }
}

/** Per-account counting semaphores; an account's entry goes when nobody holds or waits for it. */
class MemberPlaces {
  private readonly accounts = new Map<number, { held: number; waiting: (() => void)[] }>();

  async enter(accountId: number, places: number): Promise<() => void> {
    let entry = this.accounts.get(accountId);
    if (!entry) {
      entry = { held: 0, waiting: [] };
      this.accounts.set(accountId, entry);
    }
    if (entry.held >= places) await this.wait(accountId, entry);
    else entry.held += 1;
    return () => this.leave(accountId);
  }

  /** Queues for a place the leaver hands over; gives up after QUEUE_WAIT_MS with 503 busy. */
  private wait(accountId: number, entry: { waiting: (() => void)[] }): Promise<void> {
    return new Promise((resolve, reject) => {
      const handOver = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        entry.waiting.splice(entry.waiting.indexOf(handOver), 1);
        this.forget(accountId);
        reject(busy('Too many of your changes are running at once. Try again in a moment.'));
      }, QUEUE_WAIT_MS);
      entry.waiting.push(handOver);
    });
  }

  private leave(accountId: number): void {
    const entry = this.accounts.get(accountId);
    if (!entry) return;
    const next = entry.waiting.shift();
    // The place passes straight to the next in line, so `held` stays as it is.
    if (next) next();
    else entry.held -= 1;
    this.forget(accountId);
  }

  private forget(accountId: number): void {
    const entry = this.accounts.get(accountId);
    if (entry && entry.held === 0 && entry.waiting.length === 0) this.accounts.delete(accountId);
  }
}

const memberPlaces = new MemberPlaces();
