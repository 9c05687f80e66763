import type { components } from '@portal/contract/schema';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { AddressesTable, ForwardsTable, MailItemsTable, Tables } from '#platform/db/tables.ts';
import { toDollars } from '#contract/money.ts';
import { ApiProblem, notFound } from '#contract/problem.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { mailOf } from '#mail/queries.ts';
import { prepare, queryBuilder, slot } from '#platform/db/prepared-query.ts';

type ForwardLogEntry = components['schemas']['ForwardLogEntry'];
type PendingForwardChoice = components['schemas']['PendingForwardChoice'];

/** The part of a mail item the rate cards read. */
export type ShippedItem = Pick<
  Selectable<MailItemsTable>,
  'mail_id' | 'mail_type' | 'weight_grams'
>;

/** Everything a quote reads, as one statement prepared once (decision 109). */
const quoteInputsQuery = prepare(
  queryBuilder
    .selectFrom('accounts')
    .leftJoin('addresses', (join) =>
      join
        .onRef('addresses.account_id', '=', 'accounts.account_id')
        .on('addresses.address_id', '=', slot<number>('addressId'))
        .on('addresses.deleted_at', 'is', null),
    )
    .leftJoin('plans', 'plans.plan_id', 'accounts.plan_id')
    .select([
      'accounts.id_verification',
      'accounts.sms_verification',
      'addresses.domestic',
      'addresses.postcode',
      'addresses.country',
      'plans.letter_forward_cents',
      'plans.parcel_forward_cents',
      'plans.parcel_forward_percent',
      jsonArrayFrom(
        mailOf(queryBuilder, slot<number>('accountId'))
          .select(['mail_id', 'mail_type', 'weight_grams'])
          .where(sql<boolean>`mail_id = any(${slot<number[]>('mailIds')}::bigint[])`),
      ).as('items'),
    ])
    .where('accounts.account_id', '=', slot<number>('accountId')),
);

/**
 * What a quote needs: the account's verification, the saved address (null when the member has none
 * of that id), the member's items among those asked for, and the plan's fees (null without a plan).
 * The caller refuses in the order the quote always has: address, photo ID, items, plan.
 */
export async function quoteInputs(
  db: Kysely<Tables>,
  accountId: number,
  addressId: number,
  mailIds: readonly number[],
) {
  const [row] = await quoteInputsQuery.run(db, { accountId, addressId, mailIds });
  if (!row) throw notFound('The account');
  // A joined row has every column of its table; the left join only types them as nullable.
  const { domestic, postcode, country, letter_forward_cents, parcel_forward_cents } = row;
  return {
    account: row,
    address: domestic === null ? null : { domestic, postcode: postcode!, country: country! },
    items: row.items,
    plan:
      letter_forward_cents === null
        ? null
        : {
            letter_forward_cents,
            parcel_forward_cents: parcel_forward_cents!,
            parcel_forward_percent: row.parcel_forward_percent,
          },
  };
}

