import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { MailItemsTable, Tables } from '#db/tables.ts';

/*
 * The one writer of a mail item's lifecycle (decision 071): its status and the action staff owe
 * on it change here and nowhere else, each through a function named for what happens to the item.
 * Lint (`portal/lifecycle-writer`) keeps it so.
 */

/** The columns only this module writes; the same list as the lint rule's. */
export type MailLifecycleColumn = 'status' | 'mail_action';

type MailRow = Selectable<MailItemsTable>;

/** What staff record of an arrived item; its status and pending action are this module's. */
export type ArrivedItem = Omit<
  Insertable<MailItemsTable>,
  MailLifecycleColumn | 'action_requested_at'
>;

/**
 * An item arrived: unopened, and pending scan straight away when the member's auto action asks
 * for it (that standing request counts as asked for on arrival).
 */
export async function receive(trx: Transaction<Tables>, item: ArrivedItem, pendingScan: boolean) {
  return trx
    .insertInto('mail_items')
    .values({
      ...item,
      status: MAIL_STATUS.unopened,
      mail_action: pendingScan ? PENDING_ACTION.scan : null,
      action_requested_at: pendingScan ? sql<Date>`now()` : null,
    })
    .returning(['mail_id', 'name', 'mail_type'])
    .executeTakeFirstOrThrow();
}

/** The member asks staff to scan, shred or forward the items. */
export async function requestAction(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  action: typeof PENDING_ACTION.scan | typeof PENDING_ACTION.shred | typeof PENDING_ACTION.forward,
): Promise<MailRow[]> {
  return changeItems(trx, mailIds, { mail_action: action });
}

export async function requestRescan(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  reason: string,
): Promise<MailRow[]> {
  return changeItems(trx, mailIds, { mail_action: PENDING_ACTION.rescan, rescan_reason: reason });
}

export async function requestReturnToSender(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  reason: string,
): Promise<MailRow[]> {
  return changeItems(trx, mailIds, {
    mail_action: PENDING_ACTION.returnToSender,
    return_reason: reason,
  });
}

/** The member withdraws what they asked for, and the reasons they gave with it. */
export async function cancelAction(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
): Promise<MailRow[]> {
  return changeItems(trx, mailIds, { mail_action: null, rescan_reason: null, return_reason: null });
}

/** The forwards were cancelled: their items no longer wait to be forwarded. */
export async function cancelForwardRequests(
  trx: Transaction<Tables>,
  forwardIds: readonly number[],
): Promise<void> {
  await trx
    .updateTable('mail_items')
    .set({ mail_action: null })
    .where('mail_action', '=', PENDING_ACTION.forward)
    .where('mail_id', 'in', (sub) =>
      sub.selectFrom('forward_items').select('mail_id').where('forward_id', 'in', forwardIds),
    )
    .execute();
}

/** Staff opened and scanned the item (a scan or a rescan): nothing is pending any more. */
export async function fulfilScan(
  trx: Transaction<Tables>,
  mailId: number,
  scannedAt: Date,
): Promise<void> {
  await trx
    .updateTable('mail_items')
    .set({ status: MAIL_STATUS.scanned, mail_action: null, date_scanned: scannedAt })
    .where('mail_id', '=', mailId)
    .execute();
}

/** Staff shredded the item or returned it to its sender, as the member asked. */
export async function fulfilDisposal(
  trx: Transaction<Tables>,
  mailId: number,
  status: typeof MAIL_STATUS.shredded | typeof MAIL_STATUS.returned,
): Promise<void> {
  await trx
    .updateTable('mail_items')
    .set({ status, mail_action: null })
    .where('mail_id', '=', mailId)
    .execute();
}

/** Staff posted the forward: its items are forwarded. Answers how many. */
export async function markForwardSent(
  trx: Transaction<Tables>,
  forwardId: number,
): Promise<number> {
  const items = await trx
    .updateTable('mail_items')
    .set({ status: MAIL_STATUS.forwarded, mail_action: null })
    .where('mail_id', 'in', (query) =>
      query.selectFrom('forward_items').select('mail_id').where('forward_id', '=', forwardId),
    )
    .executeTakeFirst();
  return Number(items.numUpdatedRows);
}

/**
 * The account was terminated (§9): the mail held for it is shredded, except items in a pending
 * forward (that forward was paid and staff may still post it). Answers how many.
 */
export async function shredHeldMail(trx: Transaction<Tables>, accountId: number): Promise<number> {
  const shredded = await trx
    .updateTable('mail_items')
    .set({ status: MAIL_STATUS.shredded, mail_action: null })
    .where('account_id', '=', accountId)
    .where('status', 'in', [MAIL_STATUS.unopened, MAIL_STATUS.scanned])
    .where((eb) =>
      eb.or([eb('mail_action', 'is', null), eb('mail_action', '!=', PENDING_ACTION.forward)]),
    )
    .returning('mail_id')
    .execute();
  return shredded.length;
}

/** Changes the items and answers them as they are now, by id. */
async function changeItems(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  change: Updateable<MailItemsTable>,
): Promise<MailRow[]> {
  const rows = await trx
    .updateTable('mail_items')
    .set(change)
    .where('mail_id', 'in', mailIds)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.mail_id - b.mail_id);
}
