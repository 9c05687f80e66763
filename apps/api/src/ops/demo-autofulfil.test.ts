import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedgerSum } from '../../test/member-fixtures.ts';
import { insertMail, mailRow, staffTestMember } from '../../test/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';
import { startDemoAutofulfil } from '#ops/demo-autofulfil.ts';
import type { StaffContext } from '#ops/staff-context.ts';

let api: TestApp;
let ctx: StaffContext;

beforeAll(async () => {
  api = await startTestApp();
  ctx = { db: api.db.kysely, storage: testStorage() };
});
afterAll(() => api.close());

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  for (const start = Date.now(); !(await check());) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting for the demo staff');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('demo autofulfil', () => {
  it('fulfils scans (charged, with a generated scan), shreds and returns asked for while it runs, and leaves forwards', async () => {
    const member = await staffTestMember(api);
    const seeded = await insertMail(api, member.accountId, { mail_action: 0 });
    const log: string[] = [];
    const stop = await startDemoAutofulfil(ctx, {
      everyMs: 20,
      afterMs: 100,
      log: (line) => log.push(line),
    });
    const scan = await insertMail(api, member.accountId, { mail_action: 0 });
    const shred = await insertMail(api, member.accountId, { status: 6, mail_action: 2 });
    const back = await insertMail(api, member.accountId, { mail_action: 3 });
    const forward = await insertMail(api, member.accountId, { mail_action: 1 });
    try {
      await waitFor(async () => (await mailRow(api, back)).status === 7);
      await waitFor(async () => (await mailRow(api, scan)).status === 3);
    } finally {
      await stop();
    }

    const scanned = await mailRow(api, scan);
    expect(scanned).toMatchObject({ mail_action: null, page_count: 1 });
    expect(scanned.scan_text).toContain(`Demo scan of mail item ${scan}`);
    expect(await ctx.storage.get(scanned.contents_key ?? '')).not.toBeNull();
    expect(await mailRow(api, shred)).toMatchObject({ status: 5, mail_action: null });
    expect(await mailRow(api, forward)).toMatchObject({ status: 2, mail_action: 1 });
    // Pending before the demo staff started: the seed's example, left as it is.
    expect(await mailRow(api, seeded)).toMatchObject({ status: 2, mail_action: 0 });
    const money = await balanceAndLedgerSum(api, member.accountId);
    expect(money.balance).toBe(2000 - 150 - 20);
    expect(money.ledgerSum).toBe(money.balance);
    expect(log).toEqual(
      expect.arrayContaining([
        `Demo autofulfil scanned mail item ${scan} (1 page)`,
        `Demo autofulfil shredded mail item ${shred}`,
        `Demo autofulfil returned mail item ${back} to sender`,
      ]),
    );
  });

  it('lets a requested action wait before fulfilling it, so the member sees it pending', async () => {
    const member = await staffTestMember(api);
    const stop = await startDemoAutofulfil(ctx, {
      everyMs: 10,
      afterMs: 60_000,
      log: () => undefined,
    });
    const scan = await insertMail(api, member.accountId, { mail_action: 0 });
    // Half a second of rounds, each of which sees the item, none of which may fulfil it yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stop();
    expect(await mailRow(api, scan)).toMatchObject({ status: 2, mail_action: 0 });
  });
});
