import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditOf,
  Browser,
  CONTACT_DETAILS,
  createMember,
  linkParameter,
  outboxFor,
  setCookieHeaders,
  WEBPAGE,
} from '../../test/auth-fixtures.ts';
import { balanceAndLedgerSum, insertPlan } from '../../test/member-fixtures.ts';
import { XHR, type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';

let api: TestApp;
useTestApp((started) => (api = started));
beforeEach(async () => {
  await api.db.kysely.deleteFrom('rate_limits').execute();
});

let signups = 0;
const signupForm = (overrides: Record<string, unknown> = {}) => {
  signups += 1;
  return {
    ...CONTACT_DETAILS,
    email: `new${signups}.${Date.now()}@mail.test`,
    password: 'correct-horse-battery',
    ...overrides,
  };
};

const signup = (who: Browser, form: object) =>
  who.request('POST', `/api/Registration/Signup?webpage=${WEBPAGE}`, form);

async function accountRow(email: string) {
  return api.db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/**
 * The plan step's outcome, set on the row as ChoosePlan and UpdateCard leave it (their own tests
 * cover those calls): a plan, and a card reference or none.
 */
async function choosePlanAndCard(
  accountId: number,
  plan: { setup_fee_cents: number },
  cardToken: string | null,
) {
  const planId = await insertPlan(api, { plan_name: 'Signup Plan', ...plan });
  await api.db.kysely
    .updateTable('accounts')
    .set({ plan_id: planId, card_token: cardToken })
    .where('account_id', '=', accountId)
    .execute();
}

describe('POST /api/Registration/IsEmailAvailable', () => {
  const available = (email: string, webpage = WEBPAGE) =>
    api.app.inject({
      method: 'POST',
      url: `/api/Registration/IsEmailAvailable?email=${encodeURIComponent(email)}&webpage=${webpage}`,
      headers: XHR,
    });

  it('is true for a new address and false for one in use, whatever its case', async () => {
    const member = await createMember(api.db);
    expect((await available('someone.new@mail.test')).json()).toBe(true);
    expect((await available(member.email)).json()).toBe(false);
    expect((await available(member.email.toUpperCase())).json()).toBe(false);
  });

  it('refuses an address that is not one', async () => {
    for (const notAnEmail of ['not-an-email', 'a@b', 'a b@mail.test']) {
      const response = await available(notAnEmail);
      expect(response.statusCode, notAnEmail).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'email' });
    }
  });

  it('answers 400 for an unknown brand and 429 after 60 checks from one IP', async () => {
    expect((await available('x@mail.test', 'no-such-brand')).json()).toMatchObject({
      field: 'webpage',
    });
    await api.db.kysely.deleteFrom('rate_limits').execute();
    for (let check = 1; check <= 60; check++) await available(`x${check}@mail.test`);
    const limited = await available('x61@mail.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('POST /api/Registration/Signup', () => {
  it('creates the account with a suite code, opens a session and emails a verification link', async () => {
    const alex = new Browser(api.app);
    const form = signupForm({ language: 'zh-TW' });
    const response = await signup(alex, form);

    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({
      email: form.email,
      firstName: 'Alex',
      registrationStatus: 0,
      language: 'zh-TW',
      activePayment: false,
      planId: null,
      status: 'Active',
    });
    expect(account.userCode).toMatch(/^HM\d{6}$/);
    expect(setCookieHeaders(response)[0]).toMatch(/^portal_session=[\w-]{43};/);

    const row = await accountRow(form.email);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email_verified).toBe(false);
    expect(await auditOf(api.db, row.account_id)).toEqual([
      { key: 'audit.signedUp', values: { suiteCode: account.userCode } },
    ]);

    const [email] = await outboxFor(api.db, form.email);
    expect(email?.subject).toBe('請確認您在Harbour Mail的電子郵件地址');
    expect(linkParameter(email?.links ?? [], 'http://localhost:3000/verify?q=', 'q')).toMatch(
      /^[\w-]{43}$/,
    );

    // The session works for the wizard's next, protected steps.
    expect(await alex.isSignedIn()).toBe(true);
  });

  it('refuses an address already used, in any letter case', async () => {
    const member = await createMember(api.db);
    const response = await signup(
      new Browser(api.app),
      signupForm({ email: member.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_field',
      field: 'email',
      detail: 'Email is invalid or not available',
    });
  });

  it('names the field the domain rules refuse', async () => {
    const blankName = await signup(new Browser(api.app), signupForm({ firstName: '   ' }));
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json()).toMatchObject({ field: 'firstName', detail: 'Can not be blank' });

    const badEmail = await signup(new Browser(api.app), signupForm({ email: 'a@b' }));
    expect(badEmail.json()).toMatchObject({ field: 'email' });

    const shortPassword = await signup(new Browser(api.app), signupForm({ password: 'short' }));
    expect(shortPassword.json()).toMatchObject({ field: 'password' });
  });

  it('gives concurrent signups distinct suite codes and one account per address', async () => {
    const forms = Array.from({ length: 8 }, () => signupForm());
    const responses = await Promise.all(
      forms.map((form, index) => signup(new Browser(api.app, `198.51.100.${index}`), form)),
    );
    const codes = responses.map((response) => response.json().userCode);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(codes).size).toBe(8);

    const same = signupForm();
    const racing = await Promise.all([
      signup(new Browser(api.app, '198.51.100.40'), same),
      signup(new Browser(api.app, '198.51.100.41'), same),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(racing.find((response) => response.statusCode === 400)?.json()).toMatchObject({
      field: 'email',
    });
  });

  it('answers 429 after 3 signups naming one address within an hour, from any IP', async () => {
    const form = signupForm();
    expect((await signup(new Browser(api.app, '198.51.100.81'), form)).statusCode).toBe(200);
    for (const ip of ['198.51.100.82', '198.51.100.83']) {
      expect((await signup(new Browser(api.app, ip), form)).statusCode).toBe(400);
    }
    const limited = await signup(new Browser(api.app, '198.51.100.84'), form);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(await outboxFor(api.db, form.email)).toHaveLength(1);
  });

  it('answers 429 after 10 signups from one IP within an hour', async () => {
    const busy = new Browser(api.app, '192.0.2.99');
    for (let count = 1; count <= 10; count++) {
      expect((await signup(busy, signupForm())).statusCode).toBe(200);
    }
    expect((await signup(busy, signupForm())).statusCode).toBe(429);
  });
});

describe('the time zone at signup', () => {
  // Its own brand, so no other test's locations come first.
  const BRAND = 'outback-post';
  const signupTo = (who: Browser, form: object) =>
    who.request('POST', `/api/Registration/Signup?webpage=${BRAND}`, form);

  it("keeps the zone the browser sends, else takes the brand's first location's", async () => {
    await api.db.kysely
      .insertInto('locations')
      .values(
        (['WA', 'QLD'] as const).map((state) => ({
          webpage: BRAND,
          street: 'PO Box 1',
          suburb: 'Centre',
          city: 'City',
          state,
          postcode: '6000',
        })),
      )
      .execute();

    const tokyo = await signupTo(new Browser(api.app), signupForm({ timeZone: 'Asia/Tokyo' }));
    expect(tokyo.statusCode).toBe(200);
    expect(tokyo.json()).toMatchObject({ timeZone: 'Asia/Tokyo' });

    const perth = new Browser(api.app);
    expect((await signupTo(perth, signupForm())).json()).toMatchObject({
      timeZone: 'Australia/Perth',
    });
    const account = await perth.request('POST', '/api/account/GetAccount');
    expect(account.json()).toMatchObject({ timeZone: 'Australia/Perth' });
  });

  it('refuses a zone that is not one, creating no account', async () => {
    const form = signupForm({ timeZone: 'Sydney' });
    const response = await signupTo(new Browser(api.app), form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'timeZone' });
    const created = await api.db.kysely
      .selectFrom('accounts')
      .select('account_id')
      .where('email', '=', form.email)
      .execute();
    expect(created).toEqual([]);
  });
});

/** The wizard's terms step (decision 082), which a signup payment waits for. */
const acceptTerms = async (browser: Browser) =>
  expect(
    (await browser.request('POST', '/api/TermsAndConditions/SaveTermsAndConditions')).statusCode,
  ).toBeLessThan(300);

describe('POST /api/Registration/RegistrationComplete', () => {
  it('sets status 2 and emails the addresses with the suite code, once', async () => {
    const alex = new Browser(api.app);
    const form = signupForm();
    const { userCode } = (await signup(alex, form)).json();
    await acceptTerms(alex);
    const { account_id: accountId } = await accountRow(form.email);
    const { location_id: locationId } = await api.db.kysely
      .insertInto('locations')
      .values({
        webpage: WEBPAGE,
        street: 'PO Box 1234',
        suburb: 'Fortitude Valley',
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4006',
      })
      .returning('location_id')
      .executeTakeFirstOrThrow();
    await api.db.kysely
      .insertInto('account_locations')
      .values({ account_id: accountId, location_id: locationId })
      .execute();
    await choosePlanAndCard(accountId, { setup_fee_cents: 0 }, 'tok_visa');

    const url = `/api/Registration/RegistrationComplete?x=card&webpage=${WEBPAGE}`;
    const response = await alex.request('POST', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registrationStatus: 2, userCode });

    const [welcome] = await outboxFor(api.db, form.email);
    expect(welcome?.subject).toBe('Welcome to Harbour Mail: your mail addresses');
    expect(welcome?.body_text).toContain(
      `Alex Chen\nSuite ${userCode}\nPO Box 1234\nFortitude Valley QLD 4006\nAustralia`,
    );
    expect(await auditOf(api.db, accountId)).toContainEqual({
      key: 'audit.registrationCompletedCard',
      values: {},
    });

    const again = await alex.request('POST', url);
    expect(again.json()).toMatchObject({ registrationStatus: 2 });
    expect(await outboxFor(api.db, form.email)).toHaveLength(2); // verification + one welcome
  });

  it('needs the session and a known way of ending the wizard', async () => {
    const anonymous = await api.app.inject({
      method: 'POST',
      url: `/api/Registration/RegistrationComplete?x=card&webpage=${WEBPAGE}`,
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);

    const alex = new Browser(api.app);
    await signup(alex, signupForm());
    const wrongX = await alex.request(
      'POST',
      `/api/Registration/RegistrationComplete?x=paypal&webpage=${WEBPAGE}`,
    );
    expect(wrongX.statusCode).toBe(400);
    expect(wrongX.json()).toMatchObject({ field: 'x' });
  });

  it('without a card, completes, bills the setup fee and keeps activePayment false', async () => {
    const alex = new Browser(api.app);
    const form = signupForm();
    await signup(alex, form);
    await acceptTerms(alex);
    const { account_id: accountId } = await accountRow(form.email);
    await choosePlanAndCard(accountId, { setup_fee_cents: 1500 }, null);
    const response = await alex.request(
      'POST',
      `/api/Registration/RegistrationComplete?x=noCreditCard&webpage=${WEBPAGE}`,
    );
    expect(response.json()).toMatchObject({ registrationStatus: 2, activePayment: false });
    const [welcome] = await outboxFor(api.db, form.email);
    expect(welcome?.body_text).toContain('Choose the addresses you want to receive mail at');
    // Decision 072: the setup fee is charged today and the first monthly fee a month on.
    expect((await balanceAndLedgerSum(api, accountId)).balance).toBe(-1500);
    const today = new Date();
    const row = await accountRow(form.email);
    expect(row.billing_day).toBe(today.getUTCDate());
    expect(row.billing_date > today.toISOString().slice(0, 10)).toBe(true);
  });

  it('refuses an account with no plan (409 plan_required), leaving it signing up', async () => {
    const alex = new Browser(api.app);
    const form = signupForm();
    await signup(alex, form);
    await acceptTerms(alex);
    const response = await alex.request(
      'POST',
      `/api/Registration/RegistrationComplete?x=noCreditCard&webpage=${WEBPAGE}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'plan_required' });
    expect((await accountRow(form.email)).registration_status).toBe(0);
  });
});

describe('email verification', () => {
  const submit = (q: string, who?: Browser) =>
    who
      ? who.request('POST', `/api/EmailVerification/SubmitVerification?q=${q}`)
      : api.app.inject({
          method: 'POST',
          url: `/api/EmailVerification/SubmitVerification?q=${q}`,
          headers: XHR,
        });

  async function verificationToken(email: string) {
    const [message] = await outboxFor(api.db, email);
    return linkParameter(message?.links ?? [], '/verify', 'q');
  }

  it('approves the address once through the emailed link', async () => {
    const form = signupForm();
    await signup(new Browser(api.app), form);
    const token = await verificationToken(form.email);

    expect((await submit(token)).json()).toBe(true);
    const row = await accountRow(form.email);
    expect(row.email_verified).toBe(true);
    expect(await auditOf(api.db, row.account_id)).toContainEqual({
      key: 'audit.emailVerified',
      values: {},
    });
    expect((await submit(token)).json()).toBe(false);
  });

  it('refuses an expired or made-up code, and a malformed one with 400', async () => {
    const form = signupForm();
    await signup(new Browser(api.app), form);
    const token = await verificationToken(form.email);
    await api.db.kysely
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'email_verification')
      .execute();

    expect((await submit(token)).json()).toBe(false);
    expect((await submit('made-up-code-123')).json()).toBe(false);
    expect((await accountRow(form.email)).email_verified).toBe(false);
    const malformed = await submit('a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'q' });
  });

  it('SendVerification emails a new link and the earlier one stops working', async () => {
    const alex = new Browser(api.app);
    const form = signupForm();
    await signup(alex, form);
    const first = await verificationToken(form.email);

    const response = await alex.request(
      'POST',
      `/api/EmailVerification/SendVerification?webpage=${WEBPAGE}`,
    );
    expect(response.statusCode).toBe(204);
    const second = await verificationToken(form.email);
    expect(second).not.toBe(first);
    expect((await submit(first)).json()).toBe(false);
    expect((await submit(second)).json()).toBe(true);
  });

  it('SendVerification needs a session and is limited to 5 per hour per account', async () => {
    const anonymous = await api.app.inject({
      method: 'POST',
      url: `/api/EmailVerification/SendVerification?webpage=${WEBPAGE}`,
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);

    const alex = new Browser(api.app);
    await signup(alex, signupForm());
    const send = () =>
      alex.request('POST', `/api/EmailVerification/SendVerification?webpage=${WEBPAGE}`);
    for (let count = 1; count <= 5; count++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
  });

  it('Resend emails a signed-out member a fresh link, answering 204 to any address alike', async () => {
    const alex = new Browser(api.app);
    const form = signupForm();
    await signup(alex, form);
    const first = await verificationToken(form.email);
    const resend = (email: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/EmailVerification/Resend?webpage=${WEBPAGE}`,
        headers: XHR,
        payload: { email },
      });

    const unknown = await resend('nobody-here@example.test');
    const known = await resend(form.email);
    await api.app.afterResponse.settled();
    expect([unknown.statusCode, known.statusCode]).toEqual([204, 204]);
    expect([unknown.body, known.body]).toEqual(['', '']);
    const second = await verificationToken(form.email);
    expect(second).not.toBe(first);
    expect((await submit(first)).json()).toBe(false);
    expect((await submit(second)).json()).toBe(true);

    // A verified address gets no more links.
    const before = (await outboxFor(api.db, form.email)).length;
    expect((await resend(form.email)).statusCode).toBe(204);
    await api.app.afterResponse.settled();
    expect(await outboxFor(api.db, form.email)).toHaveLength(before);
  });

  it('Resend is limited per address and refuses what is not an email address', async () => {
    const resend = (email: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/EmailVerification/Resend?webpage=${WEBPAGE}`,
        headers: XHR,
        payload: { email },
      });
    for (let count = 1; count <= 5; count++) {
      expect((await resend('limited@example.test')).statusCode).toBe(204);
    }
    expect((await resend('limited@example.test')).statusCode).toBe(429);
    const malformed = await resend('not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_field', field: 'email' });
    await api.app.afterResponse.settled();
  });

  it('limits submissions to 20 per 15 minutes per IP', async () => {
    const guesser = new Browser(api.app, '192.0.2.123');
    for (let count = 1; count <= 20; count++) {
      expect((await submit(`guess-number-${count}`, guesser)).json()).toBe(false);
    }
    expect((await submit('guess-number-21', guesser)).statusCode).toBe(429);
  });
});
