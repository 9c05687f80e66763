import { cp, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { intlFormats } from '@portal/i18n/formats';
import { intlTag, type Locale } from '@portal/i18n/locale';
import { loadMessages } from '@portal/i18n/messages';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertBareAccount, testPool } from '../../test/test-database.ts';
import { migrate } from '#platform/db/migrate.ts';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Every sentence shape the server wrote before migration 0022, with the message id it becomes
 * and, where the wording changed, how it reads in English now (otherwise as before).
 */
const LEDGER: [sentence: string, key: string, english?: string][] = [
  ['Monthly fee', 'ledger.monthlyFee'],
  ['Setup fee', 'ledger.setupFee'],
  ['Storage past the 30 free days', 'ledger.storageFee'],
  ['Plan change from Standard to Premium', 'ledger.planChange'],
  ['Plan change from no plan to Lite', 'ledger.planChosen', 'Plan change to Lite'],
  ['Card top-up', 'ledger.cardTopUp'],
  ['PayPal top-up', 'ledger.paypalTopUp'],
  ['Auto top-up of $1,050.00 by card ending 4242', 'ledger.autoTopUp'],
  ['Letter "Energy bill" opened and scanned (3 pages)', 'ledger.scanOpened'],
  ['Parcel scanned again (1 page)', 'ledger.scanAgain'],
  ['Envelope scanned: Letter "ATO"', 'ledger.envelopeScan'],
  [
    'Storage of 2 letters and 1 parcel past their 30 free days',
    'ledger.storage',
    'Storage past the 30 free days (2 letters, 1 parcel)',
  ],
  [
    'Storage of 1 parcel past their 30 free days',
    'ledger.storage',
    'Storage past the 30 free days (0 letters, 1 parcel)',
  ],
  ['Prepaid credit bought 25/11/2025 expired', 'ledger.creditExpired'],
  ['Forward #12: 3 items by Australia Post Regular Letter', 'ledger.forward'],
  ['Forward #12: 1 item added', 'ledger.forwardAdded'],
  ['Refund of cancelled forward #12', 'ledger.forwardRefund'],
  ['Forward of 2 letters: Australia Post Regular Letter', 'ledger.forwardOf'],
  ['Goodwill credit', 'ledger.legacy'],
];

const ALERTS: [sentence: string, key: string][] = [
  ['Letter "Energy bill" has been scanned', 'alert.scanned'],
  ['Letter arrived and will be opened and scanned', 'alert.arrivedToScan'],
  ['Parcel "Rakuten" arrived', 'alert.arrived'],
  ['Letter shredded', 'alert.shredded'],
  ['Parcel "Shoes" returned to sender', 'alert.returned'],
  [
    'Your forward of 2 items by Express Post is on its way. Tracking number: 33LKJ0012345',
    'alert.forwardSent',
  ],
  [
    'Your photo ID has been verified: international forwarding is open to you.',
    'alert.photoIdApproved',
  ],
  ['We could not verify your photo ID. Please submit it again.', 'alert.photoIdRejected'],
  ['Our Sydney location closes at noon on Christmas Eve.', 'alert.legacy'],
];

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let migrated: { ledger: Row[]; alerts: Row[] };
interface Row {
  text_key: string;
  text_values: Record<string, string | number>;
}

beforeAll(async () => {
  testDb = await createTestDatabase({ empty: true });
  pool = testPool({ connectionString: testDb.url });
  // The schema as it stood before 0022, holding rows in the old sentences.
  const before = await mkdtemp(join(tmpdir(), 'portal-migrations-'));
  for (const file of await readdir(MIGRATIONS)) {
    if (/^\d{4}_.*\.sql$/.test(file) && file < '0022') {
      await cp(join(MIGRATIONS, file), join(before, file));
    }
  }
  await migrate(pool, before);
  const client = await pool.connect();
  try {
    const accountId = await insertBareAccount(client);
    for (const [index, [sentence]] of LEDGER.entries()) {
      await client.query(
        `insert into ledger_entries (account_id, description, amount_cents, balance_after_cents, transaction_id)
         values ($1, $2, -100, 0, $3)`,
        [accountId, sentence, index + 1],
      );
    }
    for (const [index, [sentence]] of ALERTS.entries()) {
      await client.query(`insert into alerts (account_id, message, alert_id) values ($1, $2, $3)`, [
        accountId,
        sentence,
        index + 1,
      ]);
    }
  } finally {
    client.release();
  }
  await migrate(pool);
  const rows = async (table: string, id: string) =>
    (await pool.query<Row>(`select text_key, text_values from ${table} order by ${id}`)).rows;
  migrated = {
    ledger: await rows('ledger_entries', 'transaction_id'),
    alerts: await rows('alerts', 'alert_id'),
  };
});

afterAll(async () => {
  await pool.end();
  await testDb.drop();
});

async function render(locale: Locale, area: 'settings' | 'members', row: Row) {
  const intl = createIntl({
    locale: intlTag(locale),
    messages: await loadMessages(locale, area),
    formats: intlFormats(locale),
    timeZone: 'UTC',
    onError: (error) => {
      throw error;
    },
  });
  return intl.formatMessage({ id: row.text_key }, row.text_values);
}

/** The catalogs print typographic quotes where the old sentences had straight ones. */
const straightQuotes = (text: string) => text.replace(/[“”]/g, '"');

describe('migration 0022: ledger entries and alerts in message ids', () => {
  it('gives each old ledger sentence its message id, and it reads in English as before', async () => {
    expect(migrated.ledger.map((row) => row.text_key)).toEqual(LEDGER.map(([, key]) => key));
    for (const [index, [sentence, , english]] of LEDGER.entries()) {
      expect(straightQuotes(await render('en', 'settings', migrated.ledger[index]!))).toBe(
        english ?? sentence,
      );
    }
  });

  it('keeps the values a member reads in other languages: amounts, counts, names and days', async () => {
    const values = (key: string) =>
      migrated.ledger.find((row) => row.text_key === key)?.text_values;
    expect(values('ledger.autoTopUp')).toEqual({ amount: 1050, last4: '4242' });
    expect(values('ledger.scanOpened')).toEqual({
      item: 'namedLetter',
      name: 'Energy bill',
      pages: 3,
    });
    expect(values('ledger.creditExpired')).toEqual({ bought: Date.UTC(2025, 10, 25) });
    expect(values('ledger.legacy')).toEqual({ text: 'Goodwill credit' });
    const japanese = await Promise.all(migrated.ledger.map((row) => render('jp', 'settings', row)));
    expect(japanese).toContain('手紙「Energy bill」を開封してスキャン（3ページ）');
    expect(japanese).toContain('2025/11/25に購入したプリペイドクレジットの有効期限切れ');
  });

  it('gives each old alert its message id, and it reads in English as before', async () => {
    expect(migrated.alerts.map((row) => row.text_key)).toEqual(ALERTS.map(([, key]) => key));
    for (const [index, [sentence]] of ALERTS.entries()) {
      expect(straightQuotes(await render('en', 'members', migrated.alerts[index]!))).toBe(sentence);
    }
  });
});
