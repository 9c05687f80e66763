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

const group = (items: Schema<'ActionRequiredItem'>[]) => ({ count: items.length, items });

/** Action Required with nothing waiting: what every members screen's sidebar reads by default. */
export const nothingRequired: Schema<'ActionRequired'> = {
  total: 0,
  unopenedDays: 7,
  unopened: group([]),
  storageEnding: group([]),
  forwardsAwaitingPayment: group([]),
  staffFlagged: group([]),
  rulesToConfirm: group([]),
};

/**
 * Three items wait: a council letter unopened for weeks whose free storage ends soon, a bank
 * statement a rule put on the next forward, and a cheque staff flagged (which a rule also matched).
 */
export const actionRequired: Schema<'ActionRequired'> = {
  total: 3,
  unopenedDays: 7,
  unopened: group([
    { mailId: 10431, folderId: null, name: 'City of Sydney', dateReceived: '2026-11-02T01:10:00Z' },
  ]),
  storageEnding: group([
    {
      mailId: 10431,
      folderId: null,
      name: 'City of Sydney',
      dateReceived: '2026-11-02T01:10:00Z',
      freeStorageEnds: '2026-12-02T01:10:00Z',
      dailyFee: 0.05,
    },
  ]),
  forwardsAwaitingPayment: group([
    {
      mailId: 10452,
      folderId: null,
      name: 'Harbour Bank',
      dateReceived: '2026-11-20T01:22:00Z',
      addressId: 205,
      actionId: 501,
    },
  ]),
  staffFlagged: group([
    {
      mailId: 10460,
      folderId: 11,
      name: 'Australian Taxation Office',
      dateReceived: '2026-11-25T03:05:00Z',
      protectedKind: 'cheque',
    },
  ]),
  rulesToConfirm: group([
    {
      mailId: 10460,
      folderId: 11,
      name: 'Australian Taxation Office',
      dateReceived: '2026-11-25T03:05:00Z',
      protectedKind: 'cheque',
      actionId: 502,
    },
  ]),
};

/** The demo member's labels, by name. */
export const labels: Schema<'Label'>[] = [
  { labelId: 3, name: 'Bank', colour: 'blue' },
  { labelId: 4, name: 'Tax', colour: 'green' },
];
