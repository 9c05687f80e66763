import type { components } from '@portal/contract/schema';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MailItemsTable, MailRuleActionsTable, Tables } from '#platform/db/tables.ts';

export type MailRuleActionRecord = components['schemas']['MailRuleActionRecord'];
export type RuleActionRow = Selectable<MailRuleActionsTable>;
type ItemState = Pick<
  Selectable<MailItemsTable>,
  'status' | 'mail_action' | 'folder_id' | 'name' | 'protected_kind'
>;

/** How many past actions the log answers (contract: maxItems). */
const LOG_LENGTH = 200;

/**
 * Whether what the rule did can still be taken back (decision 102): the item is as the rule left
 * it, so staff have not done the work and the member has not acted on it since. A flagged item had
 * nothing done; notify only told the member.
 */
export function undoable(action: RuleActionRow, item: ItemState): boolean {
  if (action.outcome !== 'done') return false;
  const unopened = item.status === MAIL_STATUS.unopened;
  switch (action.action.type) {
    case 'scan':
      return (
        unopened &&
        item.mail_action === PENDING_ACTION.scan &&
        action.previous_mail_action !== PENDING_ACTION.scan
      );
    case 'hold':
      return unopened && item.mail_action === null;
    case 'folder':
      return item.folder_id === action.action.folderId;
    case 'label':
      return true;
    case 'forward':
      return item.mail_action === null && (unopened || item.status === MAIL_STATUS.scanned);
    case 'notify':
      return false;
  }
}

export const actionView = (row: RuleActionRow, item: ItemState): MailRuleActionRecord => ({
  actionId: row.action_id,
  ruleId: row.rule_id,
  ruleName: row.rule_name,
  mailId: row.mail_id,
  itemName: item.name,
  action: row.action,
  outcome: row.outcome,
  protectedKind: item.protected_kind,
  actedAt: row.acted_at.toISOString(),
  undoable: undoable(row, item),
});

const withItem = (db: Kysely<Tables>) =>
  db
    .selectFrom('mail_rule_actions')
    .innerJoin('mail_items', 'mail_items.mail_id', 'mail_rule_actions.mail_id')
    .selectAll('mail_rule_actions')
    .select([
      'mail_items.status',
      'mail_items.mail_action',
      'mail_items.folder_id',
      'mail_items.name',
      'mail_items.protected_kind',
    ]);

/** The account's latest rule actions, newest first, each as the member sees it now. */
export async function actionLog(
  db: Kysely<Tables>,
  accountId: number,
): Promise<MailRuleActionRecord[]> {
  const rows = await withItem(db)
    .where('mail_rule_actions.account_id', '=', accountId)
    .orderBy('mail_rule_actions.action_id', 'desc')
    .limit(LOG_LENGTH)
    .execute();
  return rows.map((row) => actionView(row, row));
}

/** One of the account's rule actions with its item, both locked; undefined for another's. */
export async function lockRuleAction(
  trx: Transaction<Tables>,
  accountId: number,
  actionId: number,
) {
  return withItem(trx)
    .where('mail_rule_actions.action_id', '=', actionId)
    .where('mail_rule_actions.account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordRuleAction(
  trx: Transaction<Tables>,
  record: Pick<
    RuleActionRow,
    | 'account_id'
    | 'mail_id'
    | 'rule_id'
    | 'rule_name'
    | 'action'
    | 'outcome'
    | 'previous_folder_id'
    | 'previous_mail_action'
  >,
): Promise<void> {
  await trx
    .insertInto('mail_rule_actions')
    .values({ ...record, action: JSON.stringify(record.action) })
    .execute();
}

export async function markUndone(trx: Transaction<Tables>, actionId: number) {
  return trx
    .updateTable('mail_rule_actions')
    .set({ outcome: 'undone', undone_at: new Date() })
    .where('action_id', '=', actionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
