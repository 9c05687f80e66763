import {
  accountStanding,
  negativeSince,
  SCANNING_GRACE_DAYS,
} from '@portal/domain/account-standing';
import {
  addDays,
  calendarDateIn,
  isoDate,
  parseIsoDate,
  startOfDayUtc,
  type CalendarDate,
} from '@portal/domain/calendar';
import { creditLots, expiredLots, lotsExpiringSoon } from '@portal/domain/credit-expiry';
import { formatLongDate } from '@portal/domain/date-format';
import { centsToDollars } from '@portal/domain/money';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { dailyStorageCharge } from '@portal/domain/storage';
import {
  amountToUnlock,
  daysUntilTermination,
  unpaidWarningDue,
} from '@portal/domain/unpaid-notices';
import type { Kysely, Selectable, Transaction } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import { requestAutoTopUp } from '#money/auto-top-up-request.ts';
import {
  creditExpiringEmail,
  terminatedEmail,
  unpaidWarningEmail,
} from '#billing/billing-emails.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { notify } from '#notices/notify-member.ts';
import { portalLink, MANUAL_PAYMENT_URL, TRANSACTIONS_URL } from '#brands/portal-links.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { balanceHistory } from '#money/ledger.ts';
import { storedMailOf } from '#mail/stored-mail.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry, type LedgerText } from '#money/ledger.ts';
import { toDollars } from '#contract/money.ts';

/** What one account's billing run did, for the staff command and the tests. */
export interface AccountBill {
  accountId: number;
  /** Nothing to bill: closed, or registration not complete. */
  skipped: boolean;
  charged: number;
  expired: number;
  notices: string[];
  terminated: boolean;
  /** Closed today: the notice the member gave ran out. */
  closed: boolean;
}

/**
 * The billing day `at` falls on (UTC) for one account, in one transaction with the account row
 * locked, so two workers billing it at once take turns and the second finds the work done:
 * 0. a notice given with Close Account that has run out closes the account, and nothing else runs;
 * 1. the monthly fee when the next billing date has come (none while paused, §9), moving the date on;
 * 2. the day's storage fee for held items past their 30 free days (none while paused);
 * 3. prepaid credit 12 months old expires, oldest first; credit expiring within 30 days is told;
 * 4. below zero: warnings at 7, 30, 60 and 83 days, and termination with shredding after 90;
 * 5. an auto top-up when the balance is below the threshold and none was asked for this crossing.
 * Fees carry a billing key and expiries name their credit, both unique in the ledger, so a repeated
 * run charges nothing twice. Every fee is an audit line the member sees and a ledger entry.
 */
export async function billAccount(
  db: Kysely<Tables>,
  accountId: number,
  at: Date,
): Promise<AccountBill> {
  const today = calendarDateIn(at);
  const bill: AccountBill = {
    accountId,
    skipped: false,
    charged: 0,
    expired: 0,
    notices: [],
    terminated: false,
    closed: false,
  };
  return db.transaction().execute(async (trx) => {
    let account = await lockAccount(trx, accountId);
    if (account.closed_at || account.registration_status !== REGISTRATION_STATUS.complete) {
      return { ...bill, skipped: true };
    }
    // 0. A notice given with Close Account that has run out closes the account first (§9).
    const ended = await closeAtNoticeEnd(trx, account, at);
    if (ended) return { ...bill, closed: true, notices: [`closed; ${ended}`] };

    const plan = account.plan_id
      ? await trx
          .selectFrom('plans')
          .selectAll()
          .where('plan_id', '=', account.plan_id)
          .executeTakeFirst()
      : undefined;

    // 1. The monthly fee, by the account machine: none while paused (§9), and a paused account in
    // debt is unpaused and locked, paying the days left (decision 072).
    const billed = await accountLifecycle.billingDay(trx, accountId, at);
    for (const posting of billed.postings) {
      bill.charged -= posting.amount;
      const amount = toDollars(-posting.amount);
      await audit(
        trx,
        accountId,
        plan
          ? { key: 'audit.monthlyFee', values: { amount, planName: plan.plan_name } }
          : { key: 'audit.monthlyFeeNoPlan', values: { amount } },
        at,
      );
    }
    const paused = billed.account.status === 'On Hold';

    // 2. Storage past the free 30 days.
    if (plan) {
      const storage = dailyStorageCharge(
        await storedMailOf(trx, accountId),
        { envelopePerDay: plan.envelope_storage_cents, parcelPerDay: plan.parcel_storage_cents },
        at,
        { paused },
      );
      if (storage.amount > 0) {
        const posted = await postFee(trx, account, {
          amount: storage.amount,
          key: `storage:${isoDate(today)}`,
          description: {
            key: 'ledger.storage',
            values: { letters: storage.envelopes, parcels: storage.parcels },
          },
          planName: plan.plan_name,
          at,
        });
        if (posted) {
          bill.charged += storage.amount;
          await audit(
            trx,
            accountId,
            {
              key: 'audit.storageCharged',
              values: {
                letters: storage.envelopes,
                parcels: storage.parcels,
                amount: toDollars(storage.amount),
              },
            },
            at,
          );
        }
      }
    }

    // 3. Prepaid credit that expires, and credit about to.
    const lots = creditLots(await creditLedger(trx, accountId));
    for (const lot of expiredLots(lots, today)) {
      const bought = await trx
        .selectFrom('ledger_entries')
        .select('date')
        .where('transaction_id', '=', lot.id)
        .executeTakeFirstOrThrow();
      await postLedgerEntry(trx, accountId, {
        amount: -lot.remaining,
        description: { key: 'ledger.creditExpired', values: { bought: bought.date.getTime() } },
        expiresEntryId: lot.id,
        date: at,
      });
      bill.expired += lot.remaining;
      await audit(
        trx,
        accountId,
        {
          key: 'audit.creditExpired',
          values: { amount: toDollars(lot.remaining), boughtAt: bought.date.getTime() },
        },
        at,
      );
    }
    for (const lot of lotsExpiringSoon(lots, today)) {
      if (!(await firstTime(trx, accountId, `credit-expiry:${lot.id}`))) continue;
      const expiresOn = startOfDayUtc(lot.expiresOn!);
      await notify(trx, account, creditExpiringEmail, {
        amount: centsToDollars(lot.remaining),
        expiresOn: expiresOn.getTime(),
        link: portalLink(account, TRANSACTIONS_URL),
      });
      bill.notices.push(`credit expiring ${formatLongDate(expiresOn)}`);
    }

    // 4. An unpaid account: warnings, then termination.
    account = await lockAccount(trx, accountId);
    if (account.balance_cents < 0) {
      const since = negativeSince(await balanceHistory(trx, accountId));
      const standing = accountStanding(
        { balance: account.balance_cents, negativeSince: since, status: account.status },
        at,
      );
      if (standing.state === 'terminationDue') {
        await terminate(trx, account, standing.daysNegative, at);
        return { ...bill, terminated: true, notices: [...bill.notices, 'terminated'] };
      }
      const stretch = `unpaid:${since?.toISOString() ?? ''}`;
      const sent = await trx
        .selectFrom('billing_events')
        .select('event_key')
        .where('account_id', '=', accountId)
        .where('event_key', 'like', `${stretch}:%`)
        .execute();
      const days = unpaidWarningDue(
        standing.daysNegative,
        sent.map((row) => Number(row.event_key.slice(stretch.length + 1))),
      );
      if (days !== null && (await firstTime(trx, accountId, `${stretch}:${days}`))) {
        const firstDay = calendarDateIn(since ?? at);
        const day = (date: CalendarDate) => startOfDayUtc(date).getTime();
        await notify(trx, account, unpaidWarningEmail, {
          days,
          balance: centsToDollars(account.balance_cents),
          amount: centsToDollars(amountToUnlock(account.balance_cents)),
          scanningStops: day(addDays(firstDay, SCANNING_GRACE_DAYS + 1)),
          closesOn: day(addDays(today, daysUntilTermination(standing.daysNegative))),
          link: portalLink(account, MANUAL_PAYMENT_URL),
        });
        await audit(trx, accountId, { key: 'audit.unpaidWarning', values: { days } }, at);
        bill.notices.push(`unpaid ${days} days`);
      }
    }

    // 5. Auto top-up, for a member who set it up after the balance had already fallen.
    await requestAutoTopUp(trx, account);
    return bill;
  });
}

