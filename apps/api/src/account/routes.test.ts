import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { describe, expect, it } from 'vitest';
import { XHR, type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { CONTACT_DETAILS } from '../../test/auth-fixtures.ts';
import { hashPassword } from '#auth/passwords.ts';
import { auditMessages, insertLocation, newMember } from '../../test/member-fixtures.ts';
import { TERMS_VERSION } from '#account/terms.ts';

let api: TestApp;
useTestApp((started) => (api = started));

const contact = { ...CONTACT_DETAILS, email: 'alex.chen@mail.test', language: 'jp' };

const PASSWORD = 'staple-lamp-orbit-42';

/** Gives the member a real password: changing the sign-in email needs it (decision 081). */
const setPassword = async (accountId: number) =>
  api.db.kysely
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('account_id', '=', accountId)
    .execute();

const accountRow = (accountId: number) =>
  api.db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();

describe('GetAccount', () => {
  it("answers the signed-in member's account in the contract's shape", async () => {
    const { call } = await newMember(api, { termsAccepted: false });
    const response = await call('POST', '/api/account/GetAccount');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Test',
      lastName: 'Member',
      balance: 0,
      status: 'Active',
      termsAndConditionsSigned: false,
      autoTopUpAmount: null,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/account/GetAccount',
      headers: XHR,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('UpdateAccount', () => {
  const url = '/api/Account/UpdateAccount?webpage=harbour-mail';

  it('saves the contact and billing details, answers the account and audits the change', async () => {
    const { accountId, call, email } = await newMember(api);
    await setPassword(accountId);
    const response = await call('POST', url, {
      payload: { ...contact, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    // The new address waits for its link; the sign-in email stays (decision 081).
    const saved = { ...contact, email, pendingEmail: 'alex.chen@mail.test' };
    expect(response.json()).toMatchObject(saved);
    expect((await call('POST', '/api/account/GetAccount')).json()).toMatchObject(saved);

    const [verification] = await api.db.kysely
      .selectFrom('outbox_messages')
      .select(['recipient', 'links'])
      .where('recipient', 'like', '%alex.chen@mail.test%')
      .execute();
    expect(verification?.links).toEqual([expect.stringMatching(/\/verify\?q=[\w-]+$/)]);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.contactUpdated', values: {} },
      {
        key: 'audit.emailChangeRequested',
        values: { newEmail: 'alex.chen@mail.test', oldEmail: email },
      },
    ]);
  });

  it('keeps the email verified when only other fields change, and audits nothing for no change', async () => {
    const { accountId, call, email } = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ email_verified: true })
      .where('account_id', '=', accountId)
      .execute();
    const same = { ...contact, email: email.toUpperCase() };

    expect((await call('POST', url, { payload: same })).statusCode).toBe(200);
    expect((await call('POST', url, { payload: same })).statusCode).toBe(200);

    expect((await accountRow(accountId)).email_verified).toBe(true);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.contactUpdated', values: {} },
    ]);
    const verifications = await api.db.kysely
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('recipient', 'ilike', `%${email}%`)
      .execute();
    expect(verifications).toEqual([]);
  });

  it.each(['firstName', 'lastName', 'accountName'] as const)(
    'refuses a blank %s with 400 naming it',
    async (field) => {
      const { call } = await newMember(api);
      const response = await call('POST', url, { payload: { ...contact, [field]: '   ' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field });
    },
  );

  it('refuses an invalid email, and one another member of the brand has, whatever its case', async () => {
    const other = await newMember(api);
    const { call, accountId, email: ownEmail } = await newMember(api);

    for (const email of ['not-an-email', other.email.toUpperCase()]) {
      const response = await call('POST', url, { payload: { ...contact, email } });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'email' });
    }
    expect((await accountRow(accountId)).email).toBe(ownEmail);
    expect((await accountRow(other.accountId)).email).toBe(other.email);
  });

  it('allows an email that only a member of another brand has', async () => {
    await api.db.kysely
      .insertInto('accounts')
      .values({
        webpage: 'other-brand',
        email: 'shared@example.test',
        password_hash: 'x',
        first_name: 'O',
        last_name: 'B',
        user_code: 'OB0001',
        verification_code: 'ABCD',
      })
      .execute();
    const { call, accountId } = await newMember(api);
    await setPassword(accountId);
    const response = await call('POST', url, {
      payload: { ...contact, email: 'shared@example.test', currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown brand and a missing field', async () => {
    const { call } = await newMember(api);
    const unknown = await call('POST', '/api/Account/UpdateAccount?webpage=nobody', {
      payload: contact,
    });
    expect(unknown.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });

    const response = await call('POST', url, { payload: { ...contact, city: undefined } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'city' });
  });
});

describe('the time zone', () => {
  const url = '/api/Account/UpdateAccount?webpage=harbour-mail';

  it('is changed with UpdateAccount and kept when a later update names none', async () => {
    const { call, email } = await newMember(api);
    const tokyo = await call('POST', url, {
      payload: { ...contact, email, timeZone: 'Asia/Tokyo' },
    });
    expect(tokyo.statusCode).toBe(200);
    expect(tokyo.json()).toMatchObject({ timeZone: 'Asia/Tokyo' });

    await call('POST', url, { payload: { ...contact, email, city: 'Osaka' } });
    expect((await call('POST', '/api/account/GetAccount')).json()).toMatchObject({
      city: 'Osaka',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('refuses a zone that is not one, changing nothing', async () => {
    const { call, email, accountId } = await newMember(api);
    const before = (await accountRow(accountId)).time_zone;
    for (const timeZone of ['Tokyo', 'GMT+9', '']) {
      const response = await call('POST', url, {
        payload: { ...contact, email, city: 'Osaka', timeZone },
      });
      expect(response.statusCode, timeZone).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'timeZone' });
    }
    const row = await accountRow(accountId);
    expect(row.time_zone).toBe(before);
    expect(row.city).not.toBe('Osaka');
  });
});

describe('pause and unpause', () => {
  it('puts the account on hold and back, auditing each change once', async () => {
    const { accountId, call } = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ registration_status: REGISTRATION_STATUS.complete })
      .where('account_id', '=', accountId)
      .execute();

    const paused = await call('POST', '/api/Account/pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'On Hold' });
    expect((await call('POST', '/api/Account/pause')).json()).toMatchObject({ status: 'On Hold' });

    const active = await call('POST', '/api/Account/Unpause');
    expect(active.json()).toMatchObject({ status: 'Active' });
    expect((await call('POST', '/api/Account/Unpause')).json()).toMatchObject({
      status: 'Active',
    });

    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.paused', values: {} },
      { key: 'audit.unpaused', values: {} },
    ]);
  });

  it('refuses to pause an account still signing up (decision 072)', async () => {
    const { accountId, call } = await newMember(api);
    const paused = await call('POST', '/api/Account/pause');
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'registration_incomplete' });
    expect(await auditMessages(api, accountId)).toEqual([]);
  });
});

