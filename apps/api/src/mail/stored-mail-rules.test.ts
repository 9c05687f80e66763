import type { StoredItem } from '@portal/domain/storage';
import { beforeEach, describe, expect, vi } from 'vitest';
import { it } from '../../test/api-test.ts';
import { auditMessages, markRegistered, newMember } from '../../test/member-fixtures.ts';
import { storedMailOf } from '#mail/stored-mail.ts';
import type * as StoredMail from '#mail/stored-mail.ts';

/**
 * The rules that read the member's mail to pause an account, with the query they use answering what
 * the test says, so each case needs no mail rows. (Storage metrics: history/routes.test.ts.)
 */
vi.mock('#mail/stored-mail.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof StoredMail>()),
  storedMailOf: vi.fn(),
}));
const mail = vi.mocked(storedMailOf);

beforeEach(() => {
  mail.mockReset();
});

const DAY = 86_400_000;
const item = (
  status: StoredItem['status'],
  mailType: number,
  ageDays = 1,
  mailActions: StoredItem['mailActions'] = null,
): StoredItem => ({
  status,
  mailActions,
  mailType,
  dateScanned: new Date(Date.now() - ageDays * DAY),
});

describe('pausing with mail stored', () => {
  it('is refused with 409 and the §8 message while mail is held, changing nothing', async ({
    api,
  }) => {
    const { accountId, call } = await newMember(api);
    await markRegistered(api, accountId);
    mail.mockResolvedValue([item(3, 0), item(4, 0)]);

    const response = await call('POST', '/api/Account/pause');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'pause_blocked_mail_held',
      detail:
        'You can not put your account on pause while you have mail stored. Either shred or forward stored mail.',
    });
    expect(mail).toHaveBeenCalledWith(expect.anything(), accountId);
    expect((await call('POST', '/api/account/GetAccount')).json()).toMatchObject({
      status: 'Active',
    });
    expect(await auditMessages(api, accountId)).toEqual([]);
  });

  it('is allowed once every stored item is on its way out (forward, shred or return requested)', async ({
    api,
  }) => {
    const { accountId, call } = await newMember(api);
    await markRegistered(api, accountId);
    mail.mockResolvedValue([item(2, 0, 1, 1), item(3, 1, 1, 2), item(3, 0, 1, 3), item(5, 0)]);

    const response = await call('POST', '/api/Account/pause');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'On Hold' });
  });
});
