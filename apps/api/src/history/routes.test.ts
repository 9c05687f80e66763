import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { credit, newMember } from '../../test/member-fixtures.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry } from '#money/ledger.ts';

let api: TestApp;
useTestApp((started) => (api = started));

describe('Audit', () => {
  it('pages the log newest first; a page past the end is empty', async () => {
    const { accountId, call } = await newMember(api);
    for (let index = 1; index <= 25; index += 1)
      await audit(api.db.kysely, accountId, { key: 'audit.alertRead', values: { alertId: index } });

    const first = (await call('GET', '/api/Audit?page=0&pageSize=20')).json();
    expect(first).toHaveLength(20);
    expect(first[0]).toEqual({
      auditId: expect.any(Number),
      dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      text: { key: 'audit.alertRead', values: { alertId: 25 } },
      // Written by the service, not by a user's request (decision 105).
      by: null,
    });
    expect(first[19].text.values.alertId).toBe(6);
    const second = (await call('GET', '/api/Audit?page=1&pageSize=20')).json();
    expect(
      second.map((entry: { text: { values: { alertId: number } } }) => entry.text.values.alertId),
    ).toEqual([5, 4, 3, 2, 1]);
    expect((await call('GET', '/api/Audit?page=2&pageSize=20')).json()).toEqual([]);
  });

  it.each([
    ['page=-1&pageSize=20', 'page'],
    ['page=0&pageSize=0', 'pageSize'],
    ['page=0&pageSize=101', 'pageSize'],
    ['pageSize=20', 'page'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { call } = await newMember(api);
    for (const path of ['/api/Audit', '/api/Transaction']) {
      const response = await call('GET', `${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field });
    }
  });
});

describe('Transaction', () => {
  it('pages the ledger newest first, in dollars with the balance after each entry', async () => {
    const { accountId, call } = await newMember(api);
    await credit(api, accountId, 5000);
    await api.db.kysely.transaction().execute((trx) =>
      postLedgerEntry(trx, accountId, {
        amount: -1240,
        description: {
          key: 'ledger.forward',
          values: { forward: 7, items: 1, service: 'Australia Post Regular Letter' },
        },
        planName: 'Standard',
      }),
    );

    const page = (await call('GET', '/api/Transaction?page=0&pageSize=1')).json();
    expect(page).toEqual([
      {
        transactionId: expect.any(Number),
        date: expect.any(String),
        text: {
          key: 'ledger.forward',
          values: { forward: 7, items: 1, service: 'Australia Post Regular Letter' },
        },
        planName: 'Standard',
        amount: -12.4,
        balance: 37.6,
      },
    ]);
    expect((await call('GET', '/api/Transaction?page=1&pageSize=1')).json()).toEqual([
      expect.objectContaining({
        text: { key: 'ledger.cardTopUp', values: {} },
        planName: null,
        amount: 50,
        balance: 50,
      }),
    ]);
  });
});

describe('Transaction date range', () => {
  it('keeps the days from and to, both whole, and refuses a range that ends before it starts', async () => {
    const { accountId, call } = await newMember(api);
    for (const [date, cents] of [
      ['2026-03-31T23:59:00Z', 1000],
      ['2026-04-01T00:00:00Z', 2000],
      ['2026-04-30T23:59:59Z', 3000],
      ['2026-05-01T00:00:00Z', 4000],
    ] as const) {
      await credit(api, accountId, cents);
      await api.db.kysely
        .updateTable('ledger_entries')
        .set({ date: new Date(date) })
        .where('account_id', '=', accountId)
        .where('amount_cents', '=', cents)
        .execute();
    }
    const april = (
      await call('GET', '/api/Transaction?page=0&pageSize=20&from=2026-04-01&to=2026-04-30')
    ).json();
    expect(april.map((row: { amount: number }) => row.amount)).toEqual([30, 20]);
    const fromMay = (
      await call('GET', '/api/Transaction?page=0&pageSize=20&from=2026-05-01')
    ).json();
    expect(fromMay.map((row: { amount: number }) => row.amount)).toEqual([40]);

    const backwards = await call(
      'GET',
      '/api/Transaction?page=0&pageSize=20&from=2026-05-01&to=2026-04-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'invalid_field', field: 'to' });
    const notADate = await call('GET', '/api/Transaction?page=0&pageSize=20&from=31/03/26');
    expect(notADate.statusCode).toBe(400);
  });
});

describe('StorageMetrics', () => {
  it('answers zero counts for an account without mail', async () => {
    const { call } = await newMember(api);
    const response = await call('GET', '/api/StorageMetrics/GetMetrics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      storedEnvelopesWithinFreePeriod: 0,
      storedEnvelopesOutsideFreePeriod: 0,
      forwardedEnvelopes: 0,
      shreddedEnvelopes: 0,
      storedParcelsWithinFreePeriod: 0,
      storedParcelsOutsideFreePeriod: 0,
      forwardedParcels: 0,
      destroyedParcels: 0,
    });
  });
});

describe('StorageMetrics, counted by the database', () => {
  const DAY = 86_400_000;
  /** An item of the account: status, type (0 envelope), days since it was scanned in. */
  const addItem = (
    accountId: number,
    status: number,
    mailType: number,
    ageDays = 1,
    extra: { recycled_at?: Date; date_scanned?: null } = {},
  ) =>
    api.db.kysely
      .insertInto('mail_items')
      .values({
        account_id: accountId,
        name: 'Item',
        sender: 'Sender',
        weight_grams: 20,
        status,
        mail_type: mailType,
        date_scanned: new Date(Date.now() - ageDays * DAY),
        date_received: new Date(Date.now() - ageDays * DAY),
        ...extra,
      })
      .execute();

  it('counts stored items inside and outside the 30 free days, and forwarded and shredded ones', async () => {
    const { accountId, call } = await newMember(api);
    for (const [status, mailType, ageDays] of [
      [2, 0, 2],
      [3, 0, 29],
      [3, 0, 31],
      [4, 0],
      [5, 0],
      [6, 0],
      [2, 1, 40],
      [4, 1],
      [5, 1],
      [7, 1],
    ] as const) {
      await addItem(accountId, status, mailType, ageDays);
    }
    // Not scanned yet: its free days run from its receipt, 35 days ago.
    await addItem(accountId, 2, 0, 35, { date_scanned: null });
    // In Deleted Items, or another member's: not counted.
    await addItem(accountId, 3, 0, 40, { recycled_at: new Date() });
    await addItem((await newMember(api)).accountId, 3, 1, 40);

    const response = await call('GET', '/api/StorageMetrics/GetMetrics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      storedEnvelopesWithinFreePeriod: 2,
      storedEnvelopesOutsideFreePeriod: 2,
      forwardedEnvelopes: 1,
      shreddedEnvelopes: 2,
      storedParcelsWithinFreePeriod: 0,
      storedParcelsOutsideFreePeriod: 1,
      forwardedParcels: 1,
      destroyedParcels: 1,
    });
  });
});
