import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMail,
  mailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { queuedJobs, runDueJobs } from '../../test/job-fixtures.ts';
import { addJob } from '#jobs/queue.ts';
import { CRONTAB } from '#jobs/worker.ts';

let api: MailTestApp;
beforeAll(async () => {
  api = await startMailTestApp();
});
afterAll(async () => {
  await api.close();
});

const DAY = 86_400_000;

describe('the purge-deleted-mail job', () => {
  it('removes Deleted Items older than 30 days, rows and scans, and leaves younger ones', async () => {
    const { accountId } = await mailMember(api);
    const old = await addMail(api, accountId, { recycled_at: new Date(Date.now() - 31 * DAY) }, {});
    const young = await addMail(
      api,
      accountId,
      { recycled_at: new Date(Date.now() - 29 * DAY) },
      {},
    );
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
    expect(await queuedJobs(api, 'purge-deleted-mail')).toEqual([]);
  });

  it('is on the hourly schedule of every server', () => {
    expect(CRONTAB).toMatch(/^5 \* \* \* \* purge-deleted-mail /m);
  });
});
