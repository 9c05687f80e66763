import { trackingUrl } from '@portal/domain/tracking';
import type { Selectable, Transaction } from 'kysely';
import { FORWARD_LOG_URL, itemUrl, portalLink } from '#brands/portal-links.ts';
import { itemValues, scanFileName } from '#contract/item-values.ts';
import type { ActionDoneNoticesTable, DoneAction, Tables } from '#platform/db/tables.ts';
import { addJob } from '#platform/job-queue.ts';
import type { EmailAttachment } from '#platform/messages/messages.ts';
import {
  forwardDoneEmail,
  returnDoneEmail,
  scanDoneEmail,
  type ScanDelivery,
  shredDoneEmail,
} from '#notices/action-done-emails.ts';
import type { NoticeContext } from '#notices/announce-mail.ts';
import { composeEmail, type EmailTemplate } from '#notices/email-layout.ts';
import { accountRecipients, type MailRecipient } from '#notices/mail-recipients.ts';
import { ATTACHMENT_LIMIT_BYTES, storedPdf } from '#notices/scan-attachment.ts';

/*
 * Emails when staff finish what a member asked for (issue 41, decision 112). The staff command
 * records the finished action and queues its job in its own transaction, so the email goes only if
 * the action was committed; the job marks the record emailed in the transaction that sends, so a
 * run again after a crash or a failed send sends nothing twice.
 */

export type FinishedAction =
  | { action: Exclude<DoneAction, 'forwarded'>; accountId: number; mailId: number }
  | { action: 'forwarded'; accountId: number; forwardId: number };

/** Records a finished action and queues its emails, in the staff command's transaction. */
export async function queueActionDone(
  trx: Transaction<Tables>,
  finished: FinishedAction,
): Promise<void> {
  const { action_done_notice_id: noticeId } = await trx
    .insertInto('action_done_notices')
    .values({
      account_id: finished.accountId,
      action: finished.action,
      mail_id: 'mailId' in finished ? finished.mailId : null,
      forward_id: 'forwardId' in finished ? finished.forwardId : null,
    })
    .returning('action_done_notice_id')
    .executeTakeFirstOrThrow();
  await addJob(trx, 'announce-action-done', { noticeId });
}

/** What became of a finished action's emails. */
export type ActionDoneOutcome = 'sent' | 'not-wanted' | 'done-before';

/**
 * Sends the emails about one finished action to each user who wants emails about mail (their own
 * emailActionNotification on), at their own address, in the account's language: one email per
 * action whether they take new mail one item at a time or in the digest, since seperateAlerts is
 * about what arrives and this answers a request of the member's own (decision 112).
 */
export async function announceActionDone(
  ctx: Pick<NoticeContext, 'db' | 'storage' | 'email'>,
  noticeId: number,
): Promise<ActionDoneOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('action_done_notices')
      .selectAll()
      .where('action_done_notice_id', '=', noticeId)
      .where('emailed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!notice) return 'done-before';
    await trx
      .updateTable('action_done_notices')
      .set({ emailed_at: new Date() })
      .where('action_done_notice_id', '=', noticeId)
      .execute();
    const { account, brand, users } = await accountRecipients(trx, notice.account_id);
    if (!brand || users.length === 0) return 'not-wanted';
    const emailTo = await emailsFor(ctx, trx, notice, users, (path) => portalLink(account, path));
    for (const user of users) {
      const { template, values, attachments } = emailTo(user);
      await ctx.email.send({ ...composeEmail(brand, user.to, template, values), attachments });
    }
    return 'sent';
  });
}

/** One user's email: a template with its values, and the files it carries. */
interface UserEmail {
  template: EmailTemplate<never>;
  values: never;
  attachments: EmailAttachment[];
}

const userEmail = <Values>(
  template: EmailTemplate<Values>,
  values: Values,
  attachments: EmailAttachment[] = [],
): UserEmail => ({
  template: template as EmailTemplate<never>,
  values: values as never,
  attachments,
});

/**
 * Each user's email about the action: the same for everyone but a scan's, which is attached for
 * users who asked for scans (includePdf) when it is within the limit. The scan is read once, and
 * only when someone wants it.
 */
async function emailsFor(
  ctx: Pick<NoticeContext, 'storage'>,
  trx: Transaction<Tables>,
  notice: Pick<Selectable<ActionDoneNoticesTable>, 'action' | 'mail_id' | 'forward_id'>,
  users: MailRecipient[],
  link: (path: string) => string,
): Promise<(user: MailRecipient) => UserEmail> {
  if (notice.action === 'forwarded') {
    const forward = await trx
      .selectFrom('forwards')
      .select(['carrier', 'service', 'tracking_number'])
      .select((eb) =>
        eb
          .selectFrom('forward_items')
          .select(eb.fn.countAll<string>().as('count'))
          .whereRef('forward_items.forward_id', '=', 'forwards.forward_id')
          .as('items'),
      )
      .where('forward_id', '=', notice.forward_id!)
      .executeTakeFirstOrThrow();
    const tracking = forward.tracking_number ?? '';
    const email = userEmail(forwardDoneEmail, {
      items: Number(forward.items),
      carrier: forward.carrier,
      service: forward.service,
      tracking,
      trackingLink: tracking ? trackingUrl(forward.carrier, tracking) : null,
      link: link(FORWARD_LOG_URL),
    });
    return () => email;
  }
  const item = await trx
    .selectFrom('mail_items')
    .select(['mail_id', 'mail_type', 'name', 'page_count', 'contents_key'])
    .where('mail_id', '=', notice.mail_id!)
    .executeTakeFirstOrThrow();
  const values = { item: itemValues(item), link: link(itemUrl(item.mail_id)) };
  if (notice.action === 'shredded') return () => userEmail(shredDoneEmail, values);
  if (notice.action === 'returned') return () => userEmail(returnDoneEmail, values);
  const pdf = users.some((user) => user.includePdf)
    ? await storedPdf(ctx.storage, item.contents_key, scanFileName(item))
    : null;
  const fits = pdf !== null && pdf.content.byteLength <= ATTACHMENT_LIMIT_BYTES;
  return (user) => {
    const scan: ScanDelivery = !user.includePdf || !pdf ? 'link' : fits ? 'attached' : 'too-large';
    return userEmail(
      scanDoneEmail,
      { ...values, pages: item.page_count, scan, limitMb: ATTACHMENT_LIMIT_BYTES / 2 ** 20 },
      scan === 'attached' && pdf ? [pdf] : [],
    );
  };
}
