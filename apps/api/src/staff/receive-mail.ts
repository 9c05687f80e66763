import { lockAccount } from '#platform/db/account-row.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { storeScan } from '#mail/store-scan.ts';
import { queueScanFollowUp } from '#ocr/ocr-scan.ts';
import type { AutoAction } from '@portal/domain/auto-action';
import { arrivalAction } from '@portal/domain/mail-lifecycle';
import { PENDING_ACTION } from '@portal/domain/mail-status';
import { envelopeCharge } from '@portal/domain/scan-fee';
import { payerOf } from '#mail/rules.ts';
import { postAlert } from '#notices/post-alert.ts';
import { INBOX_URL } from '#brands/portal-links.ts';
import { itemValues, itemKind } from '#contract/item-values.ts';
import { accountBySuite, auditItem, StaffError, type StaffContext } from '#staff/staff-context.ts';
import { scanPlanOf } from '#mail/scan-plan.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry } from '#money/ledger.ts';
import { queueRules } from '#mail-rules/apply-rules.ts';
import type { ProtectedKind } from '#platform/db/tables.ts';

/** The heaviest item the portal shows (openapi MailItem.weight). */
const MAX_WEIGHT_GRAMS = 100_000;

export interface ReceivedItem {
  suite: string;
  /** The envelope (or parcel label) as a PDF; see scanPdf for photos. */
  envelopePdf: Uint8Array;
  weightGrams: number;
  parcel: boolean;
  sender?: string;
  blurb?: string;
  /** When it arrived, if logged afterwards; now otherwise. */
  receivedAt?: Date;
  /** What staff saw it is (`--kind`): no rule acts on it, the member decides (decision 102). */
  kind?: ProtectedKind;
}

export interface ReceiveResult {
  mailId: number;
  /** The member's auto action asked for the letter to be opened and scanned. */
  pendingScan: boolean;
  envelopeFeeCents: number;
}

/**
 * Records an item that arrived for a suite (`ops receive`): unopened (status 2), its envelope scan
 * stored and searchable, the envelope fee charged, an audit line and an alert for the member. A letter
 * is marked pending scan straight away only as arrivalAction (decision 072) says: the member asked
 * for every letter to be opened, is not paused and can pay for it. Parcels are never opened, and a
 * parcel-forward-only plan scans nothing.
 *
 * The envelope fee is posted even when the balance cannot cover it: the mail has arrived either way,
 * and §9's standing rules (locked below zero, no scanning after 14 days) take over from there. A
 * paused account is charged no fees (§9).
 */
export async function receiveMail(ctx: StaffContext, item: ReceivedItem): Promise<ReceiveResult> {
  if (!Number.isInteger(item.weightGrams) || item.weightGrams < 0) {
    throw new StaffError('The weight must be a whole number of grams');
  }
  if (item.weightGrams > MAX_WEIGHT_GRAMS) {
    throw new StaffError(`The weight must be at most ${MAX_WEIGHT_GRAMS} grams`);
  }
  const sender = item.sender?.trim() ?? '';
  const { account_id: accountId } = await accountBySuite(ctx.db, item.suite);
  const mailType = item.parcel ? 1 : 0;

  return ctx.db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, accountId);
    const plan = await scanPlanOf(trx, account);
    const pending = plan?.parcelForwardOnly
      ? null
      : arrivalAction(
          { mailType },
          {
            autoAction: account.auto_action as AutoAction,
            paused: account.status === 'On Hold',
            payer: payerOf(account),
            prices: plan?.prices ?? null,
          },
        );
    const pendingScan = pending === PENDING_ACTION.scan;
    const row = await mailLifecycle.receive(
      trx,
      {
        account_id: accountId,
        name: sender || itemKind(mailType),
        sender,
        blurb: item.blurb?.trim() ?? '',
        mail_type: mailType,
        weight_grams: item.weightGrams,
        ...(item.receivedAt === undefined ? {} : { date_received: item.receivedAt }),
        protected_kind: item.kind ?? null,
      },
      pending,
    );
    const scan = await storeScan(ctx, row.mail_id, 'envelope', item.envelopePdf, trx);
    // OCR of a photographed envelope, then the email saying what arrived (emailActionNotification).
    await queueScanFollowUp(trx, row.mail_id, 'envelope', { ...scan, announce: true });
    // The member's rules, now when the envelope has its text, else after its OCR (decision 102).
    if (scan.pagesWithoutText === 0) await queueRules(trx, row.mail_id);

    const fee = account.status === 'Active' ? envelopeCharge(plan?.prices ?? null) : 0;
    if (fee > 0) {
      await postLedgerEntry(trx, accountId, {
        amount: -fee,
        description: { key: 'ledger.envelopeScan', values: itemValues(row) },
        planName: plan?.planName,
      });
    }
    await audit(trx, accountId, {
      key: 'audit.mail.received',
      values: { ...auditItem(row), grams: item.weightGrams },
    });
    await postAlert(
      trx,
      accountId,
      { key: pendingScan ? 'alert.arrivedToScan' : 'alert.arrived', values: itemValues(row) },
      INBOX_URL,
    );
    return { mailId: row.mail_id, pendingScan, envelopeFeeCents: fee };
  });
}
