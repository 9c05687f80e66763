import type { Kysely, Selectable, Transaction } from 'kysely';
import { awaitsMember, type MailStatus, type PendingAction } from '@portal/domain/mail-status';
import { portalLink, INBOX_URL } from '#brands/portal-links.ts';
import type { MailItemsTable, Tables } from '#platform/db/tables.ts';
import { composeEmail } from '#notices/email-layout.ts';
import { accountRecipients, type MailRecipient } from '#notices/mail-recipients.ts';
import {
  mailDigestEmail,
  newItemArrivedEmail,
  THUMBNAIL,
  type ArrivedItem,
} from '#notices/mail-notice-emails.ts';
import type { EmailAttachment, EmailProvider } from '#platform/messages/messages.ts';
import type { Storage } from '#platform/storage/storage.ts';
import { storedPdf } from '#notices/scan-attachment.ts';

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
 * The emails about one new item (decision 105): one to each user who wants one per item (their own
 * emailActionNotification and seperateAlerts on), at their own address, with the envelope as a
 * thumbnail when their own includePdf is on: sender, kind, weight, and the first lines of its
 * scan when their own quoteScanText is on.
 * Users who want a digest get the item in their next one; users who want no email get none. The
 * item is marked announced in the transaction that sends, so a job run again (after a crash, or a
 * send that failed and is retried) sends it once.
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
    const { account, brand, users } = await accountRecipients(trx, item.account_id);
    await markDone(trx, 'notified_at', [mailId]);
    // Nobody waits for a digest naming it: no digest sent later, to whoever switches, names it.
    if (!users.some((user) => !user.separate)) await markDone(trx, 'digested_at', [mailId]);
    const perItem = users.filter((user) => user.separate);
    if (!brand || perItem.length === 0) return users.length > 0 ? 'in-digest' : 'not-wanted';
    const arrived = (await arrivedItems(trx, [item]))[0]!;
    const link = portalLink(account, INBOX_URL);
    const envelope = perItem.some((user) => user.includePdf)
      ? await envelopeAttachment(ctx, item)
      : null;
    for (const user of perItem) {
      const attachment = user.includePdf ? envelope : null;
      const message = composeEmail(brand, user.to, newItemArrivedEmail, {
        item: quotedFor(user, arrived),
        thumbnail: attachment?.cid !== undefined,
        link,
      });
      await ctx.email.send({ ...message, attachments: attachment ? [attachment] : [] });
    }
    return 'sent';
  });
}

/**
 * The daily digest: one email to each user who wants one (their own emailActionNotification on,
 * seperateAlerts off), listing the account's items that arrived since the last digest and still
 * await the member, oldest first. An account's items are marked in the transaction that sends its users' emails; an
 * account whose email fails keeps its items for the retry. Answers how many emails were sent.
 */
export async function sendMailDigests(ctx: NoticeContext): Promise<number> {
  const due = await ctx.db
    .selectFrom('mail_items')
    .innerJoin('accounts', 'accounts.account_id', 'mail_items.account_id')
    .innerJoin('account_users', 'account_users.account_id', 'mail_items.account_id')
    .select('accounts.account_id')
    .distinct()
    .where('mail_items.digested_at', 'is', null)
    .where('mail_items.recycled_at', 'is', null)
    .where('account_users.email_action_notification', '=', true)
    .where('account_users.seperate_alerts', '=', false)
    .where('accounts.closed_at', 'is', null)
    .execute();
  let sent = 0;
  for (const { account_id: accountId } of due) {
    sent += await sendDigests(ctx, accountId);
  }
  return sent;
}

async function sendDigests(ctx: NoticeContext, accountId: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const recipients = await accountRecipients(trx, accountId);
    const { account, brand } = recipients;
    const users = recipients.users.filter((user) => !user.separate);
    // Another server's digest job may hold them: they are its to send.
    const items = await trx
      .selectFrom('mail_items')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('digested_at', 'is', null)
      .where('recycled_at', 'is', null)
      .orderBy('date_received')
      .orderBy('mail_id')
      .forUpdate()
      .skipLocked()
      .execute();
    if (items.length === 0 || !brand || users.length === 0) return 0;
    await markDone(
      trx,
      'digested_at',
      items.map((item) => item.mail_id),
    );
    // Items already on their way out (the member forwarded or shredded them) are not news.
    const waiting = items.filter((item) =>
      awaitsMember({
        status: item.status as MailStatus,
        mailActions: item.mail_action as PendingAction | null,
      }),
    );
    if (waiting.length === 0) return 0;
    const arrived = await arrivedItems(trx, waiting);
    const actionRequired = (await ctx.actionRequiredTotal?.(accountId)) ?? 0;
    const link = portalLink(account, INBOX_URL);
    for (const user of users) {
      const items = arrived.map((item) => quotedFor(user, item));
      await ctx.email.send(
        composeEmail(brand, user.to, mailDigestEmail, { items, actionRequired, link }),
      );
    }
    return users.length;
  });
}

/** The item as the user's email tells of it: its scan's first lines only if they asked for them. */
const quotedFor = (user: MailRecipient, item: ArrivedItem): ArrivedItem =>
  user.quoteScanText ? item : { ...item, firstLines: [] };

/** Marks the items' own emails (notified_at) or their digests (digested_at) done. */
async function markDone(
  trx: Transaction<Tables>,
  column: 'notified_at' | 'digested_at',
  mailIds: number[],
) {
  const now = new Date();
  await trx
    .updateTable('mail_items')
    .set(column === 'notified_at' ? { notified_at: now } : { digested_at: now })
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
  const pdf = await storedPdf(ctx.storage, item.envelope_key, 'envelope.pdf');
  if (!pdf || !ctx.ocr) return pdf;
  return {
    filename: THUMBNAIL.filename,
    contentType: 'image/png',
    content: await ctx.ocr.thumbnail(pdf.content, 1, THUMBNAIL.width * 2),
    cid: THUMBNAIL.cid,
  };
}
