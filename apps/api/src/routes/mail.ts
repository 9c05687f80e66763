import { FOLDER } from '@portal/domain/folders';
import type { MailAction } from '@portal/domain/mail-actions';
import { PENDING_ACTION } from '@portal/domain/mail-status';
import { zipSync } from 'fflate';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import { accountIdOf } from '#auth/sessions.ts';
import { brandFor } from '#brands/brand-registry.ts';
import type { MailItemsTable, Tables } from '#db/tables.ts';
import { deliverOrFail } from '#emails/deliver.ts';
import { ApiProblem, invalidField, notFound } from '#http/problem.ts';
import { mailItemView, mailOf, previewKey, VIEW_COLUMNS, type MailRow } from '#mail/mail-rows.ts';
import { assertMailAccess, findMail, lockMail, mailForAction } from '#mail/mail-rules.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { audit } from '#services/audit.ts';
import { isMailHeldFor } from '#services/mail-held.ts';
import { takeAttempt } from '#services/rate-limit.ts';
import type { ServerContext } from '#server-context.ts';

/** Enough to send scans to an accountant now and then, too few to make the portal a spam relay. */
const MAIL_EMAILS = { limit: 20, windowSeconds: 60 * 60 };

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

  /** Applies `change` to items that pass `action`, audits it, and answers the items as they are now. */
  const act = (
    accountId: number,
    action: MailAction,
    mailIds: readonly number[],
    change: Updateable<MailItemsTable>,
    describe: string,
  ) =>
    db.transaction().execute(async (trx) => {
      await mailForAction(trx, accountId, action, mailIds);
      const updated = await update(trx, mailIds, change);
      await audit(trx, accountId, `${describe}: ${itemList(updated)}`);
      return updated.map(mailItemView);
    });

  /** The scan bytes of the member's items, for downloads and email; items with no scan are left out. */
  const scansOf = async (rows: readonly MailRow[]) => {
    const scans: { row: MailRow; bytes: Uint8Array }[] = [];
    for (const row of rows) {
      const key = previewKey(row);
      const bytes = key ? await storage.get(key) : null;
      if (bytes) scans.push({ row, bytes });
    }
    return scans;
  };

  const markRead = (mailIds: readonly number[]) =>
    db.updateTable('mail_items').set({ read: true }).where('mail_id', 'in', mailIds).execute();

  return {
    listMail: async (request) => {
      const accountId = accountIdOf(request);
      const { folder } = request.query;
      let query = mailOf(db, accountId).select(VIEW_COLUMNS);
      if (folder === FOLDER.deletedItems) {
        query = query.where('recycled_at', 'is not', null);
      } else {
        query = query.where('recycled_at', 'is', null);
        if (folder === FOLDER.inbox) {
          // Forwarded items have left us; the Forward Log lists them.
          query = query.where('folder_id', 'is', null).where('status', '!=', 4);
        } else if (folder === FOLDER.forwardLog) {
          query = query.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('forward_items')
                .innerJoin('forwards', 'forwards.forward_id', 'forward_items.forward_id')
                .whereRef('forward_items.mail_id', '=', 'mail_items.mail_id')
                .where('forwards.status', 'in', ['pending', 'sent']),
            ),
          );
        } else if (folder > 0) {
          await folderOf(db, accountId, folder);
          query = query.where('folder_id', '=', folder);
        }
      }
      const rows = await query
        .orderBy('date_received', 'desc')
        .orderBy('mail_id', 'desc')
        .execute();
      return rows.map(mailItemView);
    },

    searchMail: async (request) => {
      const pattern = `%${request.query.query.trim().replace(/[\\%_]/g, '\\$&')}%`;
      const rows = await mailOf(db, accountIdOf(request))
        .select(VIEW_COLUMNS)
        .where('recycled_at', 'is', null)
        // The expression of the trigram index mail_items_search, so substring search uses it.
        .where(sql<boolean>`(name || ' ' || blurb || ' ' || scan_text) ilike ${pattern}`)
        .orderBy('date_received', 'desc')
        .orderBy('mail_id', 'desc')
        .execute();
      return rows.map(mailItemView);
    },

    downloadMail: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { mailId, markRead: read = false } = request.query;
      await assertMailAccess(db, accountId);
      const [scan] = await scansOf(await findMail(db, accountId, [mailId]));
      if (!scan) throw notFound(`The scan of mail item ${mailId}`);
      if (read && !scan.row.read) await markRead([mailId]);
      // A JSON string (contract); Fastify would send a bare string as text.
      return reply
        .type('application/json')
        .send(JSON.stringify(Buffer.from(scan.bytes).toString('base64')));
    },

    downloadMailBulk: async (request, reply) => {
      const accountId = accountIdOf(request);
      const mailIds = request.query.mailId;
      await assertMailAccess(db, accountId);
      const rows = await findMail(db, accountId, mailIds);
      const scans = await scansOf(rows);
      if (scans.length === 0) throw notFound('A scan of these items');
      const files = Object.fromEntries(
        scans.map(({ row, bytes }) => [`${row.mail_id} ${safeFileName(row.name)}.pdf`, bytes]),
      );
      // PDFs are compressed already: store them as they are.
      const zip = zipSync(files, { level: 0 });
      await markRead(scans.map(({ row }) => row.mail_id));
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
      if (!trimmed) throw invalidField('reason', 'Can not be blank');
      const [item] = await act(
        accountIdOf(request),
        'rescan',
        [mailId],
        { mail_action: PENDING_ACTION.rescan, rescan_reason: trimmed },
        `Rescan requested (${trimmed})`,
      );
      return item!;
    },

    renameMail: async (request) => {
      const { mailId, mailName } = request.query;
      const name = mailName.trim();
      if (!name) throw invalidField('mailName', 'Can not be blank');
      const [item] = await act(
        accountIdOf(request),
        'rename',
        [mailId],
        { name },
        `Renamed to "${name}"`,
      );
      return item!;
    },

    moveMailToFolder: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { folderId } = request.query;
      const { mailIds } = request.body;
      await db.transaction().execute(async (trx) => {
        const folder = folderId === FOLDER.inbox ? null : await folderOf(trx, accountId, folderId);
        await mailForAction(trx, accountId, 'moveToFolder', mailIds);
        // Moving an item out of Deleted Items restores it.
        const moved = await update(trx, mailIds, {
          folder_id: folder?.folder_id ?? null,
          recycled_at: null,
        });
        await audit(
          trx,
          accountId,
          `Moved to ${folder ? `folder "${folder.name}"` : 'the Inbox'}: ${itemList(moved)}`,
        );
      });
      return reply.code(204).send();
    },

    cancelPendingMailAction: async (request) => {
      const accountId = accountIdOf(request);
      const { mailIds } = request.body;
      return db.transaction().execute(async (trx) => {
        await assertMailAccess(trx, accountId);
        const rows = await lockMail(trx, accountId, mailIds);
        const forwarding = rows.find((row) => row.mail_action === PENDING_ACTION.forward);
        if (forwarding) {
          throw new ApiProblem(
            409,
            'conflict',
            `Mail item ${forwarding.mail_id} is in a pending forward: cancel that forward in the Forward Log`,
          );
        }
        // Items with nothing pending are left as they are (contract), so only the others are checked.
        const pending = rows.filter((row) => row.mail_action !== null).map((row) => row.mail_id);
        if (pending.length > 0) {
          await mailForAction(trx, accountId, 'cancelAction', pending);
          const cancelled = await update(trx, pending, {
            mail_action: null,
            rescan_reason: null,
            return_reason: null,
          });
          await audit(trx, accountId, `Pending action cancelled: ${itemList(cancelled)}`);
        }
        return (await lockMail(trx, accountId, mailIds)).map(mailItemView);
      });
    },

    markMailPendingScan: async (request) =>
      act(
        accountIdOf(request),
        'scan',
        request.body.mailIds,
        { mail_action: PENDING_ACTION.scan },
        'Scan requested',
      ),

    markMailPendingShred: async (request) =>
      act(
        accountIdOf(request),
        'shred',
        request.body.mailIds,
        { mail_action: PENDING_ACTION.shred },
        'Shred requested',
      ),

    markMailPendingForward: async (request) => {
      const accountId = accountIdOf(request);
      const { mailIds } = request.body;
      return db.transaction().execute(async (trx) => {
        await assertMailAccess(trx, accountId);
        const rows = await lockMail(trx, accountId, mailIds);
        const inForward = new Set(
          (
            await trx
              .selectFrom('forward_items')
              .innerJoin('forwards', 'forwards.forward_id', 'forward_items.forward_id')
              .select('forward_items.mail_id')
              .where('forwards.account_id', '=', accountId)
              .where('forwards.status', '=', 'pending')
              .where('forward_items.mail_id', 'in', mailIds)
              .execute()
          ).map((row) => row.mail_id),
        );
        const outside = rows.find((row) => !inForward.has(row.mail_id));
        if (outside) {
          throw new ApiProblem(
            409,
            'conflict',
            `Mail item ${outside.mail_id} is in no pending forward`,
          );
        }
        const unmarked = rows.filter((row) => row.mail_action !== PENDING_ACTION.forward);
        const toMark = unmarked.map((row) => row.mail_id);
        if (toMark.length > 0) {
          await mailForAction(trx, accountId, 'forward', toMark);
          const marked = await update(trx, toMark, { mail_action: PENDING_ACTION.forward });
          await audit(trx, accountId, `Forward requested: ${itemList(marked)}`);
        }
        return (await lockMail(trx, accountId, mailIds)).map(mailItemView);
      });
    },

    recycleMail: async (request, reply) => {
      await act(
        accountIdOf(request),
        'delete',
        request.body.mailIds,
        { recycled_at: new Date() },
        'Moved to Deleted Items',
      );
      return reply.code(204).send();
    },

    markMailReturnToSender: async (request) => {
      const { MailIds: mailIds, Reason } = request.body;
      const reason = Reason.trim();
      if (!reason) throw invalidField('Reason', 'Can not be blank');
      return act(
        accountIdOf(request),
        'returnToSender',
        mailIds,
        { mail_action: PENDING_ACTION.returnToSender, return_reason: reason },
        `Return to sender requested (${reason})`,
      );
    },

    emailMail: async (request, reply) => {
      const brand = brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const { email, subject, body, mailIds } = request.body;
      const rows = await db
        .transaction()
        .execute((trx) => mailForAction(trx, accountId, 'email', mailIds));
      await takeAttempt(db, [`mail-email:account:${accountId}`], MAIL_EMAILS);
      const scans = await scansOf(rows);
      if (scans.length === 0) throw notFound('A scan of these items');
      await deliverOrFail(
        ctx.email,
        {
          webpage: brand.id,
          to: email,
          subject,
          text: body,
          attachments: scans.map(({ row, bytes }) => ({
            filename: `${row.mail_id} ${safeFileName(row.name)}.pdf`,
            contentType: 'application/pdf',
            content: bytes,
          })),
        },
        request.log,
      );
      await audit(db, accountId, `Emailed to ${email}: ${itemList(scans.map(({ row }) => row))}`);
      return reply.code(204).send();
    },
  };
}

async function folderOf(db: Kysely<Tables>, accountId: number, folderId: number) {
  const folder = await db
    .selectFrom('folders')
    .select(['folder_id', 'name'])
    .where('folder_id', '=', folderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!folder) throw notFound(`Folder ${folderId}`);
  return folder;
}

async function update(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  change: Updateable<MailItemsTable>,
): Promise<MailRow[]> {
  return trx
    .updateTable('mail_items')
    .set(change)
    .where('mail_id', 'in', mailIds)
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.mail_id - b.mail_id));
}

/** How an audit line names items: `#10452 "Letter from Service NSW"`, at most five, then a count. */
function itemList(rows: readonly MailRow[]): string {
  const named = rows.slice(0, 5).map((row) => `#${row.mail_id} "${row.name}"`);
  const more = rows.length > 5 ? ` and ${rows.length - 5} more` : '';
  return named.join(', ') + more;
}

/** A file name from a member's item name: no path separators or control characters. */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 100);
}
