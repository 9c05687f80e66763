import type { components } from '@portal/api-client/schema';
import { isParcel } from '@portal/domain/mail-status';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AddressesTable, MailItemsTable, Tables } from '#db/tables.ts';
import type { Shipment } from '#forwarding/rate-card.ts';
import { toDollars } from '#http/money.ts';
import { notFound } from '#http/problem.ts';
import { mailOf } from '#mail/queries.ts';

type ForwardLogEntry = components['schemas']['ForwardLogEntry'];

/** The part of a mail item the rate cards read. */
export type ShippedItem = Pick<
  Selectable<MailItemsTable>,
  'mail_id' | 'mail_type' | 'weight_grams'
>;

/** The member's items by id, as a quote reads them; another member's id answers 404 like a missing one. */
export async function itemsOf(
  db: Kysely<Tables>,
  accountId: number,
  mailIds: readonly number[],
): Promise<ShippedItem[]> {
  const rows = await mailOf(db, accountId)
    .select(['mail_id', 'mail_type', 'weight_grams'])
    .where('mail_id', 'in', mailIds)
    .execute();
  const found = new Set(rows.map((row) => row.mail_id));
  const missing = mailIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Mail item ${missing}`);
  return rows;
}

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
  if (!address) throw notFound(`Address ${addressId}`);
  return address;
}

/** The items sent together to the address, as the rate cards price them. */
export function shipmentOf(
  address: Pick<Selectable<AddressesTable>, 'domestic' | 'postcode' | 'country'>,
  items: readonly ShippedItem[],
): Shipment {
  return {
    destination: {
      domestic: address.domestic,
      postcode: address.postcode,
      country: address.country,
    },
    weightGrams: items.reduce((sum, item) => sum + item.weight_grams, 0),
    hasParcel: items.some((item) => isParcel({ mailType: item.mail_type })),
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
  let select = q
    .selectFrom('forwards as f')
    .innerJoin('addresses as a', 'a.address_id', 'f.address_id')
    .select([
      'f.forward_id',
      'f.service',
      'f.tracking_number',
      'f.postage_cents',
      'f.product_fee_cents',
      'f.date_sent',
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
  if (forwardIds) select = select.where('f.forward_id', 'in', forwardIds);
  if (status === 'sent') select = select.orderBy('f.date_sent', 'desc');
  const rows = await select.orderBy('f.forward_id', 'desc').execute();
  return rows.map((row) => ({
    forwardId: row.forward_id,
    address: {
      street: [row.street, row.street2].filter(Boolean).join(', '),
      city: row.city,
      postcode: row.postcode,
      state: row.state,
      country: row.country,
    },
    service: row.service,
    numberOfItems: row.number_of_items,
    trackingNumber: row.tracking_number,
    ausPostFee: toDollars(row.postage_cents),
    productFee: toDollars(row.product_fee_cents),
    dateSent: row.date_sent ? new Date(row.date_sent).toISOString() : null,
  }));
}
