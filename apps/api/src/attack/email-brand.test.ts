/**
 * Brand spoofing in outgoing mail (issue 33): a member's emails carry the brand of their account.
 * A Harbour Mail member who names Sakura Box in `?webpage=` still sends Harbour Mail email, as the
 * development outbox (what the email provider was handed) shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMail, mailMember } from '../../test/mail-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import type { OutboxEntry } from '#routes/dev-outbox.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api.close();
});

/** What /dev/outbox.json lists for one recipient, once the emails sent after the answer are out. */
async function outboxTo(to: string): Promise<OutboxEntry[]> {
  await api.app.afterResponse.settled();
  const response = await api.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${to}` });
  return response.json();
}

describe("a Harbour Mail member naming Sakura Box's webpage", () => {
  it('emails scans (Email/Send) as Harbour Mail', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId);
    const response = await call('POST', '/api/Email/Send?webpage=sakura-box', {
      payload: {
        email: 'accountant@mail.test',
        subject: 'Tax',
        body: 'Attached.',
        mailIds: [mailId],
      },
    });
    expect(response.statusCode).toBe(204);
    expect(await outboxTo('accountant@mail.test')).toEqual([
      expect.objectContaining({ webpage: 'harbour-mail', subject: 'Tax' }),
    ]);
  });

  it('writes to support (Support/Email) at Harbour Mail, not at Sakura Box', async () => {
    const { call } = await mailMember(api);
    const response = await call('POST', '/api/Support/Email?webpage=sakura-box', {
      payload: { email: 'alex@mail.test', subject: 'Parcel', message: 'Has it arrived?' },
    });
    expect(response.statusCode).toBe(204);
    expect(await outboxTo('support@sakura.test')).toEqual([]);
    expect(await outboxTo('support@harbour.test')).toEqual([
      expect.objectContaining({ webpage: 'harbour-mail', subject: 'Support: Parcel' }),
    ]);
  });
});
