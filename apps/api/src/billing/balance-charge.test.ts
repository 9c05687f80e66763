import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { balanceAndLedgerSum, credit, newMember } from '../../test/member-fixtures.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { CardProvider, ChargeResult } from '#platform/payments/card-provider.ts';
import { chargeBalance } from '#billing/balance-charge.ts';

let api: TestApp;
useTestApp((started) => (api = started));

/** A card provider that answers `result` and remembers the amounts it was asked for. */
function cardAnswering(result: ChargeResult) {
  const amounts: number[] = [];
  const provider: Pick<CardProvider, 'charge'> = {
    async charge(_token, amount) {
      amounts.push(amount);
      return result;
    },
  };
  return { provider, amounts };
}

async function memberWithCard(balance: number, autoTopUp: number) {
  const { accountId } = await newMember(api);
  await api.db.kysely
    .updateTable('accounts')
    .set({ card_token: 'tok_test', auto_top_up_cents: autoTopUp })
    .where('account_id', '=', accountId)
    .execute();
  await credit(api, accountId, balance);
  return accountId;
}

const charge = (accountId: number, cards: Pick<CardProvider, 'charge'>, cents: number) =>
  api.db.kysely.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, accountId);
    return chargeBalance(
      trx,
      cards,
      account,
      cents,
      { description: { key: 'ledger.envelopeScan', values: { item: 'letter', name: '' } } },
      { idempotencyKey: `test-charge-${randomUUID()}` },
    );
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiProblem ? [error.status, error.code] : error),
  );

describe('chargeBalance', () => {
  it('debits a balance that covers the charge without touching the card', async () => {
    const accountId = await memberWithCard(1000, 2000);
    const card = cardAnswering({ ok: true, chargeId: 'ch_1', last4: '4242' });
    expect((await charge(accountId, card.provider, 600)).balance_cents).toBe(400);
    expect(card.amounts).toEqual([]);
  });

  it('tops up the shortfall when it is more than the auto top-up amount', async () => {
    const accountId = await memberWithCard(100, 2000);
    const card = cardAnswering({ ok: true, chargeId: 'ch_2', last4: '4242' });
    expect((await charge(accountId, card.provider, 5100)).balance_cents).toBe(0);
    expect(card.amounts).toEqual([5000]);
    const { balance, ledgerSum } = await balanceAndLedgerSum(api, accountId);
    expect([balance, ledgerSum]).toEqual([0, 0]);
  });

  it('answers 502 when the card provider fails, and 402 without auto top-up; nothing is posted', async () => {
    const broken = await memberWithCard(100, 2000);
    const card = cardAnswering({ ok: false, reason: 'provider_error', message: 'Timed out' });
    expect(await failure(charge(broken, card.provider, 500))).toEqual([502, 'provider_error']);

    const manual = await memberWithCard(100, 0);
    expect(await failure(charge(manual, card.provider, 500))).toEqual([402, 'insufficient_funds']);
    expect(card.amounts).toEqual([2000]);
    for (const accountId of [broken, manual]) {
      expect((await balanceAndLedgerSum(api, accountId)).entries).toHaveLength(1);
    }
  });
});
