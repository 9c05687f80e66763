import { accountStanding, negativeSince } from '@portal/domain/account-standing';
import { PENDING_ACTION } from '@portal/domain/mail-status';
import type { Selectable, Transaction } from 'kysely';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { storeScan } from '#mail/store-scan.ts';
import { queueScanFollowUp } from '#ocr/ocr-scan.ts';
import { postAlert } from '#notices/post-alert.ts';
import { queueActionDone } from '#notices/action-done.ts';
import { INBOX_URL } from '#brands/portal-links.ts';
import { itemValues } from '#contract/item-values.ts';
import { scanKindOf } from '@portal/domain/scan-fee';
import { auditItem, lockMailItem, StaffError, type StaffContext } from '#staff/staff-context.ts';
import { scanPlanOf } from '#mail/scan-plan.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry } from '#money/ledger.ts';
import { toDollars } from '#contract/money.ts';

export interface ScanResult {
  pages: number;
  chargeCents: number;
  balanceCents: number;
}

/**
 * Fulfils a pending scan or rescan (`ops scan`): stores the contents PDF (searchable), marks the item
 * opened and scanned with nothing pending and today's scan date, and charges the plan's price (see
 * decision 072), all in one transaction with the account row locked; an audit line, an alert and
 * the emails the account's users asked for (decision 112).
 *
 * The charge may take the balance below zero, as the member asked for the scan while they could pay;
 * once it has been below zero for more than 14 days, scanning stops (§9) and this refuses.
 */
export async function fulfilScan(
  ctx: StaffContext,
  mailId: number,
  contentsPdf: Uint8Array,
  now = new Date(),
): Promise<ScanResult> {
  return ctx.db.transaction().execute(async (trx) => {
    // Like every charge, the account row is locked first; then the item, against a member's cancel.
    const { account, item } = await lockMailItem(trx, mailId);
    if (item.mail_action !== PENDING_ACTION.scan && item.mail_action !== PENDING_ACTION.rescan) {
      throw new StaffError(`Mail item ${mailId} has no scan or rescan pending`);
    }
    await ensureScanningAllowed(trx, account, now);

    const scan = await storeScan(ctx, mailId, 'contents', contentsPdf, trx);
    await queueScanFollowUp(trx, mailId, 'contents', { ...scan, announce: false });
    const pages = scan.pageCount;
    const plan = await scanPlanOf(trx, account);
    const postings = await mailLifecycle
      .fulfilScan(trx, item, { pages, prices: plan?.prices ?? null, scannedAt: now })
      .catch((error: unknown) => {
        if (error instanceof mailLifecycle.MailRefused && error.code === 'parcel_not_opened') {
          throw new StaffError(`Mail item ${mailId} is a parcel: parcels are never opened`);
        }
        throw error;
      });
    const charge = postings.reduce((sum, posting) => sum - posting.amount, 0);
    // A rescan of a letter never opened is its first opening, and is priced and named so.
    const opened = scanKindOf(mailLifecycle.mailStateOf(item)) === 'scan';
    const balance =
      charge > 0
        ? (
            await postLedgerEntry(trx, account.account_id, {
              amount: -charge,
              description: {
                key: opened ? 'ledger.scanOpened' : 'ledger.scanAgain',
                values: { ...itemValues(item), pages },
              },
              planName: plan?.planName,
            })
          ).balance_cents
        : account.balance_cents;
    await audit(trx, account.account_id, {
      key: opened ? 'audit.mail.openedScanned' : 'audit.mail.rescanned',
      values: { ...auditItem(item), pages, amount: toDollars(charge) },
    });
    await postAlert(
      trx,
      account.account_id,
      { key: 'alert.scanned', values: itemValues(item) },
      INBOX_URL,
    );
    await queueActionDone(trx, { action: 'scanned', accountId: account.account_id, mailId });
    return { pages, chargeCents: charge, balanceCents: balance };
  });
}

async function ensureScanningAllowed(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
  now: Date,
) {
  if (account.balance_cents >= 0) return;
  const ledger = await trx
    .selectFrom('ledger_entries')
    .select(['date', 'balance_after_cents'])
    .where('account_id', '=', account.account_id)
    .execute();
  const standing = accountStanding(
    {
      balance: account.balance_cents,
      negativeSince: negativeSince(
        ledger.map((row) => ({ date: row.date, balance: row.balance_after_cents })),
      ),
      status: account.status,
    },
    now,
  );
  if (!standing.canScan) {
    throw new StaffError(
      `Scanning has stopped for this account: its balance has been below zero for ${standing.daysNegative} days`,
    );
  }
}
