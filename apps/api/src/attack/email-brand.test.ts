/**
 * Brand spoofing in outgoing mail (issue 33): a member's emails carry the brand of their account.
 * A Harbour Mail member who names Sakura Box in `?webpage=` still sends Harbour Mail email, as the
 * development outbox (what the email provider was handed) shows.
 */
import { describe, expect, it } from 'vitest';
import { addMail, mailMember } from '../../test/mail-fixtures.ts';
import { insertPlan } from '../../test/member-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { CONTACT_DETAILS } from '../../test/auth-fixtures.ts';
import { hashPassword } from '#auth/passwords.ts';
import type { OutboxEntry } from '#web/dev-outbox.ts';

let api: TestApp;
useTestApp((started) => (api = started));

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

  it('sends the verification link of a new address (UpdateAccount) as Harbour Mail', async () => {
    const { accountId, call } = await mailMember(api);
    // Changing the sign-in email needs the current password (decision 081).
    await api.db.kysely
      .updateTable('accounts')
      .set({ password_hash: await hashPassword('staple-lamp-orbit-42') })
      .where('account_id', '=', accountId)
      .execute();
    const response = await call('POST', '/api/Account/UpdateAccount?webpage=sakura-box', {
      payload: {
        ...CONTACT_DETAILS,
        email: 'alex.new@mail.test',
        phoneNumber: null,
        currentPassword: 'staple-lamp-orbit-42',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await outboxTo('alex.new@mail.test')).toEqual([
      expect.objectContaining({ webpage: 'harbour-mail' }),
    ]);
  });

  it('sends another verification link (SendVerification) as Harbour Mail', async () => {
    const { call, email } = await mailMember(api);
    const response = await call(
      'POST',
      '/api/EmailVerification/SendVerification?webpage=sakura-box',
    );
    expect(response.statusCode).toBe(204);
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ webpage: 'harbour-mail' })]);
  });

  it('sends the welcome email (RegistrationComplete) as Harbour Mail', async () => {
    const { accountId, call, email } = await mailMember(api);
    const planId = await insertPlan(api, { plan_name: 'Brand Plan', setup_fee_cents: 0 });
    await api.db.kysely
      .updateTable('accounts')
      .set({ plan_id: planId })
      .where('account_id', '=', accountId)
      .execute();
    const response = await call(
      'POST',
      '/api/Registration/RegistrationComplete?x=noCreditCard&webpage=sakura-box',
    );
    expect(response.json()).toMatchObject({ registrationStatus: 2 });
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ webpage: 'harbour-mail' })]);
  });
});
