import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { insertHamiltonAddress } from '../../test/forward-fixtures.ts';
import { folderOf, ruleMember } from '../../test/rule-fixtures.ts';
import { insertMail } from '../../test/staff-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyRules } from '#mail-rules/apply-rules.ts';

let api: TestApp;
useTestApp((started) => {
  api = started;
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const idsOf = (group: { items: { mailId: number }[] }) => group.items.map((item) => item.mailId);

describe('GET /api/ActionRequired', () => {
  it('lists each group with its count, and counts an item in several groups once', async () => {
    const member = await ruleMember(api);
    await api.db.kysely
      .updateTable('plans')
      .set({ envelope_storage_cents: 5, parcel_storage_cents: 50 })
      .where('plan_id', '=', (eb) =>
        eb.selectFrom('accounts').select('plan_id').where('account_id', '=', member.accountId),
      )
      .execute();
    const addressId = await insertHamiltonAddress(api, member.accountId);
    await member.addRule({
      name: 'Bank to Hamilton',
      match: { on: 'sender', contains: 'Harbour Bank' },
      action: { type: 'forward', addressId },
    });
    const mail = (item: Parameters<typeof insertMail>[2]) =>
      insertMail(api, member.accountId, item);
    const fresh = await mail({ name: 'Fresh', date_received: daysAgo(1) });
    const old = await mail({ name: 'Old', date_received: daysAgo(10) });
    const taxes = await folderOf(api, member.accountId, 'Taxes');
    const ending = await mail({
      name: 'Ending',
      status: 3,
      folder_id: taxes,
      date_received: daysAgo(27),
    });
    const endingParcel = await mail({ name: 'Box', mail_type: 1, date_received: daysAgo(26) });
    await mail({ name: 'Already charged', status: 3, date_received: daysAgo(31) });
    await mail({ name: 'Being scanned', mail_action: 0, date_received: daysAgo(20) });
    await mail({ name: 'Deleted', recycled_at: new Date(), date_received: daysAgo(20) });
    const cheque = await mail({ name: 'Cheque', sender: 'Harbour Bank', protected_kind: 'cheque' });
    const statement = await mail({ name: 'Statement', sender: 'Harbour Bank' });
    await applyRules(api.db.kysely, cheque);
    await applyRules(api.db.kysely, statement);

    const answer = await member.call('GET', '/api/ActionRequired?unopenedDays=7');
    expect(answer.status).toBe(200);
    const view = answer.body;
    // 'Already charged' is over 30 days old but scanned, so no group takes it.
    expect(idsOf(view.unopened)).toEqual([endingParcel, old]);
    expect(view.storageEnding).toEqual({
      count: 2,
      items: [
        // Each item says where it is filed, so the portal can open it there.
        expect.objectContaining({ mailId: ending, folderId: taxes, dailyFee: 0.05 }),
        expect.objectContaining({ mailId: endingParcel, folderId: null, dailyFee: 0.5 }),
      ],
    });
    expect(new Date(view.storageEnding.items[0].freeStorageEnds).getTime()).toBeCloseTo(
      daysAgo(27).getTime() + 30 * DAY,
      -4,
    );
    expect(view.forwardsAwaitingPayment.items).toEqual([
      expect.objectContaining({ mailId: statement, addressId, actionId: expect.any(Number) }),
    ]);
    expect(view.staffFlagged.items).toEqual([
      expect.objectContaining({ mailId: cheque, protectedKind: 'cheque' }),
    ]);
    expect(idsOf(view.rulesToConfirm)).toEqual([cheque]);
    expect(view.total).toBe(5);
    expect(idsOf(view.unopened)).not.toContain(fresh);

    // Once the member acts on an item, it leaves the view.
    await member.call('POST', '/api/mail/MarkPendingScan', { mailIds: [old] });
    const after = (await member.call('GET', '/api/ActionRequired?unopenedDays=7')).body;
    expect(idsOf(after.unopened)).toEqual([endingParcel]);
    expect(after.total).toBe(4);
  });

  it('refuses a number of days outside 1 to 90 with a 400 naming it', async () => {
    const member = await ruleMember(api);
    expect(await member.call('GET', '/api/ActionRequired?unopenedDays=0')).toMatchObject({
      status: 400,
      body: { code: 'invalid_field', field: 'unopenedDays' },
    });
    const empty = (await member.call('GET', '/api/ActionRequired')).body;
    expect(empty).toMatchObject({ total: 0, unopenedDays: 7, unopened: { count: 0, items: [] } });
  });
});
