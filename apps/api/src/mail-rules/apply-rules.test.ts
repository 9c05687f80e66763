import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { queuedJobs, runDueJobs } from '../../test/job-fixtures.ts';
import { balanceAndLedgerSum } from '../../test/member-fixtures.ts';
import { imageOnlyScan, installedOcrEngine } from '../../test/ocr-fixtures.ts';
import { folderOf, labelsOf, ruleActionsOf, ruleMember } from '../../test/rule-fixtures.ts';
import { alertsOf, alertText, mailRow, pdfWithPages } from '../../test/staff-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyRules } from '#mail-rules/apply-rules.ts';
import type { OcrEngine } from '#ocr/ocr-engine.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { receiveMail, type ReceivedItem } from '#staff/receive-mail.ts';

/** An alert's text and the page it leads to. */
const withLink = (alert: Parameters<typeof alertText>[0] & { url: string | null }) => ({
  ...alertText(alert),
  url: alert.url,
});

let api: TestApp;
let ocr: OcrEngine;
useTestApp(async (started) => {
  api = started;
  ocr = await installedOcrEngine();
});

const staff = () => ({ db: api.db.kysely, storage: api.storage });
const receive = async (suite: string, item: Partial<ReceivedItem> & { envelopePdf: Uint8Array }) =>
  (await receiveMail(staff(), { suite, weightGrams: 20, parcel: false, ...item })).mailId;
const envelope = (text: string) => pdfWithPages([text]);

describe('rules at arrival and after OCR', () => {
  it('act once per item, in order: the first rule that matches wins, on envelope text or on OCR text', async () => {
    const member = await ruleMember(api);
    const tax = await folderOf(api, member.accountId, 'Tax');
    // First in order: text read from the item, which for the photographed envelope only OCR gives.
    await member.addRule({
      name: 'Marmalade letters',
      match: { on: 'text', contains: 'marmalade 4471' },
      action: { type: 'label', label: 'Jam' },
    });
    // Second: text on the envelope, which the printed envelope carries and OCR reads on the photo.
    await member.addRule({
      name: 'Tax to its folder',
      match: { on: 'text', contains: 'locked bag 1936' },
      action: { type: 'folder', folderId: tax },
    });
    await member.addRule({
      name: 'Anything from the ATO',
      match: { on: 'sender', contains: 'taxation office' },
      action: { type: 'notify' },
    });
    const printed = await receive(member.suite, {
      sender: 'Australian Taxation Office',
      envelopePdf: await envelope('Australian Taxation Office, Locked Bag 1936'),
    });
    const photographed = await receive(member.suite, {
      sender: 'Australian Taxation Office',
      envelopePdf: await imageOnlyScan([['Reference: marmalade 4471', 'Locked Bag 1936']]),
    });
    // The photographed one waits for its OCR; the printed one is tried at once.
    expect((await queuedJobs(api, 'apply-mail-rules')).map((job) => job.payload)).toEqual([
      { mailId: printed },
    ]);
    await runDueJobs(api, { ocr });
    await runDueJobs(api, { ocr });

    expect(await mailRow(api, printed)).toMatchObject({ folder_id: tax });
    expect(await labelsOf(api, printed)).toEqual([]);
    expect(await mailRow(api, photographed)).toMatchObject({ folder_id: null });
    expect(await labelsOf(api, photographed)).toEqual(['Jam']);
    for (const mailId of [printed, photographed]) {
      expect(await ruleActionsOf(api, mailId)).toHaveLength(1);
      // Trying again (a retried job, a later OCR) does nothing more.
      expect(await applyRules(api.db.kysely, mailId)).toBe('none');
    }
    const ruleAlerts = (await alertsOf(api, member.accountId))
      .filter((alert) => alert.text_key.startsWith('alert.rule'))
      .map((alert) => withLink(alert));
    expect(ruleAlerts).toEqual([
      {
        key: 'alert.ruleActed',
        values: {
          item: 'namedLetter',
          name: 'Australian Taxation Office',
          rule: 'Tax to its folder',
          action: 'folder',
        },
        // To the rules' log, where the action can be undone.
        url: '/Members/Account/MailRules',
      },
      {
        key: 'alert.ruleActed',
        values: {
          item: 'namedLetter',
          name: 'Australian Taxation Office',
          rule: 'Marmalade letters',
          action: 'label',
        },
        url: '/Members/Account/MailRules',
      },
    ]);
  });

  it('never act on an item staff marked as a cheque: it is only flagged for the member', async () => {
    const member = await ruleMember(api);
    await member.addRule({
      name: 'Scan the bank',
      match: { on: 'sender', contains: 'Harbour Bank' },
      action: { type: 'scan' },
    });
    const cheque = await receive(member.suite, {
      sender: 'Harbour Bank',
      kind: 'cheque',
      envelopePdf: await envelope('Harbour Bank'),
    });
    await runDueJobs(api);

    expect(await mailRow(api, cheque)).toMatchObject({ status: 2, mail_action: null });
    const [action] = (await member.call('GET', '/api/MailRules/Actions')).body;
    expect(action).toMatchObject({
      mailId: cheque,
      outcome: 'flagged',
      protectedKind: 'cheque',
      undoable: false,
    });
    // It leads to Action Required, where the item waits for the member's decision.
    expect(
      (await alertsOf(api, member.accountId)).map((alert) => ({
        ...alertText(alert),
        url: alert.url,
      })),
    ).toContainEqual({
      key: 'alert.ruleFlagged',
      values: { item: 'namedLetter', name: 'Harbour Bank', rule: 'Scan the bank', kind: 'cheque' },
      url: '/Members/ActionRequired',
    });
    // …and emailed, as the member wants emails about their mail (the default).
    const emails = await api.db.kysely
      .selectFrom('outbox_messages')
      .select(['subject', 'body_text'])
      .where('recipient', '=', (eb) =>
        eb.selectFrom('accounts').select('email').where('account_id', '=', member.accountId),
      )
      .execute();
    expect(emails).toEqual([
      {
        subject: 'Harbour Mail: “Harbour Bank” needs your decision',
        body_text: expect.stringContaining(
          'Your rule “Scan the bank” matched “Harbour Bank” but did nothing, as it is a cheque.',
        ),
      },
    ]);
    const inbox = (await member.call('GET', '/api/Mail?folder=-4')).body;
    expect(inbox).toContainEqual(
      expect.objectContaining({ mailId: cheque, protectedKind: 'cheque' }),
    );
    expect(
      (await member.call('POST', `/api/MailRules/Actions/Undo?actionId=${action.actionId}`)).body,
    ).toMatchObject({ code: 'rule_action_not_undoable' });
  });
});

