import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '#auth/passwords.ts';
import { termsAcceptance } from '#account/terms.ts';
import type { Tables } from '#platform/db/tables.ts';
import { BRAND_DEMO_MEMBERS } from '#seed/brand-demo-members.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_BRAND,
  DEMO_PASSWORD,
  type DemoAccount,
  type LedgerSeed,
} from '#seed/demo-accounts.ts';
import { seedDemoMailbox } from '#seed/demo-mailbox.ts';
import { catalogueOf, SEEDED_BRANDS } from '#seed/seeded-brands.ts';
import type { Storage } from '#platform/storage/storage.ts';
import type { ScanStore } from '#seed/demo-mailbox.ts';

export interface SeedResult {
  plans: number;
  locations: number;
  /** Emails of the demo accounts this run created. */
  accounts: string[];
}

/** Shared by every process, so two seeds at once take turns (the migration lock is 727_001). */
const SEED_LOCK = 727_002;
const DAY_MS = 86_400_000;

/**
 * Adds the demo catalogue (plans and locations of every brand) and the demo accounts, in one
 * transaction. Idempotent: a brand that has plans or locations keeps them, and an account whose
 * email exists is left as it is, so a second run adds nothing. History is dated back from `now`.
 * The scans of demo's mailbox go to `storage`; without it the items are listed with no scans.
 */
export async function seedDemoData(
  db: Kysely<Tables>,
  now = new Date(),
  storage?: Storage,
): Promise<SeedResult> {
  // Scans are written ahead through the database itself (decision 079), rows in the seed's transaction.
  const scans = storage && { db, storage };
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const result: SeedResult = { plans: 0, locations: 0, accounts: [] };
    for (const brand of SEEDED_BRANDS) {
      const ofBrand = <T>(row: T) => ({ ...row, webpage: brand });
      const { plans, locations } = catalogueOf(brand);
      result.plans += await seedCatalogue(trx, 'plans', brand, plans.map(ofBrand));
      result.locations += await seedCatalogue(trx, 'locations', brand, locations.map(ofBrand));
    }
    for (const account of [...DEMO_ACCOUNTS, ...BRAND_DEMO_MEMBERS]) {
      if (await seedAccount(trx, account, now, scans)) result.accounts.push(account.columns.email);
    }
    return result;
  });
}

/** One line for a log: what a run added. */
export function describeSeed(added: SeedResult): string {
  if (added.plans + added.locations + added.accounts.length === 0) {
    return 'Demo data already present: nothing added';
  }
  const accounts = added.accounts.length ? ` (${added.accounts.join(', ')})` : '';
  return `Demo data added: ${added.plans} plans, ${added.locations} locations, ${added.accounts.length} accounts${accounts}`;
}

/** Adds a brand's plans or locations unless it has some already; answers how many it added. */
async function seedCatalogue<T extends 'plans' | 'locations'>(
  trx: Transaction<Tables>,
  table: T,
  webpage: string,
  rows: Insertable<Tables[T]>[],
): Promise<number> {
  const existing = await trx
    .selectFrom(table as 'plans' | 'locations')
    .select('webpage')
    .where('webpage', '=', webpage)
    .executeTakeFirst();
  if (existing) return 0;
  await insertRows(trx, table, rows);
  return rows.length;
}

/** Creates one demo account with its history; false when an account with its email exists. */
async function seedAccount(
  trx: Transaction<Tables>,
  demo: DemoAccount,
  now: Date,
  scans: ScanStore | undefined,
): Promise<boolean> {
  const brand = demo.brand ?? DEMO_BRAND;
  const existing = await trx
    .selectFrom('accounts')
    .select('account_id')
    .where('webpage', '=', brand)
    .where('email', '=', demo.columns.email)
    .executeTakeFirst();
  if (existing) return false;

  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const createdAt = daysAgo(demo.createdDaysAgo);
  const ledger = withRunningBalance(demo.ledger);
  const { account_id: accountId } = await trx
    .insertInto('accounts')
    .values({
      ...demo.columns,
      webpage: brand,
      password_hash: await hashPassword(DEMO_PASSWORD),
      plan_id: await planId(trx, brand, demo.planName),
      balance_cents: ledger.at(-1)?.balance_after_cents ?? 0,
      created_at: createdAt,
      // Demo members who agreed accepted the current terms, so they reach the members' area.
      ...(demo.termsSigned ? termsAcceptance(createdAt) : {}),
      billing_date: daysAgo(-demo.nextBillingInDays).toISOString().slice(0, 10),
    })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  if (demo.holderNotifications) {
    await trx
      .updateTable('account_users')
      .set(demo.holderNotifications)
      .where('account_id', '=', accountId)
      .where('is_holder', '=', true)
      .execute();
  }

  const owned = <T>(row: T) => ({ ...row, account_id: accountId });
  const locations = await trx
    .selectFrom('locations')
    .select('location_id')
    .where('webpage', '=', brand)
    .where('street', 'in', demo.locationStreets)
    .execute();
  await insertRows(trx, 'account_locations', locations.map(owned));
  await insertRows(
    trx,
    'ledger_entries',
    ledger.map(({ daysAgo: days, ...entry }) => owned({ ...entry, date: daysAgo(days) })),
  );
  await insertRows(
    trx,
    'audit_entries',
    demo.audit.map(({ daysAgo: days, key, values = {} }) =>
      owned({ text_key: key, text_values: JSON.stringify(values), date_time: daysAgo(days) }),
    ),
  );
  await insertRows(
    trx,
    'folders',
    demo.folders.map((name) => owned({ name })),
  );
  await insertRows(trx, 'addresses', demo.addresses.map(owned));
  await insertRows(
    trx,
    'additional_names',
    demo.additionalNames.map((name) => owned({ name })),
  );
  await insertRows(
    trx,
    'alerts',
    demo.alerts.map(({ daysAgo: days, text, ...alert }) =>
      owned({
        ...alert,
        text_key: text.key,
        text_values: JSON.stringify(text.values),
        created_at: daysAgo(days),
      }),
    ),
  );
  if (demo.mailbox) await seedDemoMailbox(trx, accountId, demo.mailbox, now, scans);
  for (const user of demo.teamUsers ?? []) {
    await trx
      .insertInto('account_users')
      .values({
        ...user,
        account_id: accountId,
        webpage: brand,
        password_hash: await hashPassword(DEMO_PASSWORD),
        joined_at: daysAgo(30),
      })
      .execute();
  }
  return true;
}

/** Ledger rows in order, each with the balance after it: the balance always equals the ledger's sum. */
function withRunningBalance(entries: LedgerSeed[]) {
  let balance = 0;
  return entries.map((entry) => {
    balance += entry.amountCents;
    return {
      daysAgo: entry.daysAgo,
      text_key: entry.description.key,
      text_values: JSON.stringify(entry.description.values),
      plan_name: entry.planName ?? '',
      amount_cents: entry.amountCents,
      balance_after_cents: balance,
    };
  });
}

async function planId(trx: Transaction<Tables>, brand: string, planName: string): Promise<number> {
  const plan = await trx
    .selectFrom('plans')
    .select('plan_id')
    .where('webpage', '=', brand)
    .where('plan_name', '=', planName)
    .executeTakeFirst();
  if (!plan) {
    throw new Error(`The demo accounts need the ${brand} plan "${planName}", which is missing`);
  }
  return plan.plan_id;
}

async function insertRows<T extends keyof Tables>(
  trx: Transaction<Tables>,
  table: T,
  rows: Insertable<Tables[T]>[],
): Promise<void> {
  if (rows.length) await trx.insertInto(table).values(rows).execute();
}
