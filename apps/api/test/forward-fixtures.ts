import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { Insertable, Updateable } from 'kysely';
import type { AccountsTable, MailItemsTable } from '../src/platform/db/tables.ts';
import type { TestApp } from './test-app.ts';
import { credit, newMember } from './member-fixtures.ts';

/**
 * A signed-in, SMS-verified member on the given plan with `balance` cents, a domestic address in
 * Hamilton QLD 4007 (metro) and an international one in Paris.
 */
export async function forwardingMember(
  api: TestApp,
  planId: number,
  { balance = 0, ...account }: Updateable<AccountsTable> & { balance?: number } = {},
) {
  const signedIn = await newMember(api);
  const { accountId } = signedIn;
  await api.db.kysely
    .updateTable('accounts')
    .set({
      plan_id: planId,
      sms_verification: SMS_VERIFICATION.verified,
      registration_status: REGISTRATION_STATUS.complete,
      ...account,
    })
    .where('account_id', '=', accountId)
    .execute();
  if (balance) await credit(api, accountId, balance);
  const domesticAddressId = await insertHamiltonAddress(api, accountId);
  const international = await api.db.kysely
    .insertInto('addresses')
    .values({
      account_id: accountId,
      full_name: 'Alex Chen',
      street: '1-3 Rue de Rivoli',
      city: 'Paris',
      state: 'Île-de-France',
      postcode: '75001',
      country: 'France',
      domestic: false,
    })
    .returning('address_id')
    .executeTakeFirstOrThrow();
  return {
    ...signedIn,
    domesticAddressId,
    internationalAddressId: international.address_id,
  };
}

/** Mail items of the account, inserted directly: scanned 40 g letters unless told otherwise. */
/** Saves the member's domestic address in Hamilton QLD 4007 (metro); answers its id. */
export async function insertHamiltonAddress(api: TestApp, accountId: number): Promise<number> {
  const { address_id } = await api.db.kysely
    .insertInto('addresses')
    .values({
      account_id: accountId,
      full_name: 'Alex Chen',
      street: '8 Harbour Road',
      city: 'Hamilton',
      state: 'QLD',
      postcode: '4007',
      country: 'Australia',
      domestic: true,
    })
    .returning('address_id')
    .executeTakeFirstOrThrow();
  return address_id;
}

export async function insertMail(
  api: TestApp,
  accountId: number,
  items: Partial<Insertable<MailItemsTable>>[],
): Promise<number[]> {
  const rows = await api.db.kysely
    .insertInto('mail_items')
    .values(
      items.map((item) => ({
        account_id: accountId,
        name: 'Letter',
        status: 3,
        weight_grams: 40,
        date_scanned: new Date(),
        ...item,
      })),
    )
    .returning('mail_id')
    .execute();
  return rows.map((row) => row.mail_id);
}

/** The items' pending actions, by id order. */
export async function pendingActionsOf(api: TestApp, mailIds: number[]) {
  const rows = await api.db.kysely
    .selectFrom('mail_items')
    .select(['mail_id', 'mail_action'])
    .where('mail_id', 'in', mailIds)
    .orderBy('mail_id')
    .execute();
  return rows.map((row) => row.mail_action);
}

/** A forward of the account holding `mailIds`, written directly (no quote, no charge). */
export async function insertForward(
  api: Pick<TestApp, 'db'>,
  accountId: number,
  mailIds: number[],
  status: 'pending' | 'sent' = 'pending',
): Promise<number> {
  const { address_id } = await api.db.kysely
    .insertInto('addresses')
    .values({
      account_id: accountId,
      full_name: 'Test Member',
      street: '1 Test Street',
      city: 'Brisbane',
      postcode: '4000',
      country: 'Australia',
      domestic: true,
    })
    .returning('address_id')
    .executeTakeFirstOrThrow();
  const { forward_id } = await api.db.kysely
    .insertInto('forwards')
    .values({
      account_id: accountId,
      address_id,
      carrier: 'Australia Post',
      service: 'Regular Letter',
      service_code: 'AUS_LETTER_REGULAR',
      postage_cents: 170,
      product_fee_cents: 250,
      status,
    })
    .returning('forward_id')
    .executeTakeFirstOrThrow();
  await api.db.kysely
    .insertInto('forward_items')
    .values(mailIds.map((mail_id) => ({ forward_id, mail_id })))
    .execute();
  return forward_id;
}
