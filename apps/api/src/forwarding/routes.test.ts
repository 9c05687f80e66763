import { randomUUID } from 'node:crypto';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { ID_VERIFICATION, SMS_VERIFICATION } from '@portal/domain/verification-status';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { type TestApp } from '../../test/test-app.ts';
import { auditMessages, balanceAndLedgerSum, insertPlan } from '../../test/member-fixtures.ts';
import { forwardingMember, insertMail, pendingActionsOf } from '../../test/forward-fixtures.ts';

let api: TestApp;
let plan: number;
useTestApp(async (started) => {
  api = started;
  // Letters $2.50 a forward, parcels 10% of the courier price.
  plan = await insertPlan(api, {
    plan_name: 'Mail Standard',
    letter_forward_cents: 250,
    parcel_forward_percent: '10.00',
  });
});

type Member = Awaited<ReturnType<typeof forwardingMember>>;

const CUSTOM_FORM = {
  whatIsIt: 'Paperback books',
  unitValue: '24.50',
  whyAreYouSending: 'Gift',
  otherReason: null,
  doesParcelContainDangerous: false,
  whatIfParcelCantBeDelivered: 'Return to Sender',
  forwardId: 0,
};

const calculate = (member: Member, addressId: number, mailIds: number[]) =>
  member.call('POST', '/api/forward/Calculate', { payload: { addressId, mailIds } });

/** Regular letters to the domestic address as quoted for up to 125 g: $3.40 + $2.50. */
const regularLetter = (member: Member, mailIds: number[], extra: object = {}) => ({
  addressId: member.domesticAddressId,
  mailIds,
  service: 'Regular letter',
  serviceCode: 'AUS_LETTER_REGULAR',
  options: [],
  productFee: 2.5,
  ausPostFee: 3.4,
  forwardLog: 'Please post together',
  customForm: null,
  ...extra,
});

const create = (member: Member, payload: object, key: string = randomUUID()) =>
  member.call('POST', '/api/forward/create', { payload, headers: { 'idempotency-key': key } });

const forwardLog = async (member: Member) =>
  (await member.call('GET', '/api/forward/log')).json() as {
    pending: { forwardId: number; numberOfItems: number; ausPostFee: number; productFee: number }[];
    log: { forwardId: number }[];
  };

describe('forward/Calculate', () => {
  it('answers every carrier group with prices and the brand fee in dollars, cheapest first', async () => {
    const member = await forwardingMember(api, plan);
    const mailIds = await insertMail(api, member.accountId, [{}, {}]);
    const response = await calculate(member, member.domesticAddressId, mailIds);
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json();
    expect(groups.map((group: { forwardingCompany: string }) => group.forwardingCompany)).toEqual([
      'Australia Post',
      'Australia Post',
      'DHL Express',
    ]);
    expect(groups[0]).toMatchObject({ isDomestic: true, isParcel: false });
    expect(groups[0].services[0]).toEqual({
      name: 'Regular letter',
      code: 'AUS_LETTER_REGULAR',
      text: { key: 'carrier.service.ausLetterRegular', values: {} },
      price: 3.4,
      forwardFee: 2.5,
      deliveryTimes: '2-5 business days',
      deliveryTime: { key: 'carrier.days', values: { min: 2, max: 5 } },
      options: [
        {
          code: 'AUS_SERVICE_OPTION_STANDARD',
          name: 'Standard',
          text: { key: 'carrier.option.ausServiceOptionStandard', values: {} },
          price: 0,
        },
        {
          code: 'AUS_SERVICE_OPTION_REGISTERED',
          name: 'Registered post',
          text: { key: 'carrier.option.ausServiceOptionRegistered', values: {} },
          price: 4.2,
        },
      ],
    });
    // Parcel services charge 10% of the courier price: Parcel Post $11.95 → $1.20.
    expect(groups[1].services[0]).toMatchObject({ code: 'AUS_PARCEL_REGULAR', forwardFee: 1.2 });
  });

  it('offers a parcel only parcel services', async () => {
    const member = await forwardingMember(api, plan);
    const mailIds = await insertMail(api, member.accountId, [{ mail_type: 1, weight_grams: 900 }]);
    const groups = (await calculate(member, member.domesticAddressId, mailIds)).json();
    expect(groups.every((group: { isParcel: boolean }) => group.isParcel)).toBe(true);
  });

  it('needs photo ID for an international address, and any verification for mail', async () => {
    const member = await forwardingMember(api, plan);
    const mailIds = await insertMail(api, member.accountId, [{}]);
    const abroad = await calculate(member, member.internationalAddressId, mailIds);
    expect(abroad.statusCode).toBe(403);
    expect(abroad.json()).toMatchObject({ code: 'verification_required' });

    await api.db.kysely
      .updateTable('accounts')
      .set({ id_verification: ID_VERIFICATION.verified })
      .where('account_id', '=', member.accountId)
      .execute();
    const verified = await calculate(member, member.internationalAddressId, mailIds);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()[0]).toMatchObject({
      forwardingCompany: 'Australia Post',
      isDomestic: false,
    });

    const unverified = await forwardingMember(api, plan, {
      sms_verification: SMS_VERIFICATION.none,
    });
    const theirMail = await insertMail(api, unverified.accountId, [{}]);
    const refused = await calculate(unverified, unverified.domesticAddressId, theirMail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'verification_required' });
  });

  it('answers 404 for an unknown address or item, and 409 without a plan', async () => {
    const member = await forwardingMember(api, plan);
    const mailIds = await insertMail(api, member.accountId, [{}]);
    expect((await calculate(member, 999_999, mailIds)).statusCode).toBe(404);
    expect((await calculate(member, member.domesticAddressId, [999_999])).json()).toMatchObject({
      code: 'not_found',
    });
    const planless = await forwardingMember(api, plan, { plan_id: null });
    const theirMail = await insertMail(api, planless.accountId, [{}]);
    const response = await calculate(planless, planless.domesticAddressId, theirMail);
    expect(response.statusCode).toBe(409);
  });
});

