/**
 * What the catalog cannot say about a column, for the generated `tables.ts`: the shape of each
 * jsonb value, and the names of unions other modules import.
 */

/** The TypeScript type of each jsonb column's parsed value; a jsonb column missing here fails gen. */
export const JSON_VALUES: Record<string, string> = {
  'audit_entries.text_values': 'Record<string, string | number>',
  'alerts.text_values': 'Record<string, string | number>',
  'forwards.custom_form': 'unknown',
  'forwards.options': 'string[]',
  'idempotency_keys.response': 'unknown',
  'mail_rules.action':
    "{ type: 'scan' | 'folder' | 'label' | 'forward' | 'notify' | 'hold'; folderId?: number; label?: string; addressId?: number }",
  'mail_rule_actions.action':
    "{ type: 'scan' | 'folder' | 'label' | 'forward' | 'notify' | 'hold'; folderId?: number; label?: string; addressId?: number }",
  'ledger_entries.text_values': 'Record<string, string | number>',
  'receipts.text_values': 'Record<string, string | number>',
  'outbox_messages.attachments':
    '{ filename: string; size: number; sha256: string; cid?: string }[]',
  'outbox_messages.links': 'string[]',
};

/** Unions from `check (… in (…))` that get an exported name. */
export const NAMED_UNIONS: Record<string, string> = {
  'accounts.close_held_mail': 'HeldMailAtClose',
  'action_done_notices.action': 'DoneAction',
  'auto_top_ups.status': 'AutoTopUpStatus',
  'mail_items.protected_kind': 'ProtectedKind',
  'mail_rules.match_on': 'RuleMatchOn',
  'mail_rule_actions.outcome': 'RuleOutcome',
  'labels.colour': 'LabelColour',
  'one_time_codes.purpose': 'CodePurpose',
  'receipts.method': 'PaymentMethod',
  'verification_photos.side': 'PhotoSide',
};