/** Posts a fee once per key: false when this key was charged before (a repeated run). */
async function postFee(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
  fee: { amount: number; key: string; description: LedgerText; planName?: string; at: Date },
): Promise<boolean> {
  const charged = await trx
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .where('account_id', '=', account.account_id)
    .where('billing_key', '=', fee.key)
    .executeTakeFirst();
  if (charged) return false;
  await postLedgerEntry(trx, account.account_id, {
    amount: -fee.amount,
    description: fee.description,
    planName: fee.planName,
    billingKey: fee.key,
    date: fee.at,
  });
  return true;
}

/** Records a once-only event; false when it had happened already. */
async function firstTime(trx: Transaction<Tables>, accountId: number, key: string) {
  const inserted = await trx
    .insertInto('billing_events')
    .values({ account_id: accountId, event_key: key })
    .onConflict((conflict) => conflict.doNothing())
    .returning('event_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function creditLedger(trx: Transaction<Tables>, accountId: number) {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'amount_cents', 'credit_expires_on', 'expires_entry_id'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((row) => ({
    id: row.transaction_id,
    amount: row.amount_cents,
    expiresOn: row.credit_expires_on === null ? null : parseIsoDate(row.credit_expires_on),
    expiresEntryId: row.expires_entry_id,
  }));
}

/**
 * The notice given with Close Account has run out (decision 076): the account closes, the mail
 * still held is shredded or returned as the member chose, and its sessions end. Answers what was
 * done, or undefined while no notice has run out.
 */
async function closeAtNoticeEnd(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
  at: Date,
): Promise<string | undefined> {
  const closed = await accountLifecycle.noticeEnds(trx, account.account_id, at);
  if (!closed) return undefined;
  const disposed = await mailLifecycle.disposeHeldMail(trx, account.account_id, closed.heldMail);
  const done = `${disposed} held items ${closed.heldMail === 'shred' ? 'shredded' : 'returned to sender'}`;
  await trx.deleteFrom('sessions').where('account_id', '=', account.account_id).execute();
  await audit(
    trx,
    account.account_id,
    { key: 'audit.closedAtNotice', values: { count: disposed, heldMail: closed.heldMail } },
    at,
  );
  return done;
}

/**
 * Closes an account unpaid for more than 90 days (§9): the mail we hold is shredded (items in a
 * pending forward excepted: that forward was paid and staff may still post it), its sessions end,
 * and the member is told.
 */
async function terminate(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
  daysNegative: number,
  at: Date,
) {
  const shredded = await mailLifecycle.disposeHeldMail(trx, account.account_id, 'shred');
  await accountLifecycle.terminate(trx, account.account_id, at);
  await trx.deleteFrom('sessions').where('account_id', '=', account.account_id).execute();
  await audit(
    trx,
    account.account_id,
    { key: 'audit.closedUnpaid', values: { days: daysNegative, count: shredded } },
    at,
  );
  await notify(trx, account, terminatedEmail, {
    days: daysNegative,
    balance: centsToDollars(account.balance_cents),
  });
}
