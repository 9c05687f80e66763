/**
 * Billing on real PostgreSQL with a fake clock (issue 22): each billing day is run for a date of
 * the test's choosing, the way the `bill-account` job and `ops billing run --at` run it.
 */
import { addDays, isoDate, startOfDayUtc, type CalendarDate } from '@portal/domain/calendar';
import { shiftMonth } from '@portal/domain/calendar';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { queuedJobs, runDueJobs } from '../../test/job-fixtures.ts';
import { balanceAndLedgerSum } from '../../test/member-fixtures.ts';
import { billedMember } from '../../test/billing-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { billAccount } from '#billing/bill-account.ts';
import { chargeAutoTopUp } from '#billing/auto-top-up-charge.ts';
import { mailForAction } from '#mail/rules.ts';
import type { CardProvider } from '#platform/payments/card-provider.ts';
import { sandboxCardProvider } from '#platform/payments/card-provider.ts';
import { postLedgerEntry } from '#money/ledger.ts';

let api: TestApp;
useTestApp((started) => (api = started));

const DAY = 86_400_000;
const today = (): CalendarDate => {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
};
const monthsAfter = (date: CalendarDate, months: number): CalendarDate => {
  const [year, month] = shiftMonth(date.year, date.month, months);
  return { year, month, day: Math.min(date.day, 28) };
};

async function buy(accountId: number, cents: number, at: Date) {
  await api.db.kysely.transaction().execute((trx) =>
    postLedgerEntry(trx, accountId, {
      amount: cents,
      description: { key: 'ledger.cardTopUp', values: {} },
      purchase: true,
      date: at,
    }),
  );
}

async function ledger(accountId: number) {
  return api.db.kysely
    .selectFrom('ledger_entries')
    .select([
      'date',
      'text_key',
      'text_values',
      'amount_cents as amount',
      'balance_after_cents as balance',
    ])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
}

async function letter(accountId: number, receivedAt: Date) {
  const { mail_id } = await api.db.kysely
    .insertInto('mail_items')
    .values({ account_id: accountId, name: 'Letter', weight_grams: 20, date_received: receivedAt })
    .returning('mail_id')
    .executeTakeFirstOrThrow();
  return mail_id;
}

