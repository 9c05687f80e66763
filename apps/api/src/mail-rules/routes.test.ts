import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { insertHamiltonAddress } from '../../test/forward-fixtures.ts';
import { folderOf, ruleActionsOf, ruleMember, type RuleInput } from '../../test/rule-fixtures.ts';
import { insertMail } from '../../test/staff-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyRules } from '#mail-rules/apply-rules.ts';

let api: TestApp;
useTestApp((started) => {
  api = started;
});

const DAY = 86_400_000;
const byNumber = (a: number, b: number) => a - b;
const scanRule = (name: string, contains = 'Taxation'): RuleInput => ({
  name,
  match: { on: 'sender', contains },
  action: { type: 'scan' },
});

describe('the member’s rules', () => {
  it('are added last, listed in order, reordered, changed and deleted with no gap left', async () => {
    const member = await ruleMember(api);
    const a = await member.addRule(scanRule('A'));
    const b = await member.addRule(scanRule('B'));
    const c = await member.addRule(scanRule('C'));
    const names = async () =>
      (await member.call('GET', '/api/MailRules')).body.map(
        (rule: { name: string; position: number }) => `${rule.position}${rule.name}`,
      );
    expect(await names()).toEqual(['1A', '2B', '3C']);

    const reordered = await member.call('POST', '/api/MailRules/Order', {
      ruleIds: [c.ruleId, a.ruleId, b.ruleId],
    });
    expect(reordered.body.map((rule: { name: string }) => rule.name)).toEqual(['C', 'A', 'B']);

    const changed = await member.call('PUT', `/api/MailRules?ruleId=${a.ruleId}`, {
      ...scanRule('A2', 'Council'),
      enabled: false,
    });
    expect(changed.body).toMatchObject({ name: 'A2', position: 2, enabled: false });
    expect(changed.body.match).toEqual({ on: 'sender', contains: 'Council' });

    expect((await member.call('DELETE', `/api/MailRules?ruleId=${c.ruleId}`)).status).toBe(204);
    expect(await names()).toEqual(['1A2', '2B']);
  });

  it('answer 404 for another member’s rule and leave it as it was', async () => {
    const owner = await ruleMember(api);
    const other = await ruleMember(api);
    const rule = await owner.addRule(scanRule('Mine'));
    for (const [method, url, body] of [
      ['PUT', `/api/MailRules?ruleId=${rule.ruleId}`, scanRule('Taken')],
      ['DELETE', `/api/MailRules?ruleId=${rule.ruleId}`, undefined],
    ] as const) {
      expect(await other.call(method, url, body)).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
    }
    expect((await owner.call('GET', '/api/MailRules')).body).toMatchObject([{ name: 'Mine' }]);
  });

  it('refuse bad input with a 400 naming the field, and save nothing', async () => {
    const member = await ruleMember(api);
    const other = await ruleMember(api);
    const othersFolder = await folderOf(api, other.accountId, 'Not yours');
    const refusals: [RuleInput, string][] = [
      [{ ...scanRule('x'), action: { type: 'folder' } }, 'action.folderId'],
      [{ ...scanRule('x'), action: { type: 'folder', folderId: othersFolder } }, 'action.folderId'],
      [{ ...scanRule('x'), action: { type: 'forward' } }, 'action.addressId'],
      [{ ...scanRule('x'), action: { type: 'label' } }, 'action.label'],
      [{ ...scanRule('x'), action: { type: 'shred' } }, 'action.type'],
      [{ ...scanRule('x'), action: { type: 'returnToSender' } }, 'action.type'],
      [{ ...scanRule('   '), match: { on: 'sender', contains: 'ATO' } }, 'name'],
      [{ ...scanRule('x'), match: { on: 'sender', contains: ' a ' } }, 'match.contains'],
    ];
    for (const [rule, field] of refusals) {
      const answer = await member.call('POST', '/api/MailRules', rule);
      expect(answer, JSON.stringify(rule)).toMatchObject({
        status: 400,
        body: { code: 'invalid_field', field },
      });
    }
    const rule = await member.addRule(scanRule('Only'));
    await member.addRule(scanRule('Second'));
    expect(
      await member.call('POST', '/api/MailRules/Order', { ruleIds: [rule.ruleId] }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_field', field: 'ruleIds' } });
    expect(
      await member.call('POST', '/api/MailRules/Order', { ruleIds: [rule.ruleId, 999999] }),
    ).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await member.call('GET', '/api/MailRules')).body).toHaveLength(2);
  });

  it('are at most 50 per account: the 51st answers 409 rule_limit_reached', async () => {
    const member = await ruleMember(api);
    for (let index = 0; index < 50; index += 1) await member.addRule(scanRule(`R${index}`));
    expect(await member.call('POST', '/api/MailRules', scanRule('One more'))).toMatchObject({
      status: 409,
      body: { code: 'rule_limit_reached' },
    });
  });
});