/** 404 unless every item asked for is among the member's; another member's id is a missing one. */
export function assertAllFound(rows: readonly ShippedItem[], mailIds: readonly number[]): void {
  const found = new Set(rows.map((row) => row.mail_id));
  const missing = mailIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Mail item ${missing}`);
}

/** 404 for an address the member has not saved (or has deleted). */
export const addressNotFound = (addressId: number) => notFound(`Address ${addressId}`);

/** 409: an account still choosing a plan cannot forward. */
export const planRequired = () =>
  new ApiProblem(409, 'plan_required', 'Choose a plan before forwarding mail.');

/** One of the member's saved (not deleted) delivery addresses; 404 otherwise. */
export async function savedAddressOf(
  q: Kysely<Tables>,
  accountId: number,
  addressId: number,
): Promise<Selectable<AddressesTable>> {
  const address = await q
    .selectFrom('addresses')
    .selectAll()
    .where('address_id', '=', addressId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!address) throw addressNotFound(addressId);
  return address;
}

/** The member's forwards with one status, with their delivery address and how many items each holds. */
function forwardsWithAddress(q: Kysely<Tables>, accountId: number, status: 'pending' | 'sent') {
  return q
    .selectFrom('forwards as f')
    .innerJoin('addresses as a', 'a.address_id', 'f.address_id')
    .select([
      'f.forward_id',
      'a.street',
      'a.street2',
      'a.city',
      'a.postcode',
      'a.state',
      'a.country',
      sql<number>`(select count(*) from forward_items i where i.forward_id = f.forward_id)::int`.as(
        'number_of_items',
      ),
    ])
    .where('f.account_id', '=', accountId)
    .where('f.status', '=', status);
}

type AddressColumns = Pick<
  Selectable<AddressesTable>,
  'street' | 'street2' | 'city' | 'postcode' | 'state' | 'country'
>;

function forwardAddressOf(row: AddressColumns) {
  return {
    street: [row.street, row.street2].filter(Boolean).join(', '),
    city: row.city,
    postcode: row.postcode,
    state: row.state,
    country: row.country,
  };
}

/**
 * The member's forwards with one status as the log shows them: pending ones newest first, sent ones
 * by the date they were posted, newest first.
 */
export async function forwardEntries(
  q: Kysely<Tables>,
  accountId: number,
  status: 'pending' | 'sent',
  forwardIds?: readonly number[],
): Promise<ForwardLogEntry[]> {
  let select = forwardsWithAddress(q, accountId, status).select([
    'f.carrier',
    'f.service',
    'f.tracking_number',
    'f.postage_cents',
    'f.product_fee_cents',
    'f.date_sent',
  ]);
  if (forwardIds) select = select.where('f.forward_id', 'in', forwardIds);
  if (status === 'sent') select = select.orderBy('f.date_sent', 'desc');
  const rows = await select.orderBy('f.forward_id', 'desc').execute();
  return rows.map((row) => ({
    forwardId: row.forward_id,
    address: forwardAddressOf(row),
    forwardingCompany: row.carrier,
    service: row.service,
    numberOfItems: row.number_of_items,
    trackingNumber: row.tracking_number,
    ausPostFee: toDollars(row.postage_cents),
    productFee: toDollars(row.product_fee_cents),
    dateSent: row.date_sent ? new Date(row.date_sent).toISOString() : null,
  }));
}

/** The pending forwards items can join (§3 "Pending choice"), newest first. */
export async function pendingForwardChoices(
  q: Kysely<Tables>,
  accountId: number,
): Promise<PendingForwardChoice[]> {
  const rows = await forwardsWithAddress(q, accountId, 'pending')
    .select(['a.full_name', 'f.created_at'])
    .orderBy('f.forward_id', 'desc')
    .execute();
  return rows.map((row) => ({
    forwardId: row.forward_id,
    fullName: row.full_name,
    address: forwardAddressOf(row),
    requestedAt: new Date(row.created_at).toISOString(),
    itemCount: row.number_of_items,
  }));
}

/** The Forward Log (§2): the member's pending forwards and the posted ones. */
export async function forwardLogOf(q: Kysely<Tables>, accountId: number) {
  return {
    pending: await forwardEntries(q, accountId, 'pending'),
    log: await forwardEntries(q, accountId, 'sent'),
  };
}

/** The account's plan, whose fees forwarding charges; an account still choosing one cannot forward. */
export async function planOf(q: Kysely<Tables>, account: AccountRow) {
  const plan =
    account.plan_id === null
      ? undefined
      : await q
          .selectFrom('plans')
          .selectAll()
          .where('plan_id', '=', account.plan_id)
          .executeTakeFirst();
  if (!plan) throw planRequired();
  return plan;
}

/** Records a pending forward; answers its id. */
export async function insertForward(trx: Transaction<Tables>, forward: Insertable<ForwardsTable>) {
  const { forward_id: forwardId } = await trx
    .insertInto('forwards')
    .values(forward)
    .returning('forward_id')
    .executeTakeFirstOrThrow();
  return forwardId;
}

export async function updateForward(
  trx: Transaction<Tables>,
  forwardId: number,
  change: Updateable<ForwardsTable>,
): Promise<void> {
  await trx.updateTable('forwards').set(change).where('forward_id', '=', forwardId).execute();
}

/** Puts the items in the forward and marks them pending forward (§4 mailActions 1). */
export async function addItems(
  trx: Transaction<Tables>,
  forwardId: number,
  items: readonly ShippedItem[],
): Promise<void> {
  await trx
    .insertInto('forward_items')
    .values(items.map((item) => ({ forward_id: forwardId, mail_id: item.mail_id })))
    .execute();
  await mailLifecycle.requestForward(
    trx,
    items.map((item) => item.mail_id),
  );
}

/** One of the member's forwards that is not cancelled, locked; undefined when there is none. */
export async function lockForward(trx: Transaction<Tables>, accountId: number, forwardId: number) {
  return trx
    .selectFrom('forwards')
    .selectAll()
    .where('forward_id', '=', forwardId)
    .where('account_id', '=', accountId)
    .where('status', '!=', 'cancelled')
    .forUpdate()
    .executeTakeFirst();
}

/** The member's forwards among `forwardIds` that are not cancelled, locked, by id. */
export async function lockForwards(
  trx: Transaction<Tables>,
  accountId: number,
  forwardIds: readonly number[],
) {
  return trx
    .selectFrom('forwards')
    .select(['forward_id', 'status', 'postage_cents', 'product_fee_cents'])
    .where('account_id', '=', accountId)
    .where('forward_id', 'in', forwardIds)
    .where('status', '!=', 'cancelled')
    .orderBy('forward_id')
    .forUpdate()
    .execute();
}

/** The address a forward goes to, deleted or not: a forward keeps the address it was made for. */
export async function forwardAddress(
  trx: Transaction<Tables>,
  addressId: number,
): Promise<Selectable<AddressesTable>> {
  return trx
    .selectFrom('addresses')
    .selectAll()
    .where('address_id', '=', addressId)
    .executeTakeFirstOrThrow();
}

/** The items already in a forward, as the rate cards read them. */
export async function itemsInForward(
  trx: Transaction<Tables>,
  forwardId: number,
): Promise<ShippedItem[]> {
  return trx
    .selectFrom('forward_items as fi')
    .innerJoin('mail_items as m', 'm.mail_id', 'fi.mail_id')
    .select(['m.mail_id', 'm.mail_type', 'm.weight_grams'])
    .where('fi.forward_id', '=', forwardId)
    .execute();
}

/** Cancels the forwards and frees their items for other actions. */
export async function cancelForwards(
  trx: Transaction<Tables>,
  forwardIds: readonly number[],
): Promise<void> {
  await trx
    .updateTable('forwards')
    .set({ status: 'cancelled' })
    .where('forward_id', 'in', forwardIds)
    .execute();
  await mailLifecycle.cancelForwardRequests(trx, forwardIds);
}
