import type { MessageId } from '@portal/i18n/messages';
import type { Kysely } from 'kysely';
import type { ItemValues } from '#contract/item-values.ts';
import type { ProtectedKind, Tables } from '#platform/db/tables.ts';

type RuleActionType = 'scan' | 'folder' | 'label' | 'forward' | 'notify' | 'hold';

/** What alerts say, per catalog message id (`alert.*`, members area): the values each takes. */
interface AlertValues {
  'alert.scanned': ItemValues;
  'alert.arrived': ItemValues;
  'alert.arrivedToScan': ItemValues;
  'alert.shredded': ItemValues;
  'alert.returned': ItemValues;
  /** A sender rule acted on an item (decision 102). */
  'alert.ruleActed': ItemValues & { rule: string; action: RuleActionType };
  /** A sender rule matched an item but did nothing: protected, or the action was refused. */
  'alert.ruleFlagged': ItemValues & { rule: string; kind: ProtectedKind | 'none' };
  'alert.forwardSent': { items: number; service: string; tracking: string };
  'alert.photoIdApproved': Record<string, never>;
  'alert.photoIdRejected': Record<string, never>;
  /** A message staff wrote, shown as written. */
  'alert.staff': { text: string };
}

export type AlertText = {
  [K in keyof AlertValues & MessageId]: { key: K; values: AlertValues[K] };
}[keyof AlertValues & MessageId];

/** Adds an unread alert; the member sees the first one as the banner of the inbox (§2). */
export async function postAlert(
  db: Kysely<Tables>,
  accountId: number,
  text: AlertText,
  url: string,
): Promise<number> {
  const { alert_id: alertId } = await db
    .insertInto('alerts')
    .values({
      account_id: accountId,
      text_key: text.key,
      text_values: JSON.stringify(text.values),
      url,
    })
    .returning('alert_id')
    .executeTakeFirstOrThrow();
  return alertId;
}
