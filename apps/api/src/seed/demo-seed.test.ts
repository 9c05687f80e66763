import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { verifyPassword } from '#auth/passwords.ts';
import { openDatabase, type Database } from '#db/database.ts';
import { DEMO_PASSWORD } from '#seed/demo-accounts.ts';
import { seedDemoData, type SeedResult } from '#seed/demo-seed.ts';
import { SEEDED_BRANDS } from '#seed/seeded-brands.ts';
import { loadAccountView } from '#services/account-view.ts';

const NOW = new Date('2026-03-15T01:00:00Z');
const EMAILS = [
  'demo@harbour.test',
  'new@harbour.test',
  'unpaid@harbour.test',
  'terms@harbour.test',
  'guard@harbour.test',
];

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let firstRun: SeedResult;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await openDatabase({ databaseUrl: testDb.url, dataDir: '', embeddedPgPort: 0 });
  firstRun = await seedDemoData(db.kysely, NOW);
});

afterAll(async () => {
  await db.close();
  await testDb.drop();
});

async function account(email: string) {
  return db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('webpage', '=', 'harbour-mail')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function countFor(
  table: 'ledger_entries' | 'audit_entries' | 'folders' | 'additional_names' | 'account_locations',
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
     select 'alerts', count(*) from alerts`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

describe('the demo seed', () => {
  it('creates the five documented accounts on harbour-mail, each signing in with the demo password', async () => {
    expect(firstRun.accounts).toEqual(EMAILS);
    for (const email of EMAILS) {
      const row = await account(email);
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD), email).toBe(true);
      expect(await verifyPassword(row.password_hash, 'demo!2026'), email).toBe(false);
      expect(row, email).toMatchObject({ email_verified: true, registration_status: 2 });
      expect(row.plan_id, email).not.toBeNull();
      expect(await countFor('account_locations', row.account_id), email).toBeGreaterThan(0);
    }
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
    expect((await account('terms@harbour.test')).terms_signed_at).toBeNull();
    const demo = await account('demo@harbour.test');
    expect([demo.sms_verification, demo.id_verification]).toEqual([2, 2]);
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
