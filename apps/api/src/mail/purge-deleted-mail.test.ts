import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import {
  addMail,
  mailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { queuedJobs, runDueJobs } from '../../test/job-fixtures.ts';
import { addJob } from '#platform/job-queue.ts';
import { CRONTAB } from '#jobs/worker.ts';

let api: MailTestApp;
useForFile(startMailTestApp, (started) => (api = started));

const DAY = 86_400_000;

describe('the purge-deleted-mail job', () => {
  it('removes shredded Deleted Items older than 30 days, and leaves younger ones and any still held', async () => {
    const { accountId } = await mailMember(api);
    const deleted = (daysAgo: number, status: number) =>
      addMail(api, accountId, { status, recycled_at: new Date(Date.now() - daysAgo * DAY) }, {});
    const old = await deleted(31, 5);
    const young = await deleted(29, 5);
    // Deleted but not yet shredded by staff: the letter is still on the shelf (decision 072).
    const held = await deleted(31, 3);
    const exists = async (mailId: number) =>
      (await api.db.kysely
        .selectFrom('mail_items')
        .select('mail_id')
        .where('mail_id', '=', mailId)
        .executeTakeFirst()) !== undefined;
    await addJob(api.db.kysely, 'purge-deleted-mail', {});
    await runDueJobs(api);
    expect(await exists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(held)).toBe(true);
    expect(await queuedJobs(api, 'purge-deleted-mail')).toEqual([]);
  });

  it('is on the hourly schedule of every server', () => {
    expect(CRONTAB).toMatch(/^5 \* \* \* \* purge-deleted-mail /m);
  });
});
