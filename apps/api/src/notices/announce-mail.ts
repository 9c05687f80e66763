import type { Kysely, Selectable, Transaction } from 'kysely';
import { portalLink, INBOX_URL } from '#brands/portal-links.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { MailItemsTable, Tables } from '#platform/db/tables.ts';
import { composeEmail, recipientOf } from '#notices/email-layout.ts';
import {
  mailDigestEmail,
  newItemArrivedEmail,
  THUMBNAIL,
  type ArrivedItem,
} from '#notices/mail-notice-emails.ts';
import type { EmailAttachment, EmailProvider } from '#platform/messages/messages.ts';
import type { Storage } from '#platform/storage/storage.ts';

export interface NoticeContext {
  db: Kysely<Tables>;
  storage: Storage;
  email: EmailProvider;
  /** Renders the envelope thumbnail (the OCR engine does); without it the envelope's PDF is attached instead. */
  ocr: { thumbnail(pdf: Uint8Array, page: number, width: number): Promise<Uint8Array> } | null;
  /** How many items wait for the member in Action Required, for the digest (decision 103). */
  actionRequiredTotal?: (accountId: number) => Promise<number>;
}

/** Lines of a scan an email quotes, each cut to a readable length. */
const FIRST_LINES = 3;
const LINE_LENGTH = 120;

/** What became of a new item's email. */
export type Announcement = 'sent' | 'in-digest' | 'not-wanted' | 'done-before';

/**
 * The email about one new item, for members who want one per item (emailActionNotification on,
 * seperateAlerts on): sender, kind, weight, the first lines of its scan, and the envelope as a
 * thumbnail when includePdf is on. Members who want a digest get the item in the next one; members
 * who want no email get none. The item is marked announced in the transaction that sends, so a job
 * run again (after a crash, or a send that failed and is retried) sends it once.
 */
export async function announceMail(ctx: NoticeContext, mailId: number): Promise<Announcement> {
  return ctx.db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('mail_items')
      .selectAll()
      .where('mail_id', '=', mailId)
      .where('notified_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!item) return 'done-before';
    const account = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', item.account_id)
      .executeTakeFirstOrThrow();
    const brand = findBrand(account.webpage);
    if (!account.email_action_notification || account.closed_at || !brand) {
      await markNotified(trx, [mailId]);
      return 'not-wanted';
    }
    if (!account.seperate_alerts) return 'in-digest';
    await markNotified(trx, [mailId]);
    const attachment = account.include_pdf ? await envelopeAttachment(ctx, item) : null;
    const message = composeEmail(brand, recipientOf(account), newItemArrivedEmail, {
      item: (await arrivedItems(trx, [item]))[0]!,
      thumbnail: attachment?.cid !== undefined,
      link: portalLink(account, INBOX_URL),
    });
    await ctx.email.send({ ...message, attachments: attachment ? [attachment] : [] });
    return 'sent';
  });
}

/**
 * The daily digest (seperateAlerts off): one email per member listing every item that arrived
 * since their last email, oldest first. Each member's items are marked in the transaction that
 * sends their email; a member whose email fails keeps their items for the retry. Answers how many
 * emails were sent.
 */
export async function sendMailDigests(ctx: NoticeContext): Promise<number> {
  const due = await ctx.db
    .selectFrom('mail_items')
    .innerJoin('accounts', 'accounts.account_id', 'mail_items.account_id')
    .select('accounts.account_id')
    .distinct()
    .where('mail_items.notified_at', 'is', null)
    .where('mail_items.recycled_at', 'is', null)
    .where('accounts.email_action_notification', '=', true)
    .where('accounts.seperate_alerts', '=', false)
    .where('accounts.closed_at', 'is', null)
    .execute();
  let sent = 0;
  for (const { account_id: accountId } of due) {
    if (await sendDigest(ctx, accountId)) sent += 1;
  }
  return sent;
}

async function sendDigest(ctx: NoticeContext, accountId: number): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const brand = findBrand(account.webpage);
    // Another server's digest job may hold them: they are its to send.
    const items = await trx
      .selectFrom('mail_items')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('notified_at', 'is', null)
      .where('recycled_at', 'is', null)
      .orderBy('date_received')
      .orderBy('mail_id')
      .forUpdate()
      .skipLocked()
      .execute();
    if (items.length === 0 || !brand) return false;
    await markNotified(
      trx,
      items.map((item) => item.mail_id),
    );
    await ctx.email.send(
      composeEmail(brand, recipientOf(account), mailDigestEmail, {
        items: await arrivedItems(trx, items),
        actionRequired: (await ctx.actionRequiredTotal?.(accountId)) ?? 0,
        link: portalLink(account, INBOX_URL),
      }),
    );
    return true;
  });
}

async function markNotified(trx: Transaction<Tables>, mailIds: number[]) {
  await trx
    .updateTable('mail_items')
    .set({ notified_at: new Date() })
    .where('mail_id', 'in', mailIds)
    .execute();
}

/** The items as the emails describe them, with the first lines of each one's scan. */
async function arrivedItems(
  trx: Transaction<Tables>,
  items: Selectable<MailItemsTable>[],
): Promise<ArrivedItem[]> {
  const pages = await trx
    .selectFrom('scan_pages')
    .select(['mail_id', 'text'])
    .where(
      'mail_id',
      'in',
      items.map((item) => item.mail_id),
    )
    .where('text', '<>', '')
    .orderBy('mail_id')
    .orderBy('kind') // 'contents' before 'envelope': the letter says more than its envelope
    .orderBy('page')
    .execute();
  return items.map((item) => ({
    parcel: item.mail_type !== 0,
    sender: item.sender,
    grams: item.weight_grams,
    receivedAt: item.date_received.getTime(),
    firstLines: pages
      .filter((page) => page.mail_id === item.mail_id)
      .flatMap((page) => page.text.split('\n'))
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, FIRST_LINES)
      .map((line) => (line.length > LINE_LENGTH ? `${line.slice(0, LINE_LENGTH - 1)}…` : line)),
  }));
}

/**
 * The envelope as the email carries it (includePdf): a thumbnail of its first page shown in the
 * email, or, on a server without the renderer, the envelope's PDF attached.
 */
async function envelopeAttachment(
  ctx: NoticeContext,
  item: Selectable<MailItemsTable>,
): Promise<EmailAttachment | null> {
  const pdf = item.envelope_key ? await ctx.storage.get(item.envelope_key) : null;
  if (!pdf) return null;
  if (!ctx.ocr) return { filename: 'envelope.pdf', contentType: 'application/pdf', content: pdf };
  return {
    filename: THUMBNAIL.filename,
    contentType: 'image/png',
    content: await ctx.ocr.thumbnail(pdf, 1, THUMBNAIL.width * 2),
    cid: THUMBNAIL.cid,
  };
}