describe('a rule’s cost before saving', () => {
  it('is the plan’s price per item: letter and pages for a scan, the forwarding fee plus postage, free otherwise', async () => {
    const member = await ruleMember(api);
    const cost = async (action: RuleInput['action']) =>
      (await member.call('POST', '/api/MailRules/Cost', { ...scanRule('x'), action })).body;
    expect(await cost({ type: 'scan' })).toEqual({
      action: 'scan',
      fixed: 1.5,
      perPage: 0.2,
      plusPostage: false,
    });
    expect(await cost({ type: 'label', label: 'tax' })).toEqual({
      action: 'label',
      fixed: 0,
      perPage: 0,
      plusPostage: false,
    });
    const addressId = await insertHamiltonAddress(api, member.accountId);
    const { letter_forward_cents: fee } = await api.db.kysely
      .selectFrom('plans')
      .innerJoin('accounts', 'accounts.plan_id', 'plans.plan_id')
      .select('letter_forward_cents')
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(await cost({ type: 'forward', addressId })).toEqual({
      action: 'forward',
      fixed: fee / 100,
      perPage: 0,
      plusPostage: true,
    });
  });
});

describe('a dry run over the last 90 days', () => {
  it('reports exactly the items the rule then acts on', async () => {
    const member = await ruleMember(api);
    const mail = (item: Parameters<typeof insertMail>[2]) =>
      insertMail(api, member.accountId, item);
    const bySender = await mail({ sender: 'ＡＵＳＴＲＡＬＩＡＮ Taxation Office' });
    const byText = await mail({ sender: 'ATO', scan_text: 'Australian  taxation\noffice notice' });
    const cheque = await mail({ sender: 'Australian Taxation Office', protected_kind: 'cheque' });
    await mail({
      sender: 'Australian Taxation Office',
      date_received: new Date(Date.now() - 91 * DAY),
    });
    await mail({ sender: 'Australian Taxation Office', recycled_at: new Date() });
    const unrelated = await mail({ sender: 'Harbour Bank' });
    const rule: RuleInput = {
      name: 'Tax',
      match: { on: 'text', contains: 'australian taxation office' },
      action: { type: 'notify' },
    };

    const dry = (await member.call('POST', '/api/MailRules/DryRun', rule)).body;
    expect(dry.matched).toBe(3);
    const dryIds = dry.items.map((item: { mailId: number }) => item.mailId).sort(byNumber);
    expect(dryIds).toEqual([bySender, byText, cheque].sort(byNumber));
    expect(dry.items).toContainEqual(
      expect.objectContaining({ mailId: cheque, protectedKind: 'cheque' }),
    );

    await member.addRule(rule);
    // Each item of the window tried as at its arrival (the 91-day-old one arrived before it).
    const all = await api.db.kysely
      .selectFrom('mail_items')
      .select('mail_id')
      .where('account_id', '=', member.accountId)
      .where('date_received', '>', new Date(Date.now() - 90 * DAY))
      .execute();
    for (const { mail_id } of all) await applyRules(api.db.kysely, mail_id);
    const acted: number[] = [];
    for (const { mail_id } of all) {
      if ((await ruleActionsOf(api, mail_id)).length > 0) acted.push(mail_id);
    }
    expect(acted.sort(byNumber)).toEqual(dryIds);
    expect(await ruleActionsOf(api, unrelated)).toEqual([]);
  });
});

describe('a brand without mail rules', () => {
  it('refuses every rules call with 403 mail_rules_not_offered, and runs no rule', async () => {
    const member = await ruleMember(api);
    const rule = await member.addRule(scanRule('Before the move'));
    await api.db.kysely
      .updateTable('accounts')
      .set({ webpage: 'outback-post' })
      .where('account_id', '=', member.accountId)
      .execute();
    for (const [method, url] of [
      ['GET', '/api/MailRules'],
      ['POST', '/api/MailRules/DryRun'],
      ['GET', '/api/MailRules/Actions'],
    ] as const) {
      expect(
        await member.call(method, url, method === 'GET' ? undefined : scanRule('x')),
      ).toMatchObject({
        status: 403,
        body: { code: 'mail_rules_not_offered', detail: 'Outback Post does not offer mail rules' },
      });
    }
    const item = await insertMail(api, member.accountId, { sender: 'Australian Taxation Office' });
    expect(await applyRules(api.db.kysely, item)).toBe('none');
    expect(rule.ruleId).toBeGreaterThan(0);
  });
});
