import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { queuedJobs, runDueJobs } from '../../test/job-fixtures.ts';
import { balanceAndLedgerSum } from '../../test/member-fixtures.ts';
import { insertMail, mailRow, staffTestMember } from '../../test/staff-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { DEMO_ROUND_EVERY_MS, fulfilDueActions, queueDemoRound } from '#staff/demo-autofulfil.ts';
import type { StaffContext } from '#staff/staff-context.ts';

let api: TestApp;
let ctx: StaffContext;

useTestApp(async (started) => {
  api = started;
  ctx = { db: api.db.kysely, storage: api.storage };
});

/** What a member's request does to an item: the trigger stamps when it was asked for. */
async function ask(mailId: number, action: number, secondsAgo: number) {
  await api.db.kysely
    .updateTable('mail_items')
    .set({ mail_action: action })
    .where('mail_id', '=', mailId)
    .execute();
  await api.db.kysely
    .updateTable('mail_items')
    .set({ action_requested_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})` })
    .where('mail_id', '=', mailId)
    .execute();
}

describe('demo autofulfil', () => {
  it('fulfils scans (charged, with a generated scan), shreds and returns asked for 5 s ago, and leaves forwards', async () => {
    const member = await staffTestMember(api);
    const seeded = await insertMail(api, member.accountId, { mail_action: 0 });
    const scan = await insertMail(api, member.accountId);
    const shred = await insertMail(api, member.accountId);
    const back = await insertMail(api, member.accountId);
    const forward = await insertMail(api, member.accountId);
    const recent = await insertMail(api, member.accountId);
    await ask(scan, 0, 6);
    await ask(shred, 2, 6);
    await ask(back, 3, 6);
    await ask(forward, 1, 60);
    await ask(recent, 0, 1);

    const log = await fulfilDueActions(ctx);

    const scanned = await mailRow(api, scan);
    expect(scanned).toMatchObject({ status: 3, mail_action: null, page_count: 1 });
    expect(scanned.scan_text).toContain(`Demo scan of mail item ${scan}`);
    expect(await ctx.storage.get(scanned.contents_key ?? '')).not.toBeNull();
    expect(await mailRow(api, shred)).toMatchObject({ status: 5, mail_action: null });
    expect(await mailRow(api, back)).toMatchObject({ status: 7, mail_action: null });
    expect(await mailRow(api, forward)).toMatchObject({ status: 2, mail_action: 1 });
    // Asked for a second ago: members see it pending for a while first.
    expect(await mailRow(api, recent)).toMatchObject({ status: 2, mail_action: 0 });
    // Pending with no time of request: the seed's example, left to staff.
    expect(await mailRow(api, seeded)).toMatchObject({ status: 2, mail_action: 0 });
    const money = await balanceAndLedgerSum(api, member.accountId);
    expect(money.balance).toBe(2000 - 150 - 20);
    expect(money.ledgerSum).toBe(money.balance);
    expect(log).toEqual([
      `Demo autofulfil scanned mail item ${scan} (1 page)`,
      `Demo autofulfil shredded mail item ${shred}`,
      `Demo autofulfil returned mail item ${back} to sender`,
    ]);
  });

  it('a member’s request stamps its time; cancelling clears it', async () => {
    const member = await staffTestMember(api);
    const item = await insertMail(api, member.accountId);
    await api.db.kysely
      .updateTable('mail_items')
      .set({ mail_action: 0 })
      .where('mail_id', '=', item)
      .execute();
    expect((await mailRow(api, item)).action_requested_at).toBeInstanceOf(Date);
    await api.db.kysely
      .updateTable('mail_items')
      .set({ mail_action: null })
      .where('mail_id', '=', item)
      .execute();
    expect((await mailRow(api, item)).action_requested_at).toBeNull();
  });

  it('runs as a job that queues its next round, one waiting round however many servers ask', async () => {
    const member = await staffTestMember(api);
    const scan = await insertMail(api, member.accountId);
    await ask(scan, 0, 10);
    await queueDemoRound(api.db.kysely, 0);
    await queueDemoRound(api.db.kysely, 0);
    expect(await queuedJobs(api, 'demo-autofulfil')).toHaveLength(1);
    const roundStarted = Date.now();
    await runDueJobs(api, {}, { demoAutofulfil: true });
    expect(await mailRow(api, scan)).toMatchObject({ status: 3, mail_action: null });
    // The next round waits a second after this one, however long this one took on a busy machine.
    const [next] = await queuedJobs(api, 'demo-autofulfil');
    expect(next?.run_at.getTime()).toBeGreaterThanOrEqual(roundStarted + DEMO_ROUND_EVERY_MS);
  });
});
