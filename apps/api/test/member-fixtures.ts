import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Insertable } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LocationsTable, PlansTable } from '../src/platform/db/tables.ts';
import { postLedgerEntry } from '../src/money/ledger.ts';
import { signedInMember, XHR, type Standing, type TestApp } from './test-app.ts';
import { auditOf, type AuditLine } from './auth-fixtures.ts';

let members = 0;

/**
 * A fresh member with a live session, a unique email and `call` to send requests as them; paid
 * and with the terms accepted unless `standing` says not.
 */
export async function newMember(api: TestApp, standing: Standing = {}) {
  members += 1;
  const email = `member${members}@example.test`;
  const signedIn = await signedInMember(api.db, email, standing);
  return { ...signedIn, email, call: asMember(api, signedIn.cookie) };
}

/** Marks the member's signup finished, as an account must be to pause, be billed or change plan. */
export async function markRegistered(api: TestApp, accountId: number): Promise<void> {
  await api.db.kysely
    .updateTable('accounts')
    .set({ registration_status: REGISTRATION_STATUS.complete })
    .where('account_id', '=', accountId)
    .execute();
}

/** Sends a request as the member whose session cookie is given; state-changing calls carry XHR. */
export function asMember(api: TestApp, cookie: string) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: Omit<InjectOptions, 'method' | 'url'> = {},
  ): Promise<LightMyRequestResponse> =>
    api.app.inject({
      method,
      url,
      ...options,
      headers: { cookie, ...(method === 'GET' ? {} : XHR), ...options.headers },
    });
}

export async function insertPlan(
  api: TestApp,
  plan: Partial<Insertable<PlansTable>> & Pick<Insertable<PlansTable>, 'plan_name'>,
): Promise<number> {
  const { plan_id } = await api.db.kysely
    .insertInto('plans')
    .values({
      webpage: 'harbour-mail',
      monthly_fee_cents: 995,
      setup_fee_cents: 2500,
      envelope_scan_cents: 0,
      per_letter_cents: 150,
      per_page_cents: 50,
      letter_forward_cents: 250,
      parcel_forward_cents: 1000,
      parcel_forward_percent: null,
      minimum_mail_deposit_cents: 2000,
      ...plan,
    })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return plan_id;
}

export async function insertLocation(
  api: TestApp,
  location: Partial<Insertable<LocationsTable>> = {},
): Promise<number> {
  const { location_id } = await api.db.kysely
    .insertInto('locations')
    .values({
      webpage: 'harbour-mail',
      street: 'PO Box 1180',
      suburb: 'Fortitude Valley',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4006',
      ...location,
    })
    .returning('location_id')
    .executeTakeFirstOrThrow();
  return location_id;
}

/** Tops the balance up the way payments do: one ledger entry and the balance in one transaction. */
export async function credit(api: TestApp, accountId: number, cents: number): Promise<void> {
  await api.db.kysely.transaction().execute((trx) =>
    postLedgerEntry(trx, accountId, {
      amount: cents,
      description: { key: 'ledger.cardTopUp', values: {} },
    }),
  );
}

export const auditMessages = (api: TestApp, accountId: number): Promise<AuditLine[]> =>
  auditOf(api.db, accountId);

/** The balance and the sum of the ledger, which must always agree (DESIGN §3.5). */
export async function balanceAndLedgerSum(api: TestApp, accountId: number) {
  const { balance_cents: balance } = await api.db.kysely
    .selectFrom('accounts')
    .select('balance_cents')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const entries = await api.db.kysely
    .selectFrom('ledger_entries')
    .select(['amount_cents', 'balance_after_cents'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return {
    balance,
    ledgerSum: entries.reduce((sum, entry) => sum + entry.amount_cents, 0),
    entries,
  };
}
