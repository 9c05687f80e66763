import type { Selectable, Transaction } from 'kysely';
import type { ForwardsTable, Tables } from '#db/tables.ts';
import { postLedgerEntry, refundDebits } from '#services/ledger.ts';

/** How the ledger names a charge of a forward (its creation and each addition): `Forward #12:`. */
export const forwardChargeName = (forwardId: number) => `Forward #${forwardId}:`;

/**
 * Gives back what a cancelled forward cost, in the caller's transaction with the account locked:
 * its charges are reversed with the credit lots they took, at their own expiry dates (decision
 * 074). A forward whose charges the ledger does not name (the demo's history, written before
 * charges named their forward) gets the rest back as a plain refund.
 */
export async function refundForward(
  trx: Transaction<Tables>,
  accountId: number,
  forward: Pick<Selectable<ForwardsTable>, 'forward_id' | 'postage_cents' | 'product_fee_cents'>,
): Promise<void> {
  const description = `Refund of cancelled forward #${forward.forward_id}`;
  const charges = await trx
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'amount_cents'])
    .where('account_id', '=', accountId)
    .where('amount_cents', '<', 0)
    .where('description', 'like', `${forwardChargeName(forward.forward_id)}%`)
    .execute();
  await refundDebits(
    trx,
    accountId,
    charges.map((charge) => charge.transaction_id),
    description,
  );
  const unnamed =
    forward.postage_cents +
    forward.product_fee_cents +
    charges.reduce((sum, charge) => sum + charge.amount_cents, 0);
  if (unnamed > 0) await postLedgerEntry(trx, accountId, { amount: unnamed, description });
}
