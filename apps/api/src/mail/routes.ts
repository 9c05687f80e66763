import { FOLDER } from '@portal/domain/folders';
import type { MailAction } from '@portal/domain/mail-actions';
import type { MailRequest } from '@portal/domain/mail-lifecycle';
import { zipSync } from 'fflate';
import type { Transaction } from 'kysely';
import { accountIdOf } from '#auth/sessions.ts';
import { accountBrand } from '#platform/db/account-row.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { memberTransaction } from '#platform/db/member-transaction.ts';
import type { Tables } from '#platform/db/tables.ts';
import { deliverOrFail } from '#notices/deliver.ts';
import { invalidField, notFound } from '#contract/problem.ts';
import type { RequestDetails } from '#mail/lifecycle.ts';
import {
  findMail,
  folderCounts,
  folderOf,
  mailInFolder,
  markRead,
  updateMail,
} from '#mail/queries.ts';
import { searchHits } from '#mail/search-hits.ts';
import {
  applyMailAction,
  cancelPendingActions,
  isMailHeldFor,
  withItems,
  mailForAction,
  markPendingForward,
  requestMail,
  scansOf,
  type MailChange,
} from '#mail/rules.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { scanFileName } from '#contract/item-values.ts';
import { audit, type AuditText } from '#platform/audit.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import type { ServerContext } from '#platform/server-context.ts';

/**
 * The member's mail: lists, search, scans and the actions of §4. Every rule comes from
 * `@portal/domain/mail-actions`, checked on every item inside one transaction with the account
 * locked, so a request is refused whole or applied whole. Another account's item answers 404.
 */
export function mailOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'listMail'
  | 'getFolderCounts'
  | 'searchMail'
  | 'downloadMail'
  | 'downloadMailBulk'
  | 'isMailHeld'
  | 'rescanMail'
  | 'renameMail'
  | 'moveMailToFolder'
  | 'cancelPendingMailAction'
  | 'markMailPendingScan'
  | 'markMailPendingShred'
  | 'markMailPendingForward'
  | 'recycleMail'
  | 'markMailReturnToSender'
  | 'emailMail'