describe('undoing a rule action', () => {
  it('before staff scan, withdraws the scan and leaves the balance as it was; after, is refused', async () => {
    const member = await ruleMember(api);
    await member.addRule({
      name: 'Scan council mail',
      match: { on: 'sender', contains: 'council' },
      action: { type: 'scan' },
    });
    const first = await receive(member.suite, {
      sender: 'City Council',
      envelopePdf: await envelope('City Council'),
    });
    const second = await receive(member.suite, {
      sender: 'City Council',
      envelopePdf: await envelope('City Council rates'),
    });
    const beforeRules = await balanceAndLedgerSum(api, member.accountId);
    await runDueJobs(api);
    expect(await mailRow(api, first)).toMatchObject({ status: 2, mail_action: 0 });

    const log = (await member.call('GET', '/api/MailRules/Actions')).body;
    const actionOf = (mailId: number) =>
      log.find((entry: { mailId: number }) => entry.mailId === mailId);
    expect(actionOf(first)).toMatchObject({
      outcome: 'done',
      undoable: true,
      action: { type: 'scan' },
    });

    const undone = await member.call(
      'POST',
      `/api/MailRules/Actions/Undo?actionId=${actionOf(first).actionId}`,
    );
    expect(undone).toMatchObject({ status: 200, body: { outcome: 'undone', undoable: false } });
    expect(await mailRow(api, first)).toMatchObject({ status: 2, mail_action: null });
    expect(await balanceAndLedgerSum(api, member.accountId)).toEqual(beforeRules);
    const again = await member.call(
      'POST',
      `/api/MailRules/Actions/Undo?actionId=${actionOf(first).actionId}`,
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'rule_action_not_undoable' } });

    // Staff scan the other item: its scan is charged, and the rule's action stays done.
    await fulfilScan(staff(), second, await pdfWithPages(['Rates notice']));
    const afterScan = await balanceAndLedgerSum(api, member.accountId);
    expect(afterScan.balance).toBe(beforeRules.balance - 150 - 20);
    const late = await member.call(
      'POST',
      `/api/MailRules/Actions/Undo?actionId=${actionOf(second).actionId}`,
    );
    expect(late).toMatchObject({ status: 409, body: { code: 'rule_action_not_undoable' } });
    expect(await balanceAndLedgerSum(api, member.accountId)).toEqual(afterScan);
  });
});
