import type { Transaction } from 'kysely';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { ProtectedKind, Tables } from '#platform/db/tables.ts';
import { ACTION_REQUIRED_URL, MAIL_RULES_URL, portalLink } from '#brands/portal-links.ts';
import { itemValues } from '#contract/item-values.ts';
import { notifyMailRecipients } from '#notices/mail-recipients.ts';
import { postAlert } from '#notices/post-alert.ts';
import { ruleActionEmail } from '#notices/rule-action-email.ts';
import type { RuleActionSpec } from '#mail-rules/queries.ts';

/**
 * Tells the member what a rule did (decision 102): always an alert, and an email too to each user
 * who wants emails about the account's mail (their own emailActionNotification, decision 105),
 * whether one per item or a digest: a rule action can be undone only until staff act, so it is not
 * kept for tomorrow's digest.
 */
export async function announceRuleAction(
  trx: Transaction<Tables>,
  account: AccountRow,
  item: { name: string; mail_type: number; protected_kind: ProtectedKind | null },
  rule: { name: string; action: RuleActionSpec },
  done: boolean,
): Promise<void> {
  const about = { ...itemValues(item), rule: rule.name };
  // An action done can be undone in the rules' log; an item only flagged waits in Action Required.
  const page = done ? MAIL_RULES_URL : ACTION_REQUIRED_URL;
  await postAlert(
    trx,
    account.account_id,
    done
      ? { key: 'alert.ruleActed', values: { ...about, action: rule.action.type } }
      : { key: 'alert.ruleFlagged', values: { ...about, kind: item.protected_kind ?? 'none' } },
    page,
  );
  await notifyMailRecipients(trx, account, ruleActionEmail, {
    rule: rule.name,
    name: item.name,
    action: done ? rule.action.type : null,
    kind: item.protected_kind,
    link: portalLink(account, page),
  });
}