describe('a year of billing', () => {
  it('charges monthly and storage fees, bills a paused billing day once unpaused, expires credit after 12 months, locks below zero and unlocks on payment', async () => {
    // Thirteen months and two days ago: the walk ends the day before yesterday.
    const start = addDays(monthsAfter(today(), -13), -2);
    const member = await billedMember(api, { billingDate: monthsAfter(start, 1) });
    const { accountId } = member;
    await buy(accountId, 10_000, startOfDayUtc(start));
    const kept = await letter(accountId, startOfDayUtc(start));

    const pauseOn = monthsAfter(start, 6);
    const shredOn = addDays(start, 60);
    const expiresOn = monthsAfter(start, 12);
    for (let day = start; isoDate(day) <= isoDate(monthsAfter(start, 13)); day = addDays(day, 1)) {
      const paused = isoDate(day) === isoDate(pauseOn);
      if (isoDate(day) === isoDate(shredOn)) {
        await api.db.kysely
          .updateTable('mail_items')
          .set({ status: 5 })
          .where('mail_id', '=', kept)
          .execute();
      }
      await api.db.kysely
        .updateTable('accounts')
        .set({ status: paused ? 'On Hold' : 'Active' })
        .where('account_id', '=', accountId)
        .execute();
      await billAccount(api.db.kysely, accountId, startOfDayUtc(day));
    }

    const entries = await ledger(accountId);
    const described = entries.map(
      (entry) => `${entry.text_key} ${JSON.stringify(entry.text_values)}: ${entry.amount}`,
    );
    const count = (text: string) => described.filter((line) => line === text).length;
    // Free for 30 days, then 10¢ a day until it was shredded on day 60: 30 days of storage.
    expect(count('ledger.storage {"letters":1,"parcels":0}: -10')).toBe(30);
    // Thirteen billing days: the one the account was paused on is charged the day it is active
    // again, so pausing across a billing day makes no month free (decision 072).
    expect(count('ledger.monthlyFee {}: -500')).toBe(13);
    const fees = entries.filter((entry) => entry.text_key === 'ledger.monthlyFee');
    expect(fees.map((fee) => isoDate(dateOf(fee.date)))).not.toContain(isoDate(pauseOn));
    expect(fees.map((fee) => isoDate(dateOf(fee.date)))).toContain(isoDate(addDays(pauseOn, 1)));
    // What was left of the $100 after 12 fees and $3 of storage expired on the anniversary.
    const expiry = entries.find((entry) => entry.text_key === 'ledger.creditExpired');
    expect(expiry).toMatchObject({
      amount: -(10_000 - 12 * 500 - 300),
      balance: 0,
      text_values: { bought: entries[0]!.date.getTime() },
    });
    expect(isoDate(dateOf(expiry!.date))).toBe(isoDate(expiresOn));
    expect(entries.at(-1)).toMatchObject({
      text_key: 'ledger.monthlyFee',
      amount: -500,
      balance: -500,
    });
    const money = await balanceAndLedgerSum(api, accountId);
    expect(money).toMatchObject({ balance: -500, ledgerSum: -500 });

    // Repeating a day charges nothing more.
    await billAccount(api.db.kysely, accountId, startOfDayUtc(monthsAfter(start, 13)));
    await billAccount(api.db.kysely, accountId, startOfDayUtc(addDays(start, 45)));
    expect(await ledger(accountId)).toHaveLength(entries.length);

    // The member was told 30 days before the credit expired, and sees every fee in the audit log.
    await runDueJobs(api);
    const emails = await api.db.kysely
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', member.email)
      .execute();
    expect(emails.map((email) => email.subject)).toContain(
      `$${((10_000 - 11 * 500 - 300) / 100).toFixed(2)} of your Harbour Mail credit expires on ${longDate(expiresOn)}`,
    );
    const audit = await api.db.kysely
      .selectFrom('audit_entries')
      .select(['text_key', 'text_values'])
      .where('account_id', '=', accountId)
      .execute();
    const feeLines = audit.filter(
      (row) => row.text_key === 'audit.monthlyFee' && row.text_values['amount'] === 5,
    );
    expect(feeLines).toHaveLength(13);

    // Locked: a mail action answers account_locked with what to pay; the banner has the same facts.
    const mail = await letter(accountId, new Date());
    const refused = await member.call('POST', '/api/mail/MarkPendingShred', {
      payload: { mailIds: [mail] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_locked',
      detail:
        'Your account is locked: its balance is -$5.00. Make a payment of at least $20.00 to unlock it.',
    });
    const cancel = await member.call('POST', '/api/mail/CancelPending', {
      payload: { mailIds: [mail] },
    });
    expect(cancel.statusCode).toBe(200);

    // A manual payment by card unlocks at once.
    const paid = await member.call('POST', '/api/Payment/UpdateCard', {
      headers: { 'idempotency-key': 'manual-payment-1' },
      payload: {
        cardName: 'Test Member',
        autoTopUpAmount: 20,
        sourceToken: sandboxToken('4242424242424242'),
        chargeNow: true,
      },
    });
    expect(paid.statusCode).toBe(200);
    const accepted = await member.call('POST', '/api/mail/MarkPendingShred', {
      payload: { mailIds: [mail] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await balanceAndLedgerSum(api, accountId)).toMatchObject({ balance: 1500 });
  });
});

describe('paused accounts', () => {
  it('are charged no monthly or storage fee, and their billing date waits for the unpause', async () => {
    const day = addDays(today(), -40);
    const member = await billedMember(api, { billingDate: day });
    await buy(member.accountId, 5000, startOfDayUtc(addDays(day, -100)));
    await letter(member.accountId, startOfDayUtc(addDays(day, -90)));
    await api.db.kysely
      .updateTable('accounts')
      .set({ status: 'On Hold' })
      .where('account_id', '=', member.accountId)
      .execute();
    await billAccount(api.db.kysely, member.accountId, startOfDayUtc(day));
    expect((await ledger(member.accountId)).map((entry) => entry.text_key)).toEqual([
      'ledger.cardTopUp',
    ]);
    const account = await api.db.kysely
      .selectFrom('accounts')
      .select('billing_date')
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    // Decision 072: unpausing settles the days from then to the billing day, so the period stays.
    expect(account.billing_date).toBe(isoDate(day));
  });
});

describe('auto top-up', () => {
  /** The sandbox provider, counting the charges it is asked for. */
  function countingCards() {
    const sandbox = sandboxCardProvider();
    const charges: { amount: number; key: string | undefined }[] = [];
    const cards: Pick<CardProvider, 'charge'> = {
      async charge(ref, amount, description, options) {
        charges.push({ amount, key: options?.idempotencyKey });
        return sandbox.charge(ref, amount, description, options);
      },
    };
    return { cards, charges };
  }

  it('fires once per crossing below the member’s threshold, even when two billing workers run at once', async () => {
    const day = addDays(today(), -10);
    const member = await billedMember(api, {
      billingDate: day,
      card: sandboxToken('4242424242424242')!,
      autoTopUp: 5000,
      autoTopUpThreshold: 2000,
    });
    await buy(member.accountId, 2400, startOfDayUtc(addDays(day, -5)));
    // Two workers bill the same day at once: one monthly fee, one crossing ($24 → $19).
    await Promise.all([
      billAccount(api.db.kysely, member.accountId, startOfDayUtc(day)),
      billAccount(api.db.kysely, member.accountId, startOfDayUtc(day)),
    ]);
    expect(await queuedJobs(api, 'auto-top-up')).toHaveLength(1);
    // Two workers take jobs at once: the one top-up is charged once.
    const { cards, charges } = countingCards();
    await Promise.all([runDueJobs(api, { cards }), runDueJobs(api, { cards })]);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amount).toBe(5000);
    expect(await ledger(member.accountId)).toMatchObject([
      { text_key: 'ledger.cardTopUp', text_values: {}, amount: 2400, balance: 2400 },
      { text_key: 'ledger.monthlyFee', text_values: {}, amount: -500, balance: 1900 },
      {
        text_key: 'ledger.autoTopUp',
        text_values: { amount: 50, last4: '4242' },
        amount: 5000,
        balance: 6900,
      },
    ]);
    // A later run on the same day finds nothing to do; the next crossing is a new top-up.
    await billAccount(api.db.kysely, member.accountId, startOfDayUtc(day));
    expect(await queuedJobs(api, 'auto-top-up')).toHaveLength(0);
    await api.db.kysely.transaction().execute((trx) =>
      postLedgerEntry(trx, member.accountId, {
        amount: -5500,
        description: { key: 'ledger.forwardAdded', values: { forward: 1, items: 1 } },
      }),
    );
    await runDueJobs(api, { cards });
    expect(charges).toHaveLength(2);
    const topUps = await api.db.kysely
      .selectFrom('auto_top_ups')
      .select(['status', 'amount_cents'])
      .where('account_id', '=', member.accountId)
      .orderBy('auto_top_up_id')
      .execute();
    expect(topUps).toEqual([
      { status: 'charged', amount_cents: 5000 },
      { status: 'charged', amount_cents: 5000 },
    ]);
    // The member got a receipt for each.
    const receipts = await api.db.kysely
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', member.email)
      .where('subject', 'like', '%auto top-up%')
      .execute();
    expect(receipts).toHaveLength(2);
  });

  it('a declined card is retried by the queue with backoff, and the member is told', async () => {
    const member = await billedMember(api, {
      billingDate: addDays(today(), 5),
      card: sandboxToken('4000000000000002')!,
      autoTopUp: 3000,
    });
    await api.db.kysely.transaction().execute((trx) =>
      postLedgerEntry(trx, member.accountId, {
        amount: -100,
        description: { key: 'ledger.forwardAdded', values: { forward: 2, items: 1 } },
      }),
    );
    await runDueJobs(api);
    const [job] = await queuedJobs(api, 'auto-top-up');
    expect(job).toMatchObject({ attempts: 1 });
    expect(job?.last_error).toContain('declined');
    // graphile-worker waits e^attempts seconds before the next try.
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now());
    const told = await api.db.kysely
      .selectFrom('outbox_messages')
      .select('body_text')
      .where('recipient', '=', member.email)
      .execute();
    expect(told.map((row) => row.body_text).join('\n')).toContain(
      'We could not charge your card: Your card was declined.',
    );
    // The last try gives up and says so.
    const topUp = await api.db.kysely
      .selectFrom('auto_top_ups')
      .select('auto_top_up_id')
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(
      await chargeAutoTopUp(
        { db: api.db.kysely, cards: sandboxCardProvider() },
        topUp.auto_top_up_id,
        { number: 10, last: true },
      ),
    ).toBe('failed');
  });
});

describe('an unpaid account', () => {
  it('is warned at 7, 30, 60 and 83 days, stops scanning after 14, and is closed with its mail shredded after 90', async () => {
    const since = addDays(today(), -100);
    const member = await billedMember(api, { billingDate: addDays(today(), 20) });
    await api.db.kysely.transaction().execute((trx) =>
      postLedgerEntry(trx, member.accountId, {
        amount: -1240,
        description: { key: 'ledger.forwardAdded', values: { forward: 3, items: 1 } },
        date: startOfDayUtc(since),
      }),
    );
    const held = await letter(member.accountId, startOfDayUtc(addDays(since, -5)));
    const warnings: string[] = [];
    for (const days of [3, 7, 8, 15, 30, 45, 60, 83, 90]) {
      const bill = await billAccount(
        api.db.kysely,
        member.accountId,
        startOfDayUtc(addDays(since, days)),
      );
      warnings.push(...bill.notices);
    }
    expect(warnings).toEqual([
      'unpaid 7 days',
      'unpaid 30 days',
      'unpaid 60 days',
      'unpaid 83 days',
    ]);

    // Day 15: a scan is refused with its own reason.
    const scan = await api.db.kysely
      .transaction()
      .execute((trx) =>
        mailForAction(
          trx,
          member.accountId,
          'scan',
          [held],
          new Date(startOfDayUtc(since).getTime() + 15 * DAY),
        ),
      )
      .catch((error: unknown) => error as { code: string; message: string });
    expect(scan).toMatchObject({ code: 'scanning_stopped' });

    const last = await billAccount(
      api.db.kysely,
      member.accountId,
      startOfDayUtc(addDays(since, 91)),
    );
    expect(last.terminated).toBe(true);
    const account = await api.db.kysely
      .selectFrom('accounts')
      .select('closed_at')
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(account.closed_at).not.toBeNull();
    expect(
      await api.db.kysely
        .selectFrom('mail_items')
        .select('status')
        .where('mail_id', '=', held)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 5 });
    const signedOut = await member.call('POST', '/api/account/GetAccount');
    expect(signedOut.statusCode).toBe(401);
    await runDueJobs(api);
    const subjects = (
      await api.db.kysely
        .selectFrom('outbox_messages')
        .select('subject')
        .where('recipient', '=', member.email)
        .orderBy('message_id')
        .execute()
    ).map((row) => row.subject);
    expect(subjects).toEqual([
      'Your Harbour Mail account has been unpaid for 7 days',
      'Your Harbour Mail account has been unpaid for 30 days',
      'Your Harbour Mail account has been unpaid for 60 days',
      'Your Harbour Mail account has been unpaid for 83 days',
      'Your Harbour Mail account has been closed',
    ]);
  });
});

const dateOf = (instant: Date): CalendarDate => ({
  year: instant.getUTCFullYear(),
  month: instant.getUTCMonth() + 1,
  day: instant.getUTCDate(),
});
const longDate = (date: CalendarDate) =>
  `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
