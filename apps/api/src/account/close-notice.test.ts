import { addDays, calendarDateIn, isoDate, startOfDayUtc } from '@portal/domain/calendar';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { billAccount } from '#billing/bill-account.ts';
import { outboxFor } from '../../test/auth-fixtures.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { addMail, registeredMailMember } from '../../test/mail-fixtures.ts';
import { asMember, auditMessages, credit, insertPlan } from '../../test/member-fixtures.ts';
import { sessionCookieFor, XHR, type TestApp } from '../../test/test-app.ts';

/*
 * Close Account gives the 30 days' notice of §9 (decision 076): the account keeps its service and
 * fees, the member can withdraw, and when the notice ends the daily run closes it and deals with
 * the held mail as chosen. Each step is what the member or the daily run would do, on real
 * PostgreSQL.
 */

let api: TestApp;
let planId: number;
useTestApp(async (started) => {
  api = started;
  planId = await insertPlan(api, { plan_name: 'Notice Plan', monthly_fee_cents: 500 });
});

const accountRow = (accountId: number) =>
  api.db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();

const noticeEnd = () => addDays(calendarDateIn(new Date()), 30);

async function closingMember(heldMail: 'shred' | 'returnToSender') {
  const member = await registeredMailMember(api, planId);
  await credit(api, member.accountId, 4000);
  const response = await member.call('POST', `/api/Account/CloseAccount?heldMail=${heldMail}`);
  return { ...member, response };
}

/** The member signs in again after giving notice (it ended their sessions, §2). */
async function signInAgain(accountId: number) {
  return asMember(api, await sessionCookieFor(api.db, accountId));
}

async function emailsTo(email: string) {
  await runDueJobs(api);
  return (await outboxFor(api.db, email)).map((message) => message.subject);
}

describe('CloseAccount gives notice', () => {
  it('answers the day it ends, ends every session, and keeps the account open meanwhile', async () => {
    const { accountId, cookie, email, response } = await closingMember('returnToSender');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      noticeEndsOn: isoDate(noticeEnd()),
      heldMail: 'returnToSender',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/portal_session=;/);
    const old = await api.app.inject({
      method: 'POST',
      url: '/api/account/GetAccount',
      headers: { cookie, ...XHR },
    });
    expect(old.statusCode).toBe(401);

    const call = await signInAgain(accountId);
    const account = (await call('POST', '/api/account/GetAccount')).json();
    expect(account).toMatchObject({
      status: 'Active',
      closing: { noticeEndsOn: isoDate(noticeEnd()), heldMail: 'returnToSender' },
    });
    expect((await accountRow(accountId)).closed_at).toBeNull();
    expect(await auditMessages(api, accountId)).toContainEqual({
      key: 'audit.closeNotice',
      values: { on: Date.parse(`${isoDate(noticeEnd())}T12:00:00Z`), heldMail: 'returnToSender' },
    });
    const subjects = await emailsTo(email);
    expect(subjects.some((subject) => subject.includes('close'))).toBe(true);
  });

  it('needs a choice for the held mail', async () => {
    const member = await registeredMailMember(api, planId);
    const response = await member.call('POST', '/api/Account/CloseAccount');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'heldMail' });
    expect((await accountRow(member.accountId)).close_notice_ends_on).toBeNull();
  });

  it('refuses a second notice while one runs, and an account below zero', async () => {
    const { accountId } = await closingMember('shred');
    const call = await signInAgain(accountId);
    const again = await call('POST', '/api/Account/CloseAccount?heldMail=shred');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'account_closing' });

    const owing = await registeredMailMember(api, planId);
    await credit(api, owing.accountId, -500);
    const locked = await owing.call('POST', '/api/Account/CloseAccount?heldMail=shred');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'account_locked' });
  });

  it('still charges the monthly fee on a billing day inside the notice', async () => {
    const { accountId } = await closingMember('shred');
    const billingDay = addDays(calendarDateIn(new Date()), 10);
    await api.db.kysely
      .updateTable('accounts')
      .set({ billing_date: isoDate(billingDay) })
      .where('account_id', '=', accountId)
      .execute();
    const bill = await billAccount(api.db.kysely, accountId, startOfDayUtc(billingDay));
    expect(bill.closed).toBe(false);
    expect(bill.charged).toBe(500);
  });
});

describe('WithdrawClose', () => {
  it('puts the account back as it was, once', async () => {
    const { accountId, email } = await closingMember('shred');
    const call = await signInAgain(accountId);
    const withdrawn = await call('POST', '/api/Account/WithdrawClose');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'Active', closing: null });
    const row = await accountRow(accountId);
    expect([row.close_notice_ends_on, row.close_held_mail, row.closed_at]).toEqual([
      null,
      null,
      null,
    ]);
    const twice = await call('POST', '/api/Account/WithdrawClose');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'account_not_closing' });
    expect(await auditMessages(api, accountId)).toContainEqual({
      key: 'audit.closeWithdrawn',
      values: {},
    });
    expect(await emailsTo(email)).toHaveLength(2);
  });
});

describe('the end of the notice', () => {
  it('closes the account in the daily run, returns held mail as chosen, and tells the member', async () => {
    const { accountId, email } = await closingMember('returnToSender');
    const held = await addMail(api, accountId, { status: MAIL_STATUS.unopened }, {});
    const forwarding = await addMail(
      api,
      accountId,
      { status: MAIL_STATUS.scanned, mail_action: PENDING_ACTION.forward },
      {},
    );
    const dayBefore = await billAccount(
      api.db.kysely,
      accountId,
      startOfDayUtc(addDays(noticeEnd(), -1)),
    );
    expect(dayBefore.closed).toBe(false);

    const bill = await billAccount(api.db.kysely, accountId, startOfDayUtc(noticeEnd()));
    expect(bill).toMatchObject({ closed: true, charged: 0 });
    const row = await accountRow(accountId);
    expect(row.closed_at).toEqual(startOfDayUtc(noticeEnd()));
    expect(row.closed_reason).toBe('closed');
    const statuses = await api.db.kysely
      .selectFrom('mail_items')
      .select(['mail_id', 'status'])
      .where('mail_id', 'in', [held, forwarding])
      .orderBy('mail_id')
      .execute();
    // The paid forward is left for staff to post; everything else goes back to its sender.
    expect(statuses.map((item) => item.status)).toEqual([
      MAIL_STATUS.returned,
      MAIL_STATUS.scanned,
    ]);
    expect(await auditMessages(api, accountId)).toContainEqual({
      key: 'audit.closedAtNotice',
      values: { count: 1, heldMail: 'returnToSender' },
    });
    expect(await emailsTo(email)).toHaveLength(2);

    const later = await billAccount(
      api.db.kysely,
      accountId,
      startOfDayUtc(addDays(noticeEnd(), 40)),
    );
    expect(later).toMatchObject({ skipped: true, charged: 0 });
  });
});
