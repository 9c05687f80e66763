/**
 * Money rules of issue 32 that depend on the brand or the card, each failing on the main of
 * 26 November 2026: demo plans that charge no storage, a brand without Auto Actions leaving members
 * on paid open-and-scan, and a card that keeps failing without Payment Required coming back.
 */
import { randomUUID } from 'node:crypto';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { newMember } from '../../test/member-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { chargeAutoTopUp } from '#billing/auto-top-up-charge.ts';
import { sandboxCardProvider } from '#platform/payments/card-provider.ts';
import { PLANS } from '#seed/plans.ts';
import { postLedgerEntry } from '#money/ledger.ts';

let api: TestApp;
useTestApp((started) => (api = started));

describe('demo prices', () => {
  it.each(Object.entries(PLANS))(
    'every plan of %s that stores mail charges a daily storage fee after the free 30 days',
    (_brand, plans) => {
      for (const plan of plans) {
        expect(plan.envelope_storage_cents ?? 0, plan.plan_name).toBeGreaterThan(0);
        expect(plan.parcel_storage_cents ?? 0, plan.plan_name).toBeGreaterThan(0);
      }
    },
  );
});

describe('a brand without Auto Actions', () => {
  it('starts a new Outback Post member on the free envelope-scan default', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/Registration/Signup?webpage=outback-post',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {
        firstName: 'Kylie',
        lastName: 'Nguyen',
        email: `kylie.${randomUUID()}@mail.test`,
        phoneNumber: '+61412345678',
        companyName: null,
        accountName: 'Kylie Nguyen',
        address1: '3 Wattle Street',
        address2: null,
        city: 'Darwin',
        postcode: '0800',
        state: 'NT',
        country: 'Australia',
        language: 'en',
        password: 'Wattle!Gum2026',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { auto_action } = await api.db.kysely
      .selectFrom('accounts')
      .select('auto_action')
      .where('email', '=', response.json().email)
      .executeTakeFirstOrThrow();
    // 1: scan the envelope only; 0 (open and scan every letter) is a paid standing order.
    expect(auto_action).toBe(1);
  });
});

describe('a card that keeps failing', () => {
  it('brings back Payment Required once the auto top-up gives up', async () => {
    const member = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({
        registration_status: 2,
        active_payment: true,
        card_token: sandboxToken('4000000000000002'),
        card_last4: '0002',
        auto_top_up_cents: 3000,
      })
      .where('account_id', '=', member.accountId)
      .execute();
    await api.db.kysely.transaction().execute((trx) =>
      postLedgerEntry(trx, member.accountId, {
        amount: -100,
        description: { key: 'ledger.forwardAdded', values: { forward: 2, items: 1 } },
      }),
    );
    const topUp = await api.db.kysely
      .selectFrom('auto_top_ups')
      .select('auto_top_up_id')
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    const context = { db: api.db.kysely, cards: sandboxCardProvider() };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await chargeAutoTopUp(context, topUp.auto_top_up_id, {
        number: attempt,
        last: attempt === 10,
      });
    }
    const account = await member.call('POST', '/api/account/GetAccount');
    expect(account.json(), account.body).toMatchObject({ activePayment: false });
  });
});
