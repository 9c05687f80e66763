import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { ID_VERIFICATION, SMS_VERIFICATION } from '@portal/domain/verification-status';
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { createTestDatabase, openTestDatabase } from '../../test/test-database.ts';
import { testStorage } from '../../test/test-storage.ts';
import { loadAccountView } from '#account/rules.ts';
import { verifyPassword } from '#auth/passwords.ts';
import { openDatabase, type Database } from '#platform/db/database.ts';
import { extractPdf } from '#mail/pdf-text.ts';
import { DEMO_PASSWORD } from '#seed/demo-accounts.ts';
import { seedDemoData, type SeedResult } from '#seed/demo-seed.ts';
import { SEEDED_BRANDS } from '#seed/seeded-brands.ts';
import type { Storage } from '#platform/storage/storage.ts';

const NOW = new Date('2026-03-15T01:00:00Z');
const EMAILS = [
  'demo@harbour.test',
  'new@harbour.test',
  'unpaid@harbour.test',
  'terms@harbour.test',
  'guard@harbour.test',
  'demo@outback.test',
  'demo@sakura.test',
];

let db: Database;
let firstRun: SeedResult;
let storage: Storage;
let seedMs: number;

useForFile(openTestDatabase, async (opened) => {
  ({ db } = opened);
  storage = testStorage();
  const started = performance.now();
  firstRun = await seedDemoData(db.kysely, NOW, storage);
  seedMs = performance.now() - started;
});

/** The brand of each demo address: demo@outback.test is Outback Post's, and so on. */
const BRAND_OF_DOMAIN: Record<string, string> = {
  'harbour.test': 'harbour-mail',
  'outback.test': 'outback-post',
  'sakura.test': 'sakura-box',
};