describe('forward/create', () => {
  it('charges the quote once, marks the items pending forward and records it everywhere', async () => {
    const member = await forwardingMember(api, plan, { balance: 2000 });
    const mailIds = await insertMail(api, member.accountId, [{}, {}]);
    const key = randomUUID();
    const response = await create(member, regularLetter(member, mailIds), key);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toEqual({ forwardId: expect.any(Number), charged: 5.9, balance: 14.1 });

    expect(await pendingActionsOf(api, mailIds)).toEqual([1, 1]);
    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, member.accountId);
    expect([balance, ledgerSum]).toEqual([1410, 1410]);
    expect(entries.at(-1)).toMatchObject({ amount_cents: -590 });
    expect(await auditMessages(api, member.accountId)).toEqual([
      {
        key: 'audit.forwardRequested',
        values: {
          forwardId: result.forwardId,
          count: 2,
          city: 'Hamilton',
          service: 'Regular letter',
          amount: 5.9,
        },
      },
    ]);
    expect((await forwardLog(member)).pending).toEqual([
      {
        forwardId: result.forwardId,
        address: {
          street: '8 Harbour Road',
          city: 'Hamilton',
          postcode: '4007',
          state: 'QLD',
          country: 'Australia',
        },
        forwardingCompany: 'Australia Post',
        service: 'Regular letter',
        numberOfItems: 2,
        trackingNumber: null,
        ausPostFee: 3.4,
        productFee: 2.5,
        dateSent: null,
      },
    ]);

    const retry = await create(member, regularLetter(member, mailIds), key);
    expect(retry.json()).toEqual(result);
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(1410);
    const reused = await create(member, regularLetter(member, [mailIds[0]!]), key);
    expect(reused.statusCode).toBe(422);
  });

  it('adds chosen options to the carrier price and keeps the customs form of a parcel', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const mailIds = await insertMail(api, member.accountId, [{ mail_type: 1, weight_grams: 800 }]);
    const response = await create(member, {
      ...regularLetter(member, mailIds),
      service: 'Parcel Post',
      serviceCode: 'AUS_PARCEL_REGULAR',
      options: ['AUS_SERVICE_OPTION_SIGNATURE_ON_DELIVERY'],
      ausPostFee: 15.95,
      productFee: 1.6,
      customForm: CUSTOM_FORM,
    });
    expect(response.statusCode, response.body).toBe(200);
    // $15.95 + $3.95 signature + $1.60 fee.
    expect(response.json()).toMatchObject({ charged: 21.5, balance: 28.5 });
    const forward = await api.db.kysely
      .selectFrom('forwards')
      .select(['custom_form', 'options', 'postage_cents'])
      .where('forward_id', '=', response.json().forwardId)
      .executeTakeFirstOrThrow();
    expect(forward).toEqual({
      custom_form: { ...CUSTOM_FORM, forwardId: response.json().forwardId },
      options: ['AUS_SERVICE_OPTION_SIGNATURE_ON_DELIVERY'],
      postage_cents: 1990,
    });
  });

  it('refuses a stale quote, a missing or invalid customs form and an option not offered', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const [letter] = await insertMail(api, member.accountId, [{}]);
    const [box] = await insertMail(api, member.accountId, [{ mail_type: 1, weight_grams: 800 }]);
    const parcelPost = {
      ...regularLetter(member, [box!]),
      service: 'Parcel Post',
      serviceCode: 'AUS_PARCEL_REGULAR',
      ausPostFee: 15.95,
      productFee: 1.6,
    };
    const cases: [object, number, object][] = [
      [regularLetter(member, [letter!], { ausPostFee: 3.1 }), 409, { code: 'quote_changed' }],
      [
        regularLetter(member, [letter!], { serviceCode: 'NO_SUCH' }),
        409,
        { code: 'quote_changed' },
      ],
      [regularLetter(member, [letter!], { productFee: 2.555 }), 400, { field: 'productFee' }],
      [regularLetter(member, [letter!], { options: ['INT_TRACKING'] }), 400, { field: 'options' }],
      [parcelPost, 400, { field: 'customForm' }],
      [
        { ...parcelPost, customForm: { ...CUSTOM_FORM, whatIsIt: '  ' } },
        400,
        { field: 'customForm.whatIsIt', detail: 'You must include a description' },
      ],
      [
        { ...parcelPost, customForm: { ...CUSTOM_FORM, whyAreYouSending: 'Other' } },
        400,
        { field: 'customForm.otherReason' },
      ],
    ];
    for (const [payload, status, problem] of cases) {
      const response = await create(member, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject(problem);
    }
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(5000);
    expect(await pendingActionsOf(api, [letter!, box!])).toEqual([null, null]);
  });

  it('needs an Idempotency-Key', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const mailIds = await insertMail(api, member.accountId, [{}]);
    const response = await member.call('POST', '/api/forward/create', {
      payload: regularLetter(member, mailIds),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field' });
  });

  it('refuses items with a pending action or no longer held, and abroad without photo ID', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const [pending, shredded] = await insertMail(api, member.accountId, [
      { mail_action: 2 },
      { status: 5 },
    ]);
    const first = await create(member, regularLetter(member, [pending!]));
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'pending_action' });
    const second = await create(member, regularLetter(member, [shredded!]));
    expect(second.json()).toMatchObject({ status: 409, code: 'not_held' });

    const abroad = await create(member, {
      ...regularLetter(member, await insertMail(api, member.accountId, [{}])),
      addressId: member.internationalAddressId,
    });
    expect(abroad.json()).toMatchObject({ status: 403, code: 'verification_required' });
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(5000);
  });

  it('answers §8 insufficient funds without auto top-up, and changes nothing', async () => {
    const member = await forwardingMember(api, plan, { balance: 500 });
    const mailIds = await insertMail(api, member.accountId, [{}]);
    const response = await create(member, regularLetter(member, mailIds));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await pendingActionsOf(api, mailIds)).toEqual([null]);
    expect((await balanceAndLedgerSum(api, member.accountId)).entries).toHaveLength(1);
    expect((await forwardLog(member)).pending).toEqual([]);

    const inDebt = await forwardingMember(api, plan, { balance_cents: -100 });
    const theirMail = await insertMail(api, inDebt.accountId, [{}]);
    const refused = await create(inDebt, regularLetter(inDebt, theirMail));
    // Below zero the account is locked (§9): the answer says so, and what to pay.
    expect(refused.json()).toMatchObject({
      status: 403,
      code: 'account_locked',
      detail:
        'Your account is locked: its balance is -$1.00. Make a payment of at least $20.00 to unlock it.',
    });
  });

  it('tops up from the saved card first when auto top-up is on', async () => {
    const member = await forwardingMember(api, plan, {
      balance: 500,
      card_token: sandboxToken('4242424242424242'),
      auto_top_up_cents: 2000,
    });
    const mailIds = await insertMail(api, member.accountId, [{}]);
    const response = await create(member, regularLetter(member, mailIds));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ charged: 5.9, balance: 19.1 });
    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, member.accountId);
    expect(ledgerSum).toBe(balance);
    expect(entries.map((entry) => entry.amount_cents)).toEqual([500, 2000, -590]);
  });

  it('answers 402 with the card reason when the auto top-up is declined', async () => {
    const member = await forwardingMember(api, plan, {
      balance: 500,
      card_token: sandboxToken('4000000000000002'),
      auto_top_up_cents: 2000,
    });
    const mailIds = await insertMail(api, member.accountId, [{}]);
    const response = await create(member, regularLetter(member, mailIds));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'insufficient_funds',
      detail: expect.stringContaining('Your card was declined.'),
    });
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(500);
  });
});

