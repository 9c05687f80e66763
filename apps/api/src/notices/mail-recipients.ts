import type { Kysely, Selectable, Transaction } from 'kysely';
import { findBrand } from '#brands/brand-registry.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { composeEmail, type EmailTemplate, type Recipient } from '#notices/email-layout.ts';
import { queueEmail } from '#platform/job-queue.ts';

/*
 * Who the emails about mail go to (decision 105, issue 39): every user of the account whose own
 * settings ask for them, each at their own address, in the account's language. Account-level
 * emails (billing, receipts, lifecycle, security) stay the holder's (notify-member.ts).
 */

/** A user who wants emails about the account's mail, and how (their own settings). */
export interface MailRecipient {
  userId: number;
  to: Recipient;
  /** One email per new item; otherwise the daily digest (seperateAlerts). */
  separate: boolean;
  /** The per-item email shows the envelope (includePdf). */
  includePdf: boolean;
  /** The emails quote the first lines of each item's scan (quoteScanText). */
  quoteScanText: boolean;
}

type Account = Pick<
  Selectable<AccountsTable>,
  'account_id' | 'first_name' | 'last_name' | 'language' | 'time_zone' | 'closed_at'
>;

/**
 * The account's users who want emails about its mail (emailActionNotification on), the holder
 * first; nobody once the account is closed.
 */
export async function mailRecipients(
  db: Kysely<Tables>,
  account: Account,
): Promise<MailRecipient[]> {
  if (account.closed_at !== null) return [];
  const users = await db
    .selectFrom('account_users')
    .select([
      'user_id',
      'email',
      'name',
      'is_holder',
      'seperate_alerts',
      'include_pdf',
      'quote_scan_text',
    ])
    .where('account_id', '=', account.account_id)
    .where('email_action_notification', '=', true)
    .orderBy('is_holder', 'desc')
    .orderBy('user_id')
    .execute();
  return users.map((user) => ({
    userId: user.user_id,
    to: {
      email: user.email,
      firstName: user.is_holder ? account.first_name : user.name,
      lastName: user.is_holder ? account.last_name : '',
      language: account.language,
      timeZone: account.time_zone,
    },
    separate: user.seperate_alerts,
    includePdf: user.include_pdf,
    quoteScanText: user.quote_scan_text,
  }));
}

/**
 * The account, its brand and the users who want emails about its mail, read in the job's
 * transaction; nobody when the account's brand is no longer served.
 */
export async function accountRecipients(trx: Transaction<Tables>, accountId: number) {
  const account = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const brand = findBrand(account.webpage);
  return { account, brand, users: brand ? await mailRecipients(trx, account) : [] };
}

/**
 * Queues an email about the account's mail to each user who wants them, in the caller's
 * transaction (a sender rule's action: never kept for a digest, it can be undone only until staff
 * act).
 */
export async function notifyMailRecipients<Values>(
  trx: Transaction<Tables>,
  account: Account & { webpage: string },
  template: EmailTemplate<Values>,
  values: Values,
): Promise<void> {
  const brand = findBrand(account.webpage);
  if (!brand) return;
  for (const { to } of await mailRecipients(trx, account)) {
    await queueEmail(trx, composeEmail(brand, to, template, values));
  }
}
