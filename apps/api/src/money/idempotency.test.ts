import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import type { TestApp } from '../../test/test-app.ts';
import { balanceAndLedgerSum, newMember } from '../../test/member-fixtures.ts';
import { ApiProblem } from '#contract/problem.ts';
import { canonicalJson, idempotent, type IdempotentRequest } from '#money/idempotency.ts';
import { postLedgerEntry } from '#money/ledger.ts';

const account = async (api: TestApp) => (await newMember(api)).accountId;

/** Work that is not idempotent by itself: every run credits $1 more. */
const creditOneDollar =
  (accountId: number): Parameters<typeof idempotent<number>>[2] =>
  async (trx) => {
    const { balance_cents } = await postLedgerEntry(trx, accountId, {
      amount: 100,
      description: { key: 'ledger.cardTopUp', values: {} },
    });
    return balance_cents;
  };

const problemCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof ApiProblem ? error.code : String(error)),
  );

describe('idempotent', () => {
  it('runs the work once per key and answers every retry with the first answer', async ({
    api,
  }) => {
    const accountId = await account(api);
    const request: IdempotentRequest = {
      accountId,
      key: randomUUID(),
      operation: 'createForward',
      request: { mailIds: [1, 2], addressId: 7 },
    };
    expect(await idempotent(api.db.kysely, request, creditOneDollar(accountId))).toBe(100);
    expect(await idempotent(api.db.kysely, request, creditOneDollar(accountId))).toBe(100);
    // The same request with its fields in another order is still the same request.
    const reordered = { ...request, request: { addressId: 7, mailIds: [1, 2] } };
    expect(await idempotent(api.db.kysely, reordered, creditOneDollar(accountId))).toBe(100);
    expect((await balanceAndLedgerSum(api, accountId)).entries).toHaveLength(1);
  });

  it('refuses the key for other parameters or another operation with 422', async ({ api }) => {
    const accountId = await account(api);
    const request: IdempotentRequest = {
      accountId,
      key: randomUUID(),
      operation: 'createForward',
      request: { mailIds: [1] },
    };
    await idempotent(api.db.kysely, request, creditOneDollar(accountId));

    for (const other of [
      { ...request, request: { mailIds: [2] } },
      { ...request, operation: 'verifyPaypalPayment' as const },
    ]) {
      expect(await problemCode(idempotent(api.db.kysely, other, creditOneDollar(accountId)))).toBe(
        'idempotency_key_reused',
      );
    }
    expect((await balanceAndLedgerSum(api, accountId)).balance).toBe(100);
  });

  it('answers 409 to copies that arrive while the first still runs, and does the work once', async ({
    api,
  }) => {
    const accountId = await account(api);
    const request: IdempotentRequest = {
      accountId,
      key: randomUUID(),
      operation: 'createForward',
      request: {},
    };
    // The first call holds its key until every copy has had its answer, however slow the machine.
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const first = idempotent(api.db.kysely, request, async (trx) => {
      started();
      await finishing;
      return creditOneDollar(accountId)(trx);
    });
    await running;

    const copies = await Promise.all(
      Array.from({ length: 9 }, () =>
        problemCode(idempotent(api.db.kysely, request, creditOneDollar(accountId))),
      ),
    );
    finish();

    expect(copies).toEqual(Array.from({ length: 9 }, () => 'idempotency_key_in_use'));
    expect(await first).toBe(100);
    // Once the first has answered, a copy gets its answer again.
    expect(await idempotent(api.db.kysely, request, creditOneDollar(accountId))).toBe(100);
    expect((await balanceAndLedgerSum(api, accountId)).entries).toHaveLength(1);
  });

  it('keeps nothing of a failed run, so a retry with the same key runs again', async ({ api }) => {
    const accountId = await account(api);
    const request: IdempotentRequest = {
      accountId,
      key: randomUUID(),
      operation: 'createForward',
      request: {},
    };
    const failing = async (trx: Parameters<Parameters<typeof idempotent>[2]>[0]) => {
      await creditOneDollar(accountId)(trx);
      throw new ApiProblem(402, 'insufficient_funds', 'Not enough');
    };
    expect(await problemCode(idempotent(api.db.kysely, request, failing))).toBe(
      'insufficient_funds',
    );
    expect((await balanceAndLedgerSum(api, accountId)).entries).toEqual([]);
    expect(await idempotent(api.db.kysely, request, creditOneDollar(accountId))).toBe(100);
  });

  it('forgets a key after 24 hours', async ({ api }) => {
    const accountId = await account(api);
    const request: IdempotentRequest = {
      accountId,
      key: randomUUID(),
      operation: 'createForward',
      request: {},
    };
    await idempotent(api.db.kysely, request, creditOneDollar(accountId));
    await api.db.kysely
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - interval '24 hours 1 minute'` })
      .where('account_id', '=', accountId)
      .execute();

    expect(await idempotent(api.db.kysely, request, creditOneDollar(accountId))).toBe(200);
    expect(await idempotent(api.db.kysely, request, creditOneDollar(accountId))).toBe(200);
    const keys = await api.db.kysely
      .selectFrom('idempotency_keys')
      .select('response')
      .where('account_id', '=', accountId)
      .execute();
    expect(keys).toEqual([{ response: 200 }]);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,1]},"b":1}',
    );
  });
});
