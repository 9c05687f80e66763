import { PENDING_ACTION } from '@portal/domain/mail-status';
import type { Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem, notFound } from '#contract/problem.ts';
import { cancelPendingActions, requestMail } from '#mail/rules.ts';
import { updateMail } from '#mail/queries.ts';
import { labelsNamed, relabel } from '#labels/queries.ts';
import { ownsFolder } from '#mail-rules/queries.ts';
import {
  actionView,
  lockRuleAction,
  markUndone,
  undoable,
  type MailRuleActionRecord,
} from '#mail-rules/rule-actions.ts';

/**
 * Takes back what a rule did to an item, in the caller's member transaction (account locked):
 * the item is put back as it was before the rule acted, through the same code a member's own
 * change runs. No rule action takes money (a scan is charged when staff scan it, a forward when the
 * member pays for it), so undoing one before staff act has nothing to refund; once staff have
 * acted, it can no longer be undone (decision 102).
 */
export async function undoRuleAction(
  trx: Transaction<Tables>,
  accountId: number,
  actionId: number,
): Promise<MailRuleActionRecord> {
  const found = await lockRuleAction(trx, accountId, actionId);
  if (!found) throw notFound(`Rule action ${actionId}`);
  if (!undoable(found, found)) {
    throw new ApiProblem(
      409,
      'rule_action_not_undoable',
      found.outcome === 'undone'
        ? `Rule action ${actionId} was undone already`
        : `Rule action ${actionId} can no longer be undone: the item has moved on since the rule acted`,
    );
  }
  const { action, mail_id: mailId } = found;
  if (action.type === 'scan') await cancelPendingActions(trx, accountId, [mailId]);
  if (action.type === 'hold' && found.previous_mail_action === PENDING_ACTION.scan) {
    await requestMail(trx, accountId, 'scan', [mailId], { key: 'audit.mail.scanRequested' });
  }
  if (action.type === 'folder') {
    const previous = found.previous_folder_id;
    // A folder deleted since sent its mail to the Inbox; so does undo.
    const stillThere = previous !== null && (await ownsFolder(trx, accountId, previous));
    await updateMail(trx, [mailId], { folder_id: stillThere ? previous : null });
  }
  if (action.type === 'label') {
    const remove = await labelsNamed(trx, accountId, [action.label!]);
    await relabel(trx, [mailId], { remove });
  }
  const undone = await markUndone(trx, actionId);
  const item = await trx
    .selectFrom('mail_items')
    .select(['status', 'mail_action', 'folder_id', 'name', 'protected_kind'])
    .where('mail_id', '=', mailId)
    .executeTakeFirstOrThrow();
  return actionView(undone, item);
}
