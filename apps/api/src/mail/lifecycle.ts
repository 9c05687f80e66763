import type { MailActionContext } from '@portal/domain/mail-actions';
import {
  transitionMail,
  type MailLifecycleRefusal,
  type MailPosting,
  type MailRequest,
} from '@portal/domain/mail-lifecycle';
import {
  MAIL_STATUS,
  PENDING_ACTION,
  type MailStatus,
  type PendingAction,
} from '@portal/domain/mail-status';
import type { Payer } from '@portal/domain/paid-work';
import type { ScanPrices } from '@portal/domain/scan-fee';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { MailItemsTable, Tables } from '#platform/db/tables.ts';

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
 * An item arrived: unopened, with the pending action arrivalAction (mail-lifecycle.ts) gave it; the
 * member's standing request counts as asked for on arrival.
 */
export async function receive(
  trx: Transaction<Tables>,
  item: ArrivedItem,
  pending: PendingAction | null,
) {
  return trx
    .insertInto('mail_items')
    .values({
      ...item,
      status: MAIL_STATUS.unopened,
      mail_action: pending,
      action_requested_at: pending === null ? null : sql<Date>`now()`,
    })
    .returning(['mail_id', 'name', 'mail_type'])
    .executeTakeFirstOrThrow();
}

/** What a request needs besides the item: the account's standing and plan, and who pays. */
export interface RequestFacts {
  context: Omit<MailActionContext, 'locked'>;
  payer: Payer;
  prices: ScanPrices | null;
}

/** What a member gives with a request: the reason of a rescan or of a return to sender. */
export type RequestDetails = Pick<Updateable<MailItemsTable>, 'rescan_reason' | 'return_reason'>;

/** The mail machine refused a request on one item; nothing was changed. */
export class MailRefused extends Error {
  constructor(
    readonly code: MailLifecycleRefusal,
    readonly mailId: number,
  ) {
    super(`Mail item ${mailId}: ${code}`);
  }
}

export const mailStateOf = (row: Pick<MailRow, 'status' | 'mail_action' | 'mail_type'>) => ({
  status: row.status as MailStatus,
  mailActions: row.mail_action as PendingAction | null,
  mailType: row.mail_type,
});

/**
 * The member asks for `action` on the items (decision 072): each item goes through the mail
 * machine, and one refusal refuses the whole request (MailRefused) before anything changes. Deleting
 * an item still on the shelf asks staff to shred it and moves it to Deleted Items.
 */
export async function request(
  trx: Transaction<Tables>,
  rows: readonly MailRow[],
  action: MailRequest,
  facts: RequestFacts,
  details: RequestDetails = {},
): Promise<MailRow[]> {
  // Items the machine leaves alike are written together: one update per resulting pending action.
  const groups = new Map<string, { change: Updateable<MailItemsTable>; mailIds: number[] }>();
  for (const row of rows) {
    const next = transitionMail(mailStateOf(row), { type: 'request', action, ...facts });
    if (!next.ok) throw new MailRefused(next.code, row.mail_id);
    const key = `${next.item.mailActions} ${next.deleted}`;
    const group: { change: Updateable<MailItemsTable>; mailIds: number[] } = groups.get(key) ?? {
      change: {
        mail_action: next.item.mailActions,
        ...details,
        ...(next.deleted ? { recycled_at: new Date() } : {}),
      },
      mailIds: [],
    };
    group.mailIds.push(row.mail_id);
    groups.set(key, group);
  }
  const changed: MailRow[] = [];
  for (const { change, mailIds } of groups.values()) {
    changed.push(...(await changeItems(trx, mailIds, change)));
  }
  return changed.sort((a, b) => a.mail_id - b.mail_id);
}

/**
 * The items joined a paid forward (forwarding/queries.ts addItems): the forward's caller has
 * checked them as a `forward` request and charged the postage.
 */
export async function requestForward(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
): Promise<MailRow[]> {
  return changeItems(trx, mailIds, { mail_action: PENDING_ACTION.forward });
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

/**
 * Staff opened and scanned the item (a scan or a rescan) with `pages` pages: nothing is pending any
 * more. Answers the charge the machine names for it (none for a free plan); a parcel is refused
 * (MailRefused `parcel_not_opened`) and left as it was.
 */
export async function fulfilScan(
  trx: Transaction<Tables>,
  item: MailRow,
  { pages, prices, scannedAt }: { pages: number; prices: ScanPrices | null; scannedAt: Date },
): Promise<MailPosting[]> {
  const next = transitionMail(mailStateOf(item), { type: 'fulfil', pages, prices });
  if (!next.ok) throw new MailRefused(next.code, item.mail_id);
  await trx
    .updateTable('mail_items')
    .set({
      status: next.item.status,
      mail_action: next.item.mailActions,
      date_scanned: scannedAt,
    })
    .where('mail_id', '=', item.mail_id)
    .execute();
  return next.postings;
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
 * The account has ended: terminated (§9), or closed after its notice with the member's choice for
 * what is still held. Every held item is shredded or returned to its sender, except items in a
 * pending forward (that forward was paid and staff may still post it). Answers how many.
 */
export async function disposeHeldMail(
  trx: Transaction<Tables>,
  accountId: number,
  disposal: 'shred' | 'returnToSender',
): Promise<number> {
  const disposed = await trx
    .updateTable('mail_items')
    .set({
      status: disposal === 'shred' ? MAIL_STATUS.shredded : MAIL_STATUS.returned,
      mail_action: null,
    })
    .where('account_id', '=', accountId)
    .where('status', 'in', [MAIL_STATUS.unopened, MAIL_STATUS.scanned])
    .where((eb) =>
      eb.or([eb('mail_action', 'is', null), eb('mail_action', '!=', PENDING_ACTION.forward)]),
    )
    .returning('mail_id')
    .execute();
  return disposed.length;
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
