/**
 * The low-balance warning (issue 41) on real PostgreSQL over the outbox: monthly fees walk a
 * balance down, and the holder hears once per crossing below the next monthly fee, or below the
 * level they chose when that is higher.
 */
import { shiftMonth, startOfDayUtc, type CalendarDate } from '@portal/domain/calendar';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { billedMember } from '../../test/billing-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { billAccount } from '#billing/bill-account.ts';
import { postLedgerEntry } from '#money/ledger.ts';

let api: TestApp;
useTestApp((started) => (api = started));

const WARNING =
  /^Harbour Mail: your balance of \$\d+\.\d\d is (less than your monthly fee|below \$\d+\.\d\d)$/;

/** A billed member ($5 a month), with `cents` of credit and maybe an auto top-up on a card. */
async function memberWithCredit(billingDate: CalendarDate, cents: number, autoTopUp = false) {
  const member = await billedMember(
    api,
    autoTopUp ? { billingDate, card: 'tok_visa', autoTopUp: 2000 } : { billingDate },
  );
  await topUp(member.accountId, cents);
  return member;
}

const topUp = (accountId: number, cents: number) =>
  api.db.kysely.transaction().execute((trx) =>
    postLedgerEntry(trx, accountId, {
      amount: cents,
      description: { key: 'ledger.cardTopUp', values: {} },
      purchase: true,
    }),
  );

/** The monthly fees of `months` billing days from `first`, each followed by the jobs it queued. */
async function billMonths(accountId: number, first: CalendarDate, months: number) {
  for (let month = 0; month < months; month++) {
    const [year, monthOfYear] = shiftMonth(first.year, first.month, month);
    await billAccount(
      api.db.kysely,
      accountId,
      startOfDayUtc({ ...first, year, month: monthOfYear }),
    );
    await runDueJobs(api);
  }
}

const warnings = async (email: string) =>
  (
    await api.db.kysely
      .selectFrom('outbox_messages')
      .select(['subject', 'body_text'])
      .where('recipient', '=', email)
      .orderBy('message_id')
      .execute()
  ).filter((message) => WARNING.test(message.subject));

const firstOfNextMonth = (): CalendarDate => {
  const now = new Date();
  const [year, month] = shiftMonth(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return { year, month, day: 1 };
};

describe('the low-balance warning', () => {
  it('is sent once per crossing below the monthly fee as fees walk the balance down', async () => {
    const start = firstOfNextMonth();
    const { accountId, email } = await memberWithCredit(start, 1200);
    // $12 → $7 (covers the next fee) → $2 (does not: warned) → -$3 (the same crossing).
    await billMonths(accountId, start, 3);
    const first = await warnings(email);
    expect(first.map((message) => message.subject)).toEqual([
      'Harbour Mail: your balance of $2.00 is less than your monthly fee',
    ]);
    expect(first[0]!.body_text).toContain('less than your monthly fee of $5.00 due on');
    expect(first[0]!.body_text).toContain('/Members/Account/ManualPayment');

    // Topped up to $17, then down again: $12, $7, $2 is a new crossing, and a new warning.
    await topUp(accountId, 2000);
    const [year, month] = shiftMonth(start.year, start.month, 3);
    await billMonths(accountId, { year, month, day: 1 }, 3);
    expect((await warnings(email)).map((message) => message.subject)).toEqual([
      'Harbour Mail: your balance of $2.00 is less than your monthly fee',
      'Harbour Mail: your balance of $2.00 is less than your monthly fee',
    ]);
  });

  it('is not sent when auto top-up will fill the balance, nor once the member topped up', async () => {
    const start = firstOfNextMonth();
    const automatic = await memberWithCredit(start, 700, true);
    await billMonths(automatic.accountId, start, 1);
    expect(await warnings(automatic.email)).toEqual([]);

    const toppedUp = await memberWithCredit(start, 700);
    await billAccount(api.db.kysely, toppedUp.accountId, startOfDayUtc(start));
    // The member tops up before the warning's job runs: the warning has nothing left to say.
    await topUp(toppedUp.accountId, 1000);
    await runDueJobs(api);
    expect(await warnings(toppedUp.email)).toEqual([]);
  });

  it('is sent below the level the member chose, once per crossing, and not again below the fee', async () => {
    const start = firstOfNextMonth();
    const { accountId, email, call } = await memberWithCredit(start, 1700);
    await call('POST', '/api/Account/UpdateLowBalanceWarning?amount=10');
    // $17 → $12 → $7 (below $10: warned) → $2 (below the $5 fee too: the same crossing of $10).
    await billMonths(accountId, start, 3);
    const sent = await warnings(email);
    expect(sent.map((message) => message.subject)).toEqual([
      'Harbour Mail: your balance of $7.00 is below $10.00',
    ]);
    expect(sent[0]!.body_text).toContain('below the $10.00 you asked us to warn you at');
    expect(sent[0]!.body_text).toContain('/Members/Account/ManualPayment');
  });

  it('is not sent below a chosen level an auto top-up fills first', async () => {
    const start = firstOfNextMonth();
    const member = await billedMember(api, {
      billingDate: start,
      card: 'tok_visa',
      autoTopUp: 2000,
      autoTopUpThreshold: 1000,
    });
    await topUp(member.accountId, 1700);
    await member.call('POST', '/api/Account/UpdateLowBalanceWarning?amount=10');
    await billMonths(member.accountId, start, 2);
    expect(await warnings(member.email)).toEqual([]);
  });
});
