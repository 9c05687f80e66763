import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarDateIn, isoDate } from '@portal/domain/calendar';
import { creditExpiresOn } from '@portal/domain/credit-expiry';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { outboxFor } from '../../test/auth-fixtures.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { auditMessages, balanceAndLedgerSum } from '../../test/member-fixtures.ts';
import { opsInProcess, staffTestMember } from '../../test/staff-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';

let api: TestApp;
let workDir: string;

useTestApp(async (started) => {
  api = started;
  workDir = await mkdtemp(join(tmpdir(), 'portal-bank-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** `ops <args>` as staff type it, on the test database. */
const ops = (...args: string[]) =>
  opsInProcess(args, {
    cwd: workDir,
    open: async () => ({
      ctx: { db: api.db.kysely, storage: testStorage() },
      close: async () => undefined,
    }),
    backupTarget: () => Promise.reject(new Error('bank transfers need no backup target')),
  });

let suites = 0;
/** A registered member with $20 of credit and a suite code as the brand makes them. */
async function member(options: { closed?: boolean } = {}) {
  const { accountId } = await staffTestMember(api);
  suites += 1;
  const suite = `HM${String(suites).padStart(2, '0')}${String(Date.now()).slice(-4)}`;
  const { email } = await api.db.kysely
    .updateTable('accounts')
    .set({
      user_code: suite,
      ...(options.closed ? { closed_at: new Date(), closed_reason: 'closed' as const } : {}),
    })
    .where('account_id', '=', accountId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return { accountId, suite, email };
}

/** Everything a credit changes for an account, its emails sent first. */
async function moneyOf({ accountId, email }: { accountId: number; email: string }) {
  await runDueJobs(api);
  const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
  expect(ledgerSum).toBe(balance);
  const receipts = await api.db.kysely
    .selectFrom('receipts')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('receipt_id')
    .execute();
  return { balance, entries: entries.length, receipts, emails: await outboxFor(api.db, email) };
}

const bankTransfers = () =>
  api.db.kysely.selectFrom('bank_transfers').selectAll().orderBy('credited_at').execute();

async function statement(name: string, lines: string[]) {
  await writeFile(join(workDir, name), `\uFEFF${lines.join('\r\n')}\r\n`);
  return name;
}

const HEADER = 'Date,Amount,Reference,Transaction ID,Description';
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe('bank transfers', () => {
  it('imports a statement: a matched line credited once with a receipt, a duplicate and an unknown reference reported; a second import changes nothing', async () => {
    const payer = await member();
    const earlier = await member();
    expect(
      (
        await ops(
          'bank-transfer',
          ...['--reference', earlier.suite, '--amount', '25', '--date', '2026-11-19'],
          ...['--transaction-id', 'TX-0999'],
        )
      ).code,
    ).toBe(0);
    const earlierBefore = await moneyOf(earlier);
    const file = await statement('november.csv', [
      HEADER,
      `2026-11-20,50.00,${payer.suite.toLowerCase()} rent,TX-1001,"Smith, J"`,
      `2026-11-19,25.00,${earlier.suite},TX-0999,"Lee, K"`,
      '2026-11-21,30.00,XX000000,TX-1002,Unknown payer',
      '2026-11-21,-12.00,,TX-1003,Account fee',
    ]);

    const first = await ops('bank-transfer', 'import', '--from', file);

    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const payerAfter = await moneyOf(payer);
    const [receipt] = payerAfter.receipts;
    expect(first.stdout.split('\n')).toEqual([
      `Imported november.csv: 3 payments, 1 credited ($50.00), 1 duplicate, 1 unmatched; 1 line paid out or of $0.00 skipped.`,
      'Credited:',
      `  line 2: $50.00 received 2026-11-20 (bank transaction TX-1001) to suite ${payer.suite}, receipt ${receipt?.number}, balance $70.00`,
      'Duplicates, nothing changed:',
      `  line 3: Bank transaction TX-0999 was already credited on ${isoDate(calendarDateIn(new Date()))}: $25.00 received 2026-11-19 to suite ${earlier.suite}`,
      'Unmatched, not credited (credit by hand with ops bank-transfer, or return the money):',
      '  line 4: $30.00 received 2026-11-21 (bank transaction TX-1002): The reference "XX000000" names no suite',
      '',
    ]);

    // One credit, as bought credit that expires like a card top-up's, on the ledger.
    expect(payerAfter.balance).toBe(2000 + 5000);
    const [entry] = await api.db.kysely
      .selectFrom('ledger_entries')
      .selectAll()
      .where('account_id', '=', payer.accountId)
      .orderBy('transaction_id', 'desc')
      .limit(1)
      .execute();
    expect(entry).toMatchObject({
      amount_cents: 5000,
      text_key: 'ledger.bankTransferTopUp',
      text_values: { paidOn: noon('2026-11-20') },
      credit_expires_on: isoDate(creditExpiresOn(entry?.date ?? new Date())),
    });
    // One receipt, and its email.
    expect(payerAfter.receipts).toEqual([
      expect.objectContaining({
        amount_cents: 5000,
        method: 'bankTransfer',
        card_brand: null,
        card_last4: null,
        text_key: 'ledger.bankTransferTopUp',
      }),
    ]);
    expect(payerAfter.emails).toHaveLength(1);
    const [email] = payerAfter.emails;
    expect(email?.subject).toContain('receipt: payment of $50.00');
    expect(email?.body_text).toContain('We received $50.00 from your bank transfer.');
    expect(email?.body_text).toContain(`Tax invoice ${receipt?.number}`);
    expect(email?.body_text).toContain('Paid by: your bank transfer');
    expect(await auditMessages(api, payer.accountId)).toContainEqual({
      key: 'audit.bankTransferCredited',
      values: { transactionId: 'TX-1001', amount: 50, paidOn: noon('2026-11-20') },
    });
    expect(await bankTransfers()).toEqual([
      expect.objectContaining({ bank_transaction_id: 'TX-0999', account_id: earlier.accountId }),
      {
        bank_transaction_id: 'TX-1001',
        account_id: payer.accountId,
        amount_cents: 5000,
        value_date: '2026-11-20',
        ledger_entry_id: entry?.transaction_id,
        receipt_id: receipt?.receipt_id,
        credited_at: expect.any(Date),
      },
    ]);
    // The duplicate changed nothing for the member it was credited to before.
    expect(await moneyOf(earlier)).toEqual(earlierBefore);

    const again = await ops('bank-transfer', 'import', '--from', file);

    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      'Imported november.csv: 3 payments, 0 credited ($0.00), 2 duplicates, 1 unmatched;',
    );
    expect(again.stdout).toContain(
      `  line 2: Bank transaction TX-1001 was already credited on ${isoDate(calendarDateIn(new Date()))}: $50.00 received 2026-11-20 to suite ${payer.suite}\n`,
    );
    expect(await moneyOf(payer)).toEqual(payerAfter);
    expect(await moneyOf(earlier)).toEqual(earlierBefore);
    expect(await bankTransfers()).toHaveLength(2);
  });

  it('credits one transfer by command once, however often it is typed', async () => {
    const payer = await member();
    const args = ['--reference', payer.suite, '--amount', '120.5', '--date', '2026-11-26'];

    const first = await ops('bank-transfer', ...args, '--transaction-id', 'CMD-1');
    const afterFirst = await moneyOf(payer);
    const second = await ops('bank-transfer', ...args, '--transaction-id', 'CMD-1');

    expect(first.code).toBe(0);
    expect(first.stdout).toBe(
      `Credited $120.50 received 2026-11-26 (bank transaction CMD-1) to suite ${payer.suite}: receipt ${afterFirst.receipts[0]?.number} emailed, balance $140.50\n`,
    );
    expect(afterFirst).toMatchObject({ balance: 14_050, entries: 2 });
    expect(afterFirst.receipts).toHaveLength(1);
    expect(afterFirst.emails).toHaveLength(1);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(
      `Bank transaction CMD-1 was already credited on ${isoDate(calendarDateIn(new Date()))}: $120.50 received 2026-11-26 to suite ${payer.suite}; nothing changed\n`,
    );
    expect(await moneyOf(payer)).toEqual(afterFirst);

    // The same bank id with another amount is a typing mistake, not a second payment.
    const other = await ops(
      'bank-transfer',
      ...['--reference', payer.suite, '--amount', '12.05', '--date', '2026-11-26'],
      ...['--transaction-id', 'CMD-1'],
    );
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(
      'not $12.05 received 2026-11-26 (bank transaction CMD-1) to "' +
        payer.suite +
        '": nothing changed. Check the transaction id.',
    );
    expect(await moneyOf(payer)).toEqual(afterFirst);
  });

  it('credits a line repeated in one statement once', async () => {
    const payer = await member();
    const line = `2026-11-25,40.00,${payer.suite},TX-REPEAT,Transfer`;
    const file = await statement('repeated.csv', [HEADER, line, line]);

    const result = await ops('bank-transfer', 'import', '--from', file);

    expect(result.stdout).toContain('2 payments, 1 credited ($40.00), 1 duplicate, 0 unmatched');
    expect(await moneyOf(payer)).toMatchObject({ balance: 6000, entries: 2 });
  });

  it('credits nobody for a closed account, an unknown suite or two suites: the command refuses, the import lists them', async () => {
    const closed = await member({ closed: true });
    const [one, two] = [await member(), await member()];
    const before = [await moneyOf(closed), await moneyOf(one), await moneyOf(two)];
    const transfer = ['--amount', '30', '--date', '2026-11-25', '--transaction-id', 'TX-CMD'];

    const toClosed = await ops('bank-transfer', '--reference', closed.suite, ...transfer);
    const toNobody = await ops('bank-transfer', '--reference', 'HM999999', ...transfer);
    const file = await statement('unmatched.csv', [
      HEADER,
      `2026-11-25,30.00,${closed.suite},TX-CLOSED,Transfer`,
      `2026-11-25,31.00,${one.suite} ${two.suite},TX-BOTH,For two suites`,
    ]);
    const imported = await ops('bank-transfer', 'import', '--from', file);

    expect(toClosed.code).toBe(1);
    expect(toClosed.stderr).toBe(
      `The account of "${closed.suite}" is closed: return the money to the payer\n`,
    );
    expect(toNobody.code).toBe(1);
    expect(toNobody.stderr).toBe('The reference "HM999999" names no suite\n');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('2 payments, 0 credited ($0.00), 0 duplicates, 2 unmatched');
    expect(imported.stdout).toContain(
      `  line 2: $30.00 received 2026-11-25 (bank transaction TX-CLOSED): The account of "${closed.suite}" is closed: return the money to the payer\n`,
    );
    expect(imported.stdout).toContain(
      `  line 3: $31.00 received 2026-11-25 (bank transaction TX-BOTH): The reference "${one.suite} ${two.suite}" names more than one suite\n`,
    );
    expect([await moneyOf(closed), await moneyOf(one), await moneyOf(two)]).toEqual(before);
  });

  it('changes nothing for a malformed statement, and names its lines', async () => {
    const payer = await member();
    const before = await moneyOf(payer);
    const transfersBefore = await bankTransfers();
    const file = await statement('broken.csv', [
      HEADER,
      `2026-11-20,50.00,${payer.suite},TX-GOOD,Fine`,
      `2026-11-20,"50,00",${payer.suite},TX-BAD-AMOUNT,Decimal comma`,
      `2026-11-20,50.00,${payer.suite},,No id`,
    ]);

    const result = await ops('bank-transfer', 'import', '--from', file);

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('line 3: "50,00" is not an amount of dollars and cents');
    expect(result.stderr).toContain('line 4: the transaction id is empty');
    expect(await moneyOf(payer)).toEqual(before);
    expect(await bankTransfers()).toEqual(transfersBefore);
  });

  it.each([
    [['--amount', '0'], '--amount: the amount must be more than $0.00, got "0"'],
    [['--amount=-20'], '--amount: the amount must be more than $0.00, got "-20"'],
    [['--amount', '20,00'], '--amount: "20,00" is not an amount of dollars and cents'],
    [['--date', '2026-02-30'], '--date: "2026-02-30" is not a date as YYYY-MM-DD'],
    [['--date', '2099-01-01'], '--date: the date 2099-01-01 is in the future'],
    [['--transaction-id', ' '], 'Missing --transaction-id'],
    [
      ['--transaction-id', 'X'.repeat(101)],
      '--transaction-id: the transaction id is longer than 100 characters',
    ],
  ])('refuses a transfer with %j before opening the database', async (wrong, message) => {
    const options: Record<string, string> = {
      '--reference': 'HM000000',
      '--amount': '20',
      '--date': '2026-11-20',
      '--transaction-id': 'TX-1',
    };
    const [name, value] = wrong;
    const args =
      value === undefined
        ? [...Object.entries(options).flat(), name ?? '']
        : Object.entries({ ...options, [name ?? '']: value }).flat();

    const result = await ops('bank-transfer', ...args);

    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: pnpm --filter @portal/api ops bank-transfer');
  });
});