> {
  const { db, storage } = ctx;

  /**
   * Every change to the member's mail runs here: the account locked first, time-limited, retried on
   * deadlock (decision 080). The handlers below change only the database, so a retry is safe.
   */
  const change = <T>(accountId: number, fn: (trx: Transaction<Tables>) => Promise<T>) =>
    memberTransaction(db, ctx.limits, accountId, fn);

  /** One action on the items in a transaction of its own (see applyMailAction). */
  const act = (
    accountId: number,
    action: MailAction,
    mailIds: readonly number[],
    changeItems: MailChange,
    describe: AuditText,
  ) =>
    change(accountId, (trx) =>
      applyMailAction(trx, accountId, action, mailIds, changeItems, describe),
    );

  /** A request to staff, through the mail machine, in a transaction of its own (see requestMail). */
  const ask = (
    accountId: number,
    action: MailRequest,
    mailIds: readonly number[],
    describe: AuditText,
    details?: RequestDetails,
  ) => change(accountId, (trx) => requestMail(trx, accountId, action, mailIds, describe, details));

  return {
    listMail: async (request) => {
      const { folder, limit, after } = request.query;
      return mailInFolder(db, accountIdOf(request), folder, { limit, after });
    },

    getFolderCounts: async (request) => folderCounts(db, accountIdOf(request)),

    searchMail: async (request) =>
      searchHits(db, accountIdOf(request), request.query.query.trim(), {
        limit: request.query.limit,
        after: request.query.after,
      }),

    downloadMail: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { mailId, markRead: read = false } = request.query;
      const [scan] = await scansOf(storage, await findMail(db, accountId, [mailId]));
      if (!scan) throw notFound(`The scan of mail item ${mailId}`);
      if (read && !scan.row.read) await change(accountId, (trx) => markRead(trx, [mailId]));
      // A JSON string (contract); Fastify would send a bare string as text.
      return reply
        .type('application/json')
        .send(JSON.stringify(Buffer.from(scan.bytes).toString('base64')));
    },

    downloadMailBulk: async (request, reply) => {
      const accountId = accountIdOf(request);
      const scans = await scansOf(storage, await findMail(db, accountId, request.query.mailId));
      if (scans.length === 0) throw notFound('A scan of these items');
      const files = Object.fromEntries(scans.map(({ row, bytes }) => [scanFileName(row), bytes]));
      // PDFs are compressed already: store them as they are.
      const zip = zipSync(files, { level: 0 });
      const read = scans.map(({ row }) => row.mail_id);
      await change(accountId, (trx) => markRead(trx, read));
      const today = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="mail-${today}.zip"`)
        .send(Buffer.from(zip));
    },

    isMailHeld: async (request) => isMailHeldFor(db, accountIdOf(request)),

    rescanMail: async (request) => {
      const { mailId, reason } = request.query;
      const trimmed = reason.trim();
      if (!trimmed) throw invalidField('reason', 'Can not be blank', 'problem.field.required');
      const [item] = await ask(
        accountIdOf(request),
        'rescan',
        [mailId],
        { key: 'audit.mail.rescanRequested', values: { reason: trimmed } },
        { rescan_reason: trimmed },
      );
      return item!;
    },

    renameMail: async (request) => {
      const { mailId, mailName } = request.query;
      const name = mailName.trim();
      if (!name) throw invalidField('mailName', 'Can not be blank', 'problem.field.required');
      const [item] = await act(
        accountIdOf(request),
        'rename',
        [mailId],
        (trx, ids) => updateMail(trx, ids, { name }),
        { key: 'audit.mail.renamed', values: { name } },
      );
      return item!;
    },

    moveMailToFolder: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { folderId } = request.query;
      const { mailIds } = request.body;
      await change(accountId, async (trx) => {
        const folder = folderId === FOLDER.inbox ? null : await folderOf(trx, accountId, folderId);
        // Moving an item out of Deleted Items restores it.
        await applyMailAction(
          trx,
          accountId,
          'moveToFolder',
          mailIds,
          (trx, ids) =>
            updateMail(trx, ids, { folder_id: folder?.folder_id ?? null, recycled_at: null }),
          folder
            ? { key: 'audit.mail.movedToFolder', values: { folder: folder.name } }
            : { key: 'audit.mail.movedToInbox' },
        );
      });
      return reply.code(204).send();
    },

    cancelPendingMailAction: async (request) => {
      const accountId = accountIdOf(request);
      const { mailIds } = request.body;
      return change(accountId, (trx) => cancelPendingActions(trx, accountId, mailIds));
    },

    markMailPendingScan: async (request) =>
      ask(accountIdOf(request), 'scan', request.body.mailIds, { key: 'audit.mail.scanRequested' }),

    markMailPendingShred: async (request) =>
      ask(accountIdOf(request), 'shred', request.body.mailIds, {
        key: 'audit.mail.shredRequested',
      }),

    markMailPendingForward: async (request) => {
      const accountId = accountIdOf(request);
      const { mailIds } = request.body;
      return change(accountId, (trx) => markPendingForward(trx, accountId, mailIds));
    },

    recycleMail: async (request, reply) => {
      // Items still on the shelf are also put in for shredding (decision 072).
      await ask(accountIdOf(request), 'delete', request.body.mailIds, {
        key: 'audit.mail.deleted',
      });
      return reply.code(204).send();
    },

    markMailReturnToSender: async (request) => {
      const { MailIds: mailIds, Reason } = request.body;
      const reason = Reason.trim();
      if (!reason) throw invalidField('Reason', 'Can not be blank', 'problem.field.required');
      return ask(
        accountIdOf(request),
        'returnToSender',
        mailIds,
        { key: 'audit.mail.returnRequested', values: { reason } },
        { return_reason: reason },
      );
    },

    emailMail: async (request, reply) => {
      // An unknown `webpage` is still a bad request, but the email carries the member's own brand.
      brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const brand = await accountBrand(db, accountId);
      const { email, subject, body, mailIds } = request.body;
      const rows = await change(accountId, (trx) =>
        mailForAction(trx, accountId, 'email', mailIds),
      );
      await limitAttempt(db, 'mailEmail', { ip: request.ip, account: accountId });
      const scans = await scansOf(storage, rows);
      if (scans.length === 0) throw notFound('A scan of these items');
      await deliverOrFail(
        ctx.email,
        {
          webpage: brand.id,
          to: email,
          subject,
          text: body,
          attachments: scans.map(({ row, bytes }) => ({
            filename: scanFileName(row),
            contentType: 'application/pdf',
            content: bytes,
          })),
        },
        request.log,
      );
      await audit(
        db,
        accountId,
        withItems(
          { key: 'audit.mail.emailed', values: { email } },
          scans.map(({ row }) => row),
        ),
      );
      return reply.code(204).send();
    },
  };
}
