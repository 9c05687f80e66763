/**
 * Issue 38's world for the demo member: sender rules, what they did, what a new rule would cost
 * and match, and Action Required. Screen tests and stories share them, as they share fixtures.ts.
 */
import type { Schema } from '@portal/api-client/types';

/** Two rules, tried in this order: scan the tax office's mail, file the bank's statements. */
export const mailRules: Schema<'MailRule'>[] = [
  {
    ruleId: 7,
    position: 1,
    name: 'Scan tax mail',
    match: { on: 'sender', contains: 'Australian Taxation Office' },
    action: { type: 'scan' },
    enabled: true,
  },
  {
    ruleId: 8,
    position: 2,
    name: 'Bank statements',
    match: { on: 'text', contains: 'Statement of account' },
    action: { type: 'folder', folderId: 12 },
    enabled: true,
  },
];

/** A scan that can still be undone, and a cheque the rule only flagged. */
export const mailRuleActions: Schema<'MailRuleActionRecord'>[] = [
  {
    actionId: 501,
    ruleId: 7,
    ruleName: 'Scan tax mail',
    mailId: 10452,
    itemName: 'Australian Taxation Office',
    action: { type: 'scan' },
    outcome: 'done',
    protectedKind: null,
    actedAt: '2026-11-20T01:23:00Z',
    undoable: true,
  },
  {
    actionId: 500,
    ruleId: 7,
    ruleName: 'Scan tax mail',
    mailId: 10431,
    itemName: 'Australian Taxation Office',
    action: { type: 'scan' },
    outcome: 'flagged',
    protectedKind: 'cheque',
    actedAt: '2026-10-02T03:06:00Z',
    undoable: false,
  },
];

/** A scan at the Mail Plus plan's prices. */
export const scanRuleCost: Schema<'MailRuleCost'> = {
  action: 'scan',
  fixed: 1.5,
  perPage: 0.2,
  plusPostage: false,
};

/** Seven items of the last 90 days, the newest two listed (one a cheque, only flagged). */
export const mailRuleDryRun: Schema<'MailRuleDryRun'> = {
  matched: 7,
  since: '2026-08-29T21:00:00Z',
  items: [
    {
      mailId: 10452,
      name: 'Australian Taxation Office',
      dateReceived: '2026-11-20T01:22:00Z',
      protectedKind: null,
    },
    {
      mailId: 10431,
      name: 'Australian Taxation Office',
      dateReceived: '2026-10-02T03:05:00Z',
      protectedKind: 'cheque',
    },
  ],
};