describe('notification, login guard and auto action settings', () => {
  const settings = [
    ['/api/Account/UpdateIncludePdf', 'include', 'includePdf'],
    ['/api/Account/UpdateQuoteScanText', 'quote', 'quoteScanText'],
    ['/api/Account/updateSeperateAlerts', 'sendSeperate', 'seperateAlerts'],
    ['/api/Account/UpdateEmailActionNotificaion', 'notify', 'emailActionNotification'],
    ['/api/Account/UpdateLoginGuard', 'enabled', 'enableLoginGuard'],
  ] as const;

  it.each(settings)('%s sets %s both ways and audits it', async (path, parameter, field) => {
    const { accountId, call } = await newMember(api);
    const on = await call('POST', `${path}?${parameter}=true`);
    expect(on.statusCode).toBe(200);
    expect(on.json()[field]).toBe(true);
    const off = await call('POST', `${path}?${parameter}=false`);
    expect(off.json()[field]).toBe(false);
    expect((await call('POST', '/api/account/GetAccount')).json()[field]).toBe(false);
    expect(await auditMessages(api, accountId)).toHaveLength(
      field === 'emailActionNotification' ? 1 : 2, // it starts on, so turning it on changes nothing
    );
  });

  it("starts a new member's quoting of scans in emails off", async () => {
    const { call } = await newMember(api);
    expect((await call('POST', '/api/account/GetAccount')).json()).toMatchObject({
      quoteScanText: false,
    });
  });

  it.each(settings)('%s refuses a value that is not a boolean', async (path, parameter) => {
    const { call } = await newMember(api);
    const response = await call('POST', `${path}?${parameter}=maybe`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: parameter });
  });

  it('UpdateAutoAction switches between open-and-scan and envelope-only', async () => {
    const { accountId, call } = await newMember(api);
    expect((await call('POST', '/api/Account/UpdateAutoAction?autoAction=1')).json()).toMatchObject(
      { autoAction: 1 },
    );
    expect((await call('POST', '/api/Account/UpdateAutoAction?autoAction=0')).json()).toMatchObject(
      { autoAction: 0 },
    );
    const invalid = await call('POST', '/api/Account/UpdateAutoAction?autoAction=2');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'autoAction' });
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.newMailEnvelopeOnly', values: {} },
      { key: 'audit.newMailOpened', values: {} },
    ]);
  });
});

