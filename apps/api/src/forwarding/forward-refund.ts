import { sql, type Selectable, type Transaction } from 'kysely';
import type { ForwardsTable, Tables } from '#platform/db/tables.ts';
import {
  FORWARD_CHARGE_KEYS,
  postLedgerEntry,
  refundDebits,
  type LedgerText,
} from '#money/ledger.ts';

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
  const description: LedgerText = {
    key: 'ledger.forwardRefund',
    values: { forward: forward.forward_id },
  };
  const charges = await trx
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'amount_cents'])
    .where('account_id', '=', accountId)
    .where('amount_cents', '<', 0)
    .where('text_key', 'in', FORWARD_CHARGE_KEYS)
    // The expression of the index ledger_entries_forward (migration 0022).
    .where(sql<number>`(text_values->>'forward')::bigint`, '=', forward.forward_id)
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