describe('forward/GetPendingForwards and forward/AddToPendingForward', () => {
  it('lists pending forwards and adds items, charging the difference of the new quote', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const [first, second, third] = await insertMail(api, member.accountId, [
      { weight_grams: 100 },
      { weight_grams: 100 },
      { weight_grams: 20 },
    ]);
    const requested = Date.now();
    const created = (await create(member, regularLetter(member, [first!]))).json();
    const choices = await member.call('GET', '/api/forward/GetPendingForwards');
    // Named as a member tells forwards apart: who it goes to, when it was asked for, what it holds.
    expect(choices.json()).toEqual([
      {
        forwardId: created.forwardId,
        fullName: 'Alex Chen',
        address: expect.objectContaining({ street: '8 Harbour Road', city: 'Hamilton' }),
        requestedAt: expect.any(String),
        itemCount: 1,
      },
    ]);
    const requestedAt = Date.parse(choices.json()[0].requestedAt);
    expect(Math.abs(requestedAt - requested)).toBeLessThan(60_000);

    // 200 g together: the regular letter goes from $3.40 to $5.10.
    const add = () =>
      member.call('POST', '/api/forward/AddToPendingForward', {
        payload: { forwardId: created.forwardId, mailIds: [first!, second!] },
      });
    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ numberOfItems: 2, ausPostFee: 5.1, productFee: 2.5 });
    expect(await pendingActionsOf(api, [first!, second!, third!])).toEqual([1, 1, null]);
    expect((await add()).json()).toMatchObject({ numberOfItems: 2 });
    const { balance, ledgerSum } = await balanceAndLedgerSum(api, member.accountId);
    expect([balance, ledgerSum]).toEqual([5000 - 590 - 170, 5000 - 590 - 170]);
  });

  it('refuses a parcel in a letter forward, an item with a pending action and a posted forward', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const [letter, box, busy, later] = await insertMail(api, member.accountId, [
      {},
      { mail_type: 1, weight_grams: 800 },
      { mail_action: 0 },
      {},
    ]);
    const { forwardId } = (await create(member, regularLetter(member, [letter!]))).json();
    const add = (mailIds: number[]) =>
      member.call('POST', '/api/forward/AddToPendingForward', { payload: { forwardId, mailIds } });
    expect((await add([box!])).json()).toMatchObject({
      status: 409,
      code: 'forward_service_mismatch',
    });
    expect((await add([busy!])).json()).toMatchObject({ status: 409, code: 'pending_action' });

    await api.db.kysely
      .updateTable('forwards')
      .set({ status: 'sent', date_sent: new Date(), tracking_number: 'LX1' })
      .where('forward_id', '=', forwardId)
      .execute();
    expect((await add([later!])).json()).toMatchObject({
      status: 409,
      code: 'forward_already_sent',
    });
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(5000 - 590);
  });
});