async function account(email: string) {
  return db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('webpage', '=', BRAND_OF_DOMAIN[email.split('@')[1] ?? ''] ?? '')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function countFor(
  table:
    | 'ledger_entries'
    | 'audit_entries'
    | 'folders'
    | 'additional_names'
    | 'account_locations'
    | 'mail_items',
  accountId: number,
) {
  const { count } = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Row counts of every table the seed writes, to compare before and after another run. */
async function tableCounts() {
  const { rows } = await db.pool.query<{ name: string; count: string }>(
    `select 'plans' as name, count(*) from plans union all
     select 'locations', count(*) from locations union all
     select 'accounts', count(*) from accounts union all
     select 'account_locations', count(*) from account_locations union all
     select 'ledger_entries', count(*) from ledger_entries union all
     select 'audit_entries', count(*) from audit_entries union all
     select 'folders', count(*) from folders union all
     select 'addresses', count(*) from addresses union all
     select 'additional_names', count(*) from additional_names union all
     select 'alerts', count(*) from alerts union all
     select 'mail_items', count(*) from mail_items union all
     select 'forwards', count(*) from forwards union all
     select 'forward_items', count(*) from forward_items`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

describe('the demo seed', () => {
  it('creates the seven documented accounts, one set-up member in every brand, each signing in with the demo password', async () => {
    expect(firstRun.accounts).toEqual(EMAILS);
    for (const email of EMAILS) {
      const row = await account(email);
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD), email).toBe(true);
      expect(await verifyPassword(row.password_hash, 'demo!2026'), email).toBe(false);
      expect(row, email).toMatchObject({
        email_verified: true,
        registration_status: REGISTRATION_STATUS.complete,
      });
      expect(row.plan_id, email).not.toBeNull();
      expect(await countFor('account_locations', row.account_id), email).toBeGreaterThan(0);
    }
  });

  it("gives demo's mailroom a second login, Sam Lee, a member signing in with the demo password", async () => {
    const demo = await account('demo@harbour.test');
    const users = await db.kysely
      .selectFrom('account_users')
      .selectAll()
      .where('account_id', '=', demo.account_id)
      .orderBy('is_holder', 'desc')
      .execute();
    expect(
      users.map(({ name, email, role, is_holder }) => ({ name, email, role, is_holder })),
    ).toEqual([
      { name: 'Charlotte Nguyen', email: 'demo@harbour.test', role: 'admin', is_holder: true },
      { name: 'Sam Lee', email: 'demo+sam@harbour.test', role: 'member', is_holder: false },
    ]);
    expect(await verifyPassword(users[1]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it("gives every other brand a set-up member with mail, Sakura Box's in Japanese", async () => {
    for (const [email, language] of [
      ['demo@outback.test', 'en'],
      ['demo@sakura.test', 'jp'],
    ] as const) {
      const row = await account(email);
      const view = await loadAccountView(db.kysely, row.account_id);
      expect(view, email).toMatchObject({
        language,
        smsVerified: true,
        idVerified: true,
        activePayment: true,
        termsAndConditionsSigned: true,
      });
      expect(view.balance, email).toBeGreaterThan(0);
      expect(await countFor('mail_items', row.account_id), email).toBeGreaterThanOrEqual(5);
      expect(await countFor('folders', row.account_id), email).toBeGreaterThan(0);
    }
    const japaneseMail = await db.kysely
      .selectFrom('mail_items')
      .select('name')
      .where('account_id', '=', (await account('demo@sakura.test')).account_id)
      .execute();
    expect(japaneseMail.every(({ name }) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(name))).toBe(true);
  });

  it('gives each account the one state it is there to show', async () => {
    const states = async (email: string) => {
      const view = await loadAccountView(db.kysely, (await account(email)).account_id);
      return {
        smsVerified: view.smsVerified,
        idVerified: view.idVerified,
        activePayment: view.activePayment,
        termsAndConditionsSigned: view.termsAndConditionsSigned,
        enableLoginGuard: view.enableLoginGuard,
      };
    };
    const ready = { activePayment: true, termsAndConditionsSigned: true, enableLoginGuard: false };

    expect(await states('demo@harbour.test')).toEqual({
      ...ready,
      smsVerified: true,
      idVerified: true,
    });
    expect(await states('new@harbour.test')).toEqual({
      ...ready,
      smsVerified: false,
      idVerified: false,
    });
    expect(await states('unpaid@harbour.test')).toMatchObject({
      activePayment: false,
      termsAndConditionsSigned: true,
      enableLoginGuard: false,
    });
    expect(await states('terms@harbour.test')).toMatchObject({
      activePayment: true,
      termsAndConditionsSigned: false,
      enableLoginGuard: false,
    });
    expect(await states('guard@harbour.test')).toMatchObject({
      activePayment: true,
      termsAndConditionsSigned: true,
      enableLoginGuard: true,
    });
    expect((await account('terms@harbour.test')).terms_accepted_at).toBeNull();
    const demo = await account('demo@harbour.test');
    expect([demo.sms_verification, demo.id_verification]).toEqual([
      SMS_VERIFICATION.verified,
      ID_VERIFICATION.verified,
    ]);
  });

  it('gives demo a balance of $87.40 that is the sum of more than 20 ledger rows', async () => {
    const demo = await account('demo@harbour.test');
    expect((await loadAccountView(db.kysely, demo.account_id)).balance).toBe(87.4);
    expect(demo.balance_cents).toBe(8740);
    expect(await countFor('ledger_entries', demo.account_id)).toBeGreaterThan(20);
    expect(await countFor('audit_entries', demo.account_id)).toBeGreaterThan(20);
  });

  it('keeps every account balance equal to its ledger, each row carrying the running balance', async () => {
    const accounts = await db.kysely.selectFrom('accounts').selectAll().execute();
    for (const row of accounts) {
      const ledger = await db.kysely
        .selectFrom('ledger_entries')
        .select(['amount_cents', 'balance_after_cents'])
        .where('account_id', '=', row.account_id)
        .orderBy('transaction_id')
        .execute();
      let running = 0;
      for (const entry of ledger) {
        running += entry.amount_cents;
        expect(entry.balance_after_cents, row.email).toBe(running);
      }
      expect(row.balance_cents, row.email).toBe(running);
    }
  });

  it('dates every history in the past, in the order of its ids (pages list newest first by id)', async () => {
    const histories = [
      ['ledger_entries', 'transaction_id', 'date'],
      ['audit_entries', 'audit_id', 'date_time'],
      ['alerts', 'alert_id', 'created_at'],
    ] as const;
    for (const [table, id, at] of histories) {
      const { rows } = await db.pool.query<{ out_of_order: string; newest: Date }>(
        `select count(*) filter (where at < previous) as out_of_order, max(at) as newest
         from (select ${at} as at, lag(${at}) over (partition by account_id order by ${id}) as previous
               from ${table}) history`,
      );
      expect(Number(rows[0]?.out_of_order), table).toBe(0);
      expect(rows[0]?.newest.getTime(), table).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("fills demo's folders, addresses at home and abroad, additional names and alerts", async () => {
    const demo = await account('demo@harbour.test');
    expect(await countFor('folders', demo.account_id)).toBeGreaterThanOrEqual(3);
    expect(await countFor('additional_names', demo.account_id)).toBeGreaterThan(0);

    const addresses = await db.kysely
      .selectFrom('addresses')
      .select(['domestic', 'country'])
      .where('account_id', '=', demo.account_id)
      .execute();
    expect(addresses.filter((address) => address.domestic).length).toBeGreaterThan(0);
    expect(
      addresses.filter((address) => !address.domestic && address.country !== 'Australia').length,
    ).toBeGreaterThan(0);

    const alerts = await db.kysely
      .selectFrom('alerts')
      .select(['read', 'url'])
      .where('account_id', '=', demo.account_id)
      .execute();
    expect(
      alerts.filter((alert) => !alert.read && alert.url.startsWith('/')).length,
    ).toBeGreaterThan(1);
    expect(alerts.some((alert) => alert.read)).toBe(true);
  });

  it('bills demo on a day still to come', async () => {
    const demo = await account('demo@harbour.test');
    expect(demo.billing_date > NOW.toISOString().slice(0, 10)).toBe(true);
  });

  it('gives every brand plans (one most popular, one parcel-only, one by percent) and locations by state', async () => {
    for (const webpage of SEEDED_BRANDS) {
      const plans = await db.kysely
        .selectFrom('plans')
        .selectAll()
        .where('webpage', '=', webpage)
        .execute();
      expect(
        plans.filter((plan) => plan.most_popular),
        webpage,
      ).toHaveLength(1);
      expect(
        plans.some((plan) => plan.parcel_forward_only),
        webpage,
      ).toBe(true);
      expect(
        plans.some((plan) => Number(plan.parcel_forward_percent) > 0),
        webpage,
      ).toBe(true);
      expect(
        plans.every((plan) => plan.minimum_mail_deposit_cents >= 2000),
        webpage,
      ).toBe(true);
      expect(new Set(plans.map((plan) => plan.sort_order)).size, webpage).toBe(plans.length);

      const locations = await db.kysely
        .selectFrom('locations')
        .selectAll()
        .where('webpage', '=', webpage)
        .execute();
      expect(new Set(locations.map((location) => location.state)).size, webpage).toBeGreaterThan(2);
      expect(
        locations.some(
          (location) => /^PO Box/.test(location.street) && /fastest/.test(location.note),
        ),
        webpage,
      ).toBe(true);
      expect(
        locations.every((location) => location.country === 'Australia'),
        webpage,
      ).toBe(true);
    }
  });

  it('changes nothing when run again, even twice at once', async () => {
    const before = await tableCounts();
    const balance = (await account('demo@harbour.test')).balance_cents;

    const reruns = await Promise.all([seedDemoData(db.kysely), seedDemoData(db.kysely)]);

    expect(reruns).toEqual([
      { plans: 0, locations: 0, accounts: [] },
      { plans: 0, locations: 0, accounts: [] },
    ]);
    expect(await tableCounts()).toEqual(before);
    expect((await account('demo@harbour.test')).balance_cents).toBe(balance);
  });
});

describe('two demo seeds racing on an empty database', () => {
  it('add the demo data once', async () => {
    const emptyDb = await createTestDatabase();
    const other = await openDatabase({ databaseUrl: emptyDb.url, dataDir: '', embeddedPgPort: 0 });
    try {
      const results = await Promise.all([seedDemoData(other.kysely), seedDemoData(other.kysely)]);
      expect(results.flatMap((result) => result.accounts).sort()).toEqual([...EMAILS].sort());
      const { rows } = await other.pool.query<{ count: string }>('select count(*) from accounts');
      expect(Number(rows[0]?.count)).toBe(EMAILS.length);
    } finally {
      await other.close();
      await emptyDb.drop();
    }
  });
});

describe('the demo mailbox', () => {
  const demoMail = async () =>
    db.kysely
      .selectFrom('mail_items')
      .selectAll()
      .where('account_id', '=', (await account('demo@harbour.test')).account_id)
      .execute();

  it('is seeded within 10 seconds, scans included', () => {
    expect(seedMs).toBeLessThan(10_000);
  });

  it('has at least 40 items in every status and pending action, letters and parcels, read and unread', async () => {
    const items = await demoMail();
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((item) => item.status))).toEqual(new Set([2, 3, 4, 5, 6, 7]));
    expect(new Set(items.map((item) => item.mail_action))).toEqual(new Set([null, 0, 1, 2, 3, 4]));
    expect(new Set(items.map((item) => item.mail_type !== 0))).toEqual(new Set([true, false]));
    expect(new Set(items.map((item) => item.read))).toEqual(new Set([true, false]));
    expect(items.some((item) => item.folder_id !== null)).toBe(true);
    expect(items.some((item) => item.recycled_at !== null)).toBe(true);
    expect(items.every((item) => item.weight_grams > 0 && item.blurb !== '')).toBe(true);
  });

  it('stores an envelope PDF for every item and multi-page contents for opened ones', async () => {
    const items = await demoMail();
    expect(items.every((item) => item.envelope_key !== null)).toBe(true);
    const opened = items.find((item) => item.name === 'Australian Taxation Office')!;
    const pdf = await extractPdf((await storage.get(opened.contents_key!))!);
    expect(pdf.pageCount).toBeGreaterThan(2);
    expect(opened.page_count).toBe(pdf.pageCount);
    expect(pdf.text).toContain('Notice of assessment');
  });

  it('has a Japanese and a Chinese letter whose scanned text is searchable by substring', async () => {
    const demoId = (await account('demo@harbour.test')).account_id;
    for (const [fragment, name] of [
      ['ご清祥', 'Letter from Osaka'],
      ['收到您的订单', 'Letter from Shanghai'],
    ]) {
      const found = await db.kysely
        .selectFrom('mail_items')
        .select('name')
        .where('account_id', '=', demoId)
        .where('scan_text', 'like', `%${fragment}%`)
        .execute();
      expect(found, fragment).toEqual([{ name }]);
    }
  });

  it('has sent forwards with tracking numbers and a pending one, each charged in the ledger', async () => {
    const demoId = (await account('demo@harbour.test')).account_id;
    const forwards = await db.kysely
      .selectFrom('forwards')
      .selectAll()
      .where('account_id', '=', demoId)
      .execute();
    expect(forwards.filter((row) => row.status === 'pending')).toHaveLength(1);
    const sent = forwards.filter((row) => row.status === 'sent');
    expect(sent.length).toBeGreaterThan(3);
    expect(sent.every((row) => row.tracking_number && row.date_sent)).toBe(true);
    const charges = (
      await db.kysely
        .selectFrom('ledger_entries')
        .select('amount_cents')
        .where('account_id', '=', demoId)
        .where('text_key', '=', 'ledger.forwardOf')
        .execute()
    ).map((row) => -row.amount_cents);
    expect(charges.sort()).toEqual(
      forwards.map((row) => row.postage_cents + row.product_fee_cents).sort(),
    );
    const items = await db.kysely
      .selectFrom('forward_items')
      .innerJoin('mail_items', 'mail_items.mail_id', 'forward_items.mail_id')
      .select(['forward_items.forward_id', 'mail_items.status', 'mail_items.mail_action'])
      .where('mail_items.account_id', '=', demoId)
      .execute();
    for (const forward of forwards) {
      const mine = items.filter((item) => item.forward_id === forward.forward_id);
      expect(mine.length, `forward ${forward.forward_id}`).toBeGreaterThan(0);
      for (const item of mine) {
        if (forward.status === 'sent') expect(item.status).toBe(4);
        else expect(item.mail_action).toBe(1);
      }
    }
  });
});