describe('UpdateLowBalanceWarning', () => {
  it('saves the holder’s level in dollars, shows it on the account, and 0 returns to the fee alone', async () => {
    const { accountId, call } = await newMember(api);
    const response = await call('POST', '/api/Account/UpdateLowBalanceWarning?amount=20');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lowBalanceWarning: 20 });
    expect((await accountRow(accountId)).low_balance_warning_cents).toBe(2000);
    const off = await call('POST', '/api/Account/UpdateLowBalanceWarning?amount=0');
    expect(off.json()).toMatchObject({ lowBalanceWarning: 0 });
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.lowBalanceWarningSet', values: { amount: 20 } },
      { key: 'audit.lowBalanceWarningFeeOnly', values: {} },
    ]);
  });

  it.each(['-1', '200.01', '10.555', 'ten'])(
    'refuses %s with 400 naming amount, changing nothing',
    async (amount) => {
      const { accountId, call } = await newMember(api);
      const response = await call('POST', `/api/Account/UpdateLowBalanceWarning?amount=${amount}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'amount' });
      expect((await accountRow(accountId)).low_balance_warning_cents).toBe(0);
    },
  );
});

describe('UpdateAutoTopup', () => {
  it('saves the amount in dollars and cents', async () => {
    const { accountId, call } = await newMember(api);
    const response = await call('POST', '/api/Account/UpdateAutoTopup?amount=75.5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ autoTopUpAmount: 75.5 });
    expect((await accountRow(accountId)).auto_top_up_cents).toBe(7550);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.autoTopUpSet', values: { amount: 75.5 } },
    ]);
  });

  it.each(['19.99', '20.125', 'fifty'])('refuses %s with 400 naming amount', async (amount) => {
    const { accountId, call } = await newMember(api);
    const response = await call('POST', `/api/Account/UpdateAutoTopup?amount=${amount}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'amount' });
    expect((await accountRow(accountId)).auto_top_up_cents).toBe(0);
  });

  it('saves the threshold with the amount, and keeps it when a call names none', async () => {
    const { accountId, call } = await newMember(api);
    const response = await call('POST', '/api/Account/UpdateAutoTopup?amount=50&threshold=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ autoTopUpAmount: 50, autoTopUpThreshold: 10 });
    const older = await call('POST', '/api/Account/UpdateAutoTopup?amount=30');
    expect(older.json()).toMatchObject({ autoTopUpAmount: 30, autoTopUpThreshold: 10 });
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.autoTopUpSetBelow', values: { amount: 50, threshold: 10 } },
      { key: 'audit.autoTopUpSet', values: { amount: 30 } },
    ]);
  });

  it('turns auto top-up off with an amount of 0', async () => {
    const { accountId, call } = await newMember(api);
    await call('POST', '/api/Account/UpdateAutoTopup?amount=50');
    const response = await call('POST', '/api/Account/UpdateAutoTopup?amount=0');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ autoTopUpAmount: null, autoTopUpThreshold: 0 });
    expect((await auditMessages(api, accountId)).at(-1)).toEqual({
      key: 'audit.autoTopUpOff',
      values: {},
    });
  });

  it.each(['-1', '200.01', '10.555', 'ten'])(
    'refuses a threshold of %s with 400 naming threshold',
    async (threshold) => {
      const { accountId, call } = await newMember(api);
      const response = await call(
        'POST',
        `/api/Account/UpdateAutoTopup?amount=50&threshold=${threshold}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'threshold' });
      expect((await accountRow(accountId)).auto_top_up_cents).toBe(0);
    },
  );
});

describe('account locations', () => {
  it("adds the brand's locations, ignores ones already chosen and lists them", async () => {
    const { accountId, call } = await newMember(api);
    const brisbane = await insertLocation(api);
    const sydney = await insertLocation(api, { city: 'Sydney', state: 'NSW', postcode: '2000' });

    expect((await call('GET', '/api/Account/GetLocations')).json()).toEqual([]);
    const first = await call('POST', '/api/Account/AddLocations', {
      payload: { locationIds: [sydney] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([sydney]);
    const second = await call('POST', '/api/Account/AddLocations', {
      payload: { locationIds: [brisbane, sydney] },
    });
    expect(second.json()).toEqual([brisbane, sydney].sort((a, b) => a - b));
    expect((await call('GET', '/api/Account/GetLocations')).json()).toEqual(second.json());
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.locationsAdded', values: { count: 1 } },
      { key: 'audit.locationsAdded', values: { count: 1 } },
    ]);
  });

  it("refuses another brand's location or an unknown one, adding nothing", async () => {
    const { call } = await newMember(api);
    const ours = await insertLocation(api);
    const theirs = await insertLocation(api, { webpage: 'other-brand' });

    for (const locationIds of [[ours, theirs], [ours, 999_999], []]) {
      const response = await call('POST', '/api/Account/AddLocations', {
        payload: { locationIds },
      });
      expect(response.statusCode, JSON.stringify(locationIds)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'locationIds' });
    }
    expect((await call('GET', '/api/Account/GetLocations')).json()).toEqual([]);
  });
});

describe('SaveTermsAndConditions', () => {
  it("records the server's terms version and the time, and marks the terms signed", async () => {
    const { accountId, call } = await newMember(api, { termsAccepted: false });
    const before = Date.now();

    const response = await call('POST', '/api/TermsAndConditions/SaveTermsAndConditions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ termsAndConditionsSigned: true });

    const row = await accountRow(accountId);
    expect(row.terms_version).toBe(TERMS_VERSION);
    expect(row.terms_accepted_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.termsAgreed', values: { version: TERMS_VERSION } },
    ]);
  });

  it('shows the terms unsigned again once the server holds a newer version', async () => {
    const { accountId, call } = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ terms_version: '2000-01-01', terms_accepted_at: new Date() })
      .where('account_id', '=', accountId)
      .execute();
    const account = await call('POST', '/api/account/GetAccount');
    expect(account.json()).toMatchObject({ termsAndConditionsSigned: false });
  });
});
