import { sql, type Kysely } from 'kysely';
import { vi } from 'vitest';
import type { Tables } from '#platform/db/tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The model's clock, one for the server code and the test database. Billing already takes its day
 * as an argument; the rest of the server reads JavaScript's clock (vitest fakes `Date`) or dates
 * rows with PostgreSQL's `now()` as a column default. In this test's own database those defaults
 * (ledger entry dates, mail arrival dates) read a one-row table instead, so a top-up made a year
 * into the model is dated a year in, as its expiry is.
 */
export interface ModelClock {
  now(): Date;
  set(at: Date): Promise<void>;
  advanceDays(days: number): Promise<Date>;
  stop(): void;
}

export async function startModelClock(db: Kysely<Tables>, start: Date): Promise<ModelClock> {
  await sql`create table model_clock (at timestamptz not null)`.execute(db);
  await sql`insert into model_clock values (${start})`.execute(db);
  await sql`create function model_now() returns timestamptz language sql stable
            as 'select at from model_clock'`.execute(db);
  await sql`alter table ledger_entries alter column date set default model_now()`.execute(db);
  await sql`alter table mail_items alter column date_received set default model_now()`.execute(db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  let current = start;
  const set = async (at: Date) => {
    current = at;
    vi.setSystemTime(at);
    await sql`update model_clock set at = ${at}`.execute(db);
  };
  return {
    now: () => current,
    set,
    async advanceDays(days) {
      await set(new Date(current.getTime() + days * DAY_MS));
      return current;
    },
    stop: () => vi.useRealTimers(),
  };
}
