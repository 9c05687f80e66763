import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { lockAccount } from '#platform/db/account-row.ts';
import type { MailItemsTable, Tables } from '#platform/db/tables.ts';
import { findBrand } from '#brands/brand-registry.ts';
import { ApiProblem } from '#contract/problem.ts';
import { cancelPendingActions, requestMail } from '#mail/rules.ts';
import { updateMail } from '#mail/queries.ts';
import { addJob } from '#platform/job-queue.ts';
import { firstMatch, prepareItem, prepareMatch } from '#mail-rules/matcher.ts';
import { ownsAddress, ownsFolder, type RuleActionSpec } from '#mail-rules/queries.ts';
import { labelIdFor, relabel } from '#labels/queries.ts';
import { recordRuleAction } from '#mail-rules/rule-actions.ts';
import { announceRuleAction } from '#mail-rules/announce.ts';

type Item = Pick<Selectable<MailItemsTable>, 'mail_id' | 'account_id' | 'mail_action'>;
export type RuleOutcome = 'none' | 'done' | 'flagged';

/** Asks the queue to try the member's rules on the item (at arrival, and again after OCR). */
export async function queueRules(db: Kysely<Tables>, mailId: number): Promise<void> {
  await addJob(db, 'apply-mail-rules', { mailId }, { jobKey: `mail-rules:${mailId}` });
}

/**
 * Tries the member's enabled rules on one item, in order; the first that matches acts (decision
 * 102). An item is acted on at most once: an item a rule already took, one no longer unopened, or
 * one in Deleted Items is left alone, so running again (after OCR, or a retried job) changes
 * nothing. A protected item, or an action the account cannot take now, is only flagged. Either
 * way the member is told (announce.ts). Most arrivals match no rule: they are read without a lock or a
 * transaction, and only a match locks the account, then the item (decision 080), and checks again.
 */
export async function applyRules(db: Kysely<Tables>, mailId: number): Promise<RuleOutcome> {
  const candidate = await untakenItem(db, mailId).executeTakeFirst();
  if (!candidate || !findBrand(candidate.webpage)?.includeMailRules) return 'none';
  const rules = await db
    .selectFrom('mail_rules')
    .select(['rule_id', 'name', 'match_on', 'match_text', 'action'])
    .where('account_id', '=', candidate.account_id)
    .where('enabled', '=', true)
    .orderBy('position')
    .execute();
  const rule = firstMatch(
    rules.map((row) => ({
      ...row,
      match: prepareMatch({ on: row.match_on, contains: row.match_text }),
    })),
    prepareItem(candidate),
  );
  if (!rule) return 'none';
  return db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, candidate.account_id);
    const item = await untakenItem(trx, mailId).forUpdate(['mail_items']).executeTakeFirst();
    if (!item) return 'none'; // acted on, opened or deleted meanwhile
    const done = item.protected_kind === null && (await act(trx, item, rule.action));
    await recordRuleAction(trx, {
      account_id: item.account_id,
      mail_id: mailId,
      rule_id: rule.rule_id,
      rule_name: rule.name,
      action: rule.action,
      outcome: done ? 'done' : 'flagged',
      previous_folder_id: item.folder_id,
      previous_mail_action: item.mail_action,
    });
    await announceRuleAction(trx, account, item, rule, done);
    return done ? 'done' : 'flagged';
  });
}

/** The item, when rules may still act on it: unopened, not deleted, not taken by a rule. */
function untakenItem(db: Kysely<Tables>, mailId: number) {
  return db
    .selectFrom('mail_items')
    .innerJoin('accounts', 'accounts.account_id', 'mail_items.account_id')
    .select([
      'mail_items.mail_id',
      'mail_items.account_id',
      'mail_items.name',
      'mail_items.mail_type',
      'mail_items.sender',
      'mail_items.blurb',
      'mail_items.scan_text',
      'mail_items.mail_action',
      'mail_items.folder_id',
      'mail_items.protected_kind',
      'accounts.webpage',
    ])
    .where('mail_items.mail_id', '=', mailId)
    .where('mail_items.status', '=', MAIL_STATUS.unopened)
    .where('mail_items.recycled_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_rule_actions')
            .select('action_id')
            .whereRef('mail_rule_actions.mail_id', '=', 'mail_items.mail_id'),
        ),
      ),
    );
}

/**
 * Does the action through the code a member's own request runs (the mail machine for a scan, the
 * folder and address checks of a new rule); answers false, changing nothing, when it cannot be
 * done now: the member cannot pay for a scan, the item already has an action the member chose, the
 * folder or address has gone.
 */
async function act(trx: Transaction<Tables>, item: Item, action: RuleActionSpec): Promise<boolean> {
  const accountId = item.account_id;
  switch (action.type) {
    case 'scan':
      if (item.mail_action === PENDING_ACTION.scan) return true; // the auto action asked already
      if (item.mail_action !== null) return false;
      return refusedAsFalse(() =>
        requestMail(trx, accountId, 'scan', [item.mail_id], { key: 'audit.mail.scanRequested' }),
      );
    case 'hold':
      if (item.mail_action === null) return true; // on the shelf it stays
      if (item.mail_action !== PENDING_ACTION.scan) return false;
      return refusedAsFalse(() => cancelPendingActions(trx, accountId, [item.mail_id]));
    case 'folder':
      if (!(await ownsFolder(trx, accountId, action.folderId!))) return false;
      await updateMail(trx, [item.mail_id], { folder_id: action.folderId! });
      return true;
    case 'label':
      await relabel(trx, [item.mail_id], {
        add: [await labelIdFor(trx, accountId, action.label!)],
      });
      return true;
    case 'forward':
      return ownsAddress(trx, accountId, action.addressId!);
    case 'notify':
      return true;
  }
}

async function refusedAsFalse(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (error instanceof ApiProblem) return false;
    throw error;
  }
}
