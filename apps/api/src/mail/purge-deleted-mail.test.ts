import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addMail,
  mailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { schedulePurgeOfDeletedMail } from '#mail/purge-deleted-mail.ts';

let api: MailTestApp;
beforeAll(async () => {
  api = await startMailTestApp();
});
afterAll(async () => {
  await api.close();
});

const DAY = 86_400_000;

describe('schedulePurgeOfDeletedMail', () => {
  it('purges at once and then every hour, until stopped', async () => {
    const { accountId } = await mailMember(api);
    const first = await addMail(
      api,
      accountId,
      { recycled_at: new Date(Date.now() - 31 * DAY) },
      {},
    );
    const exists = async (mailId: number) =>
      (await api.db.kysely
        .selectFrom('mail_items')
        .select('mail_id')
        .where('mail_id', '=', mailId)
        .executeTakeFirst()) !== undefined;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = schedulePurgeOfDeletedMail(
        { db: api.db.kysely, storage: api.storage },
        (error) => {
          throw error;
        },
      );
      await vi.waitFor(async () => expect(await exists(first)).toBe(false));

      const second = await addMail(
        api,
        accountId,
        { recycled_at: new Date(Date.now() - 40 * DAY) },
        {},
      );
      vi.advanceTimersByTime(60 * 60 * 1000);
      await vi.waitFor(async () => expect(await exists(second)).toBe(false));

      stop();
      const third = await addMail(
        api,
        accountId,
        { recycled_at: new Date(Date.now() - 40 * DAY) },
        {},
      );
      vi.advanceTimersByTime(2 * 60 * 60 * 1000);
      expect(vi.getTimerCount()).toBe(0);
      expect(await exists(third)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