describe('forward/cancel', () => {
  it('refunds the forwards, clears their items and answers the log', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const mailIds = await insertMail(api, member.accountId, [{}, {}]);
    const one = (await create(member, regularLetter(member, [mailIds[0]!]))).json();
    const two = (await create(member, regularLetter(member, [mailIds[1]!]))).json();
    const response = await member.call('DELETE', '/api/forward/cancel', {
      payload: { forwardIds: [one.forwardId, two.forwardId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pending: [], log: [] });
    expect(await pendingActionsOf(api, mailIds)).toEqual([null, null]);
    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, member.accountId);
    expect([balance, ledgerSum]).toEqual([5000, 5000]);
    expect(entries.map((entry) => entry.amount_cents)).toEqual([5000, -590, -590, 590, 590]);

    const again = await member.call('DELETE', '/api/forward/cancel', {
      payload: { forwardIds: [one.forwardId] },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a posted forward and changes nothing', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const mailIds = await insertMail(api, member.accountId, [{}, {}]);
    const open = (await create(member, regularLetter(member, [mailIds[0]!]))).json();
    const sent = (await create(member, regularLetter(member, [mailIds[1]!]))).json();
    await api.db.kysely
      .updateTable('forwards')
      .set({ status: 'sent', date_sent: new Date(), tracking_number: 'LX123456789AU' })
      .where('forward_id', '=', sent.forwardId)
      .execute();
    const response = await member.call('DELETE', '/api/forward/cancel', {
      payload: { forwardIds: [open.forwardId, sent.forwardId] },
    });
    expect(response.json()).toMatchObject({ status: 409, code: 'forward_already_sent' });
    expect((await forwardLog(member)).pending.map((entry) => entry.forwardId)).toEqual([
      open.forwardId,
    ]);
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(5000 - 1180);
  });
});

describe('forward/log', () => {
  it('answers pending and sent forwards newest first, with tracking numbers and dates', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const mailIds = await insertMail(api, member.accountId, [{}, {}, {}]);
    const ids: number[] = [];
    for (const mailId of mailIds) {
      ids.push((await create(member, regularLetter(member, [mailId]))).json().forwardId);
    }
    const sentAt = (day: number) => new Date(`2025-02-${day}T03:10:00Z`);
    for (const [index, forwardId] of ids.slice(0, 2).entries()) {
      await api.db.kysely
        .updateTable('forwards')
        .set({ status: 'sent', date_sent: sentAt(20 + index), tracking_number: `LX${index}AU` })
        .where('forward_id', '=', forwardId)
        .execute();
    }
    const log = await forwardLog(member);
    expect(log.pending.map((entry) => entry.forwardId)).toEqual([ids[2]]);
    expect(log.log).toEqual([
      expect.objectContaining({
        forwardId: ids[1],
        trackingNumber: 'LX1AU',
        dateSent: '2025-02-21T03:10:00.000Z',
        ausPostFee: 3.4,
        productFee: 2.5,
      }),
      expect.objectContaining({ forwardId: ids[0], trackingNumber: 'LX0AU' }),
    ]);
  });
});

describe("another member's ids", () => {
  it('answer 404 for every forward, address and item id and change nothing of theirs', async () => {
    const mine = await forwardingMember(api, plan, { balance: 5000 });
    const theirs = await forwardingMember(api, plan, {
      balance: 5000,
      id_verification: ID_VERIFICATION.verified,
    });
    const myMail = await insertMail(api, mine.accountId, [{}]);
    const theirMail = await insertMail(api, theirs.accountId, [{}, {}]);
    const { forwardId } = (await create(theirs, regularLetter(theirs, [theirMail[0]!]))).json();
    const before = {
      log: await forwardLog(theirs),
      money: await balanceAndLedgerSum(api, theirs.accountId),
      actions: await pendingActionsOf(api, theirMail),
    };

    const attempts = [
      calculate(mine, theirs.domesticAddressId, myMail),
      calculate(mine, theirs.internationalAddressId, myMail),
      calculate(mine, mine.domesticAddressId, [theirMail[1]!]),
      create(mine, { ...regularLetter(mine, myMail), addressId: theirs.domesticAddressId }),
      create(mine, regularLetter(mine, [theirMail[1]!])),
      mine.call('POST', '/api/forward/AddToPendingForward', {
        payload: { forwardId, mailIds: myMail },
      }),
      mine.call('DELETE', '/api/forward/cancel', { payload: { forwardIds: [forwardId] } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await mine.call('GET', '/api/forward/GetPendingForwards')).json()).toEqual([]);
    expect(await forwardLog(mine)).toEqual({ pending: [], log: [] });
    expect({
      log: await forwardLog(theirs),
      money: await balanceAndLedgerSum(api, theirs.accountId),
      actions: await pendingActionsOf(api, theirMail),
    }).toEqual(before);
  });
});
