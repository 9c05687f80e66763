import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { isoDate, parseIsoDate, startOfDayUtc, type CalendarDate } from '@portal/domain/calendar';
import { sql, type Kysely } from 'kysely';
import { billAccount, type AccountBill } from '#billing/bill-account.ts';
import type { Tables } from '#platform/db/tables.ts';

/** The accounts a billing day is for: open, and registered. */
const billable = (db: Kysely<Tables>) =>
  db
    .selectFrom('accounts')
    .where('closed_at', 'is', null)
    .where('registration_status', '=', REGISTRATION_STATUS.complete);

/**
 * The `billing-day` job: one `bill-account` job per billable account, added in one statement. Each
 * job's key names the account and day, so a day queued twice (a cron tick and `ops billing run`
 * at once) keeps one job waiting per account; the run itself is safe to repeat (bill-account.ts).
 */
export async function queueBillingDay(db: Kysely<Tables>, date: CalendarDate): Promise<number> {
  const day = isoDate(date);
  const { rows } = await sql<{ queued: number }>`
    select count(graphile_worker.add_job(
      identifier => 'bill-account',
      payload => json_build_object('accountId', account_id, 'date', ${day}::text),
      job_key => 'bill-account:' || account_id || ':' || ${day}::text,
      job_key_mode => 'preserve_run_at',
      max_attempts => 5
    ))::int as queued
    from (${billable(db).select('account_id')}) as due`.execute(db);
  return rows[0]?.queued ?? 0;
}

/** The instant a billing day's fees are dated at: the start of the day (UTC). */
export function billingInstant(date: string): Date {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`Not a day: ${date}`);
  return startOfDayUtc(day);
}

/**
 * Bills every account for the day `at` falls on, here and now (`ops billing run --at`): the same
 * work as the queued jobs, account by account in this process.
 */
export async function runBillingDay(db: Kysely<Tables>, at: Date): Promise<AccountBill[]> {
  const accounts = await billable(db).select('account_id').orderBy('account_id').execute();
  const bills: AccountBill[] = [];
  for (const { account_id: accountId } of accounts) {
    bills.push(await billAccount(db, accountId, at));
  }
  return bills;
}
