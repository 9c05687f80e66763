import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertBareAccount, testPool } from '../../../test/test-database.ts';
import { migrate } from './migrate.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../migrations/', import.meta.url));
const noon = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

/** Old sentences, current and older wordings, and the message id and values 0023 makes of each. */
const SHAPES: [string, string, Record<string, string | number>][] = [
  ['Photo ID back photo uploaded', 'audit.photoIdUploaded', { side: 'back' }],
  ['Photo ID could not be verified: Blurred', 'audit.photoIdRejected', { reason: 'Blurred' }],
  [
    'Mobile number +61 4•• ••• 678 verified by SMS',
    'audit.mobileVerified',
    { number: '+61 4•• ••• 678' },
  ],
  ['Letter shredded', 'audit.mail.shredded', { kind: 'letter', name: 'Letter' }],
  ['Parcel "Shoes" returned to sender', 'audit.mail.returned', { kind: 'parcel', name: 'Shoes' }],
  [
    'Letter "Bill" opened and scanned (3 pages): $2.10',
    'audit.mail.openedScanned',
    { kind: 'letter', name: 'Bill', pages: 3, amount: 2.1 },
  ],
  [
    'Letter "Bill" scanned again (1 page)',
    'audit.mail.rescanned',
    { kind: 'letter', name: 'Bill', pages: 1, amount: 0 },
  ],
  [
    'Letter "ATO" received (28 g)',
    'audit.mail.received',
    { kind: 'letter', name: 'ATO', grams: 28 },
  ],
  [
    'Forward 7 sent: 2 items by Express Post, tracking 33L',
    'audit.forward.sent',
    { forwardId: 7, count: 2, service: 'Express Post', tracking: '33L' },
  ],
  [
    'The login guard forgot 1 browser: each must enter a code again',
    'audit.browsersForgotten',
    { count: 1 },
  ],
  [
    'Login failed: the account is closed (from 203.0.113.7)',
    'audit.loginRefusedClosed',
    { ip: '203.0.113.7' },
  ],
  ['Logged in (from 203.0.113.7)', 'audit.loggedIn', { ip: '203.0.113.7' }],
  [
    'Scan requested: #1 "A", #2 "B"',
    'audit.mail.scanRequested',
    { items: '#1 "A", #2 "B"', more: 0 },
  ],
  [
    'Moved to folder "Tax": #1 "A" and 3 more',
    'audit.mail.movedToFolder',
    { folder: 'Tax', items: '#1 "A"', more: 3 },
  ],
  [
    'Rescan requested (Page 2): #1 "A"',
    'audit.mail.rescanRequested',
    { reason: 'Page 2', items: '#1 "A"', more: 0 },
  ],
  [
    'Emailed to a@mail.test: #1 "A"',
    'audit.mail.emailed',
    { email: 'a@mail.test', items: '#1 "A"', more: 0 },
  ],
  [
    'Sign-in email changed from a@mail.test to b@mail.test',
    'audit.emailChanged',
    { oldEmail: 'a@mail.test', newEmail: 'b@mail.test' },
  ],
  [
    'Added the international delivery address for Alex Chen',
    'audit.addressAdded',
    { tab: 'international', name: 'Alex Chen' },
  ],
  [
    'Notice given to close the account on 2026-12-27; held mail then: shredded',
    'audit.closeNotice',
    { on: noon('2026-12-27'), heldMail: 'shred' },
  ],
  [
    'Plan changed from Standard to Premium; charged $1.79',
    'audit.planChangedCharged',
    { from: 'Standard', to: 'Premium', amount: 1.79 },
  ],
  [
    'Plan changed from Premium to Standard',
    'audit.planChanged',
    { from: 'Premium', to: 'Standard' },
  ],
  ['Scans attached to notification emails: off', 'audit.scansAttached', { on: 'off' }],
  [
    'Auto top-up amount set to $1,050.00 below $10.00',
    'audit.autoTopUpSetBelow',
    { amount: 1050, threshold: 10 },
  ],
  ['Monthly fee of $19.95 charged (no plan)', 'audit.monthlyFeeNoPlan', { amount: 19.95 }],
  [
    'Monthly fee of $19.95 charged (Standard)',
    'audit.monthlyFee',
    { amount: 19.95, planName: 'Standard' },
  ],
  [
    'Storage of 2 letters and 1 parcel charged $0.30',
    'audit.storageCharged',
    { letters: 2, parcels: 1, amount: 0.3 },
  ],
  [
    'Storage of 1 parcel charged $0.10',
    'audit.storageCharged',
    { letters: 0, parcels: 1, amount: 0.1 },
  ],
  [
    '$5.00 of prepaid credit bought 25/11/2025 expired after 12 months',
    'audit.creditExpired',
    { amount: 5, boughtAt: noon('2025-11-25') },
  ],
  [
    'Account closed at the end of its notice; 1 held items returned to sender',
    'audit.closedAtNotice',
    { count: 1, heldMail: 'returnToSender' },
  ],
  [
    'Cancelled forwards #4, #5; charges refunded',
    'audit.forwardsCancelled',
    { forwardIds: '#4, #5', count: 2 },
  ],
  [
    'PayPal payment X-1 of AUD 13.00 needs a check by our staff before it is credited',
    'audit.paypalNeedsCheck',
    { orderId: 'X-1', currency: 'AUD', amount: 13 },
  ],
  ['Card ending 4242 charged $35.00', 'audit.cardCharged', { last4: '4242', amount: 35 }],
  ['Account closed', 'audit.legacy', { text: 'Account closed' }],
];

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;

beforeAll(async () => {
  testDb = await createTestDatabase({ empty: true });
  pool = testPool({ connectionString: testDb.url });
  // The migrations before 0023, then old sentences, then 0023 over them.
  const dir = await mkdtemp(join(tmpdir(), 'portal-0023-'));
  const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql'));
  for (const name of files.filter((file) => file < '0023')) {
    await copyFile(join(MIGRATIONS, name), join(dir, name));
  }
  await migrate(pool, dir);
  const client = await pool.connect();
  try {
    const accountId = await insertBareAccount(client);
    for (const [message] of SHAPES) {
      await client.query('insert into audit_entries (account_id, message) values ($1, $2)', [
        accountId,
        message,
      ]);
    }
  } finally {
    client.release();
  }
  for (const name of files.filter((file) => file >= '0023')) {
    await copyFile(join(MIGRATIONS, name), join(dir, name));
  }
  await migrate(pool, dir);
}, 120_000);

afterAll(async () => {
  await pool.end();
  await testDb.drop();
});

describe('migration 0023: old audit sentences become message ids with values', () => {
  it('parses each wording into its key and values, and keeps an unknown one as legacy text', async () => {
    const { rows } = await pool.query<{ text_key: string; text_values: object }>(
      'select text_key, text_values from audit_entries order by audit_id',
    );
    expect(rows).toEqual(SHAPES.map(([, key, values]) => ({ text_key: key, text_values: values })));
  });
});
