import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { signedInMember, type TestApp } from '../../test/test-app.ts';
import { asMember, credit, insertLocation, insertPlan } from '../../test/member-fixtures.ts';
import { audit } from '#platform/audit.ts';

/**
 * Object-level authorisation (DESIGN §7): every id-bearing call of the account, list and history
 * operations looks the id up together with the signed-in account. Another member's id answers 404,
 * as an unknown id does, and lists never show another member's rows.
 */

let api: TestApp;
let mine: Awaited<ReturnType<typeof signedInMember>> & { call: ReturnType<typeof asMember> };
let theirs: Awaited<ReturnType<typeof signedInMember>> & { call: ReturnType<typeof asMember> };
/** The other member's rows, as their own calls answer them. */
let theirRows: Record<string, unknown>;
let ids: { alert: number; folder: number; address: number; name: number };

useTestApp(async (started) => {
  api = started;
  const one = await signedInMember(api.db, 'mine@example.test');
  const two = await signedInMember(api.db, 'theirs@example.test');
  mine = { ...one, call: asMember(api, one.cookie) };
  theirs = { ...two, call: asMember(api, two.cookie) };

  const { alert_id: alert } = await api.db.kysely
    .insertInto('alerts')
    .values({
      account_id: theirs.accountId,
      text_key: 'alert.staff',
      text_values: JSON.stringify({ text: 'Their alert' }),
    })
    .returning('alert_id')
    .executeTakeFirstOrThrow();
  const folder = (await theirs.call('POST', '/api/Folder?folderName=Private')).json().folderId;
  const address = (
    await theirs.call('POST', '/api/Address', {
      payload: {
        fullName: 'Their Name',
        street: '1 Secret Lane',
        street2: null,
        city: 'Perth',
        state: 'WA',
        postcode: '6000',
        country: 'Australia',
        contactNumber: null,
        domestic: true,
      },
    })
  ).json().addressId;
  const name = (await theirs.call('POST', '/api/AdditionalName?name=Their%20Company')).json()
    .additionalName.additionalNameId;
  await theirs.call('POST', '/api/Account/AddLocations', {
    payload: { locationIds: [await insertLocation(api)] },
  });
  await credit(api, theirs.accountId, 2500);
  await audit(api.db.kysely, theirs.accountId, {
    key: 'audit.folderCreated',
    values: { name: 'Theirs' },
  });
  ids = { alert, folder, address, name };
  theirRows = await listsOf(theirs.call);
});

const LISTS = [
  '/api/Alert',
  '/api/Folder',
  '/api/Address',
  '/api/AdditionalName',
  '/api/Account/GetLocations',
  '/api/Audit?page=0&pageSize=100',
  '/api/Transaction?page=0&pageSize=100',
];

async function listsOf(call: ReturnType<typeof asMember>) {
  const entries = await Promise.all(
    LISTS.map(async (url) => [url, (await call('GET', url)).json()] as const),
  );
  return Object.fromEntries(entries);
}

describe("another member's ids", () => {
  it('answer 404 on every id-bearing call and change nothing of theirs', async () => {
    const calls = [
      ['POST', `/api/Alert?alertId=${ids.alert}`],
      ['DELETE', `/api/Folder?folderId=${ids.folder}`],
      ['DELETE', `/api/Address?addressId=${ids.address}`],
      ['DELETE', `/api/AdditionalName?additionalNameId=${ids.name}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await mine.call(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
      expect(response.body).not.toMatch(/Their|Secret|Private/);
    }

    const edit = await mine.call('POST', '/api/Address', {
      payload: {
        addressId: ids.address,
        fullName: 'Taken Over',
        street: '2 Other Road',
        street2: null,
        city: 'Perth',
        state: 'WA',
        postcode: '6000',
        country: 'Australia',
        contactNumber: null,
        domestic: true,
      },
    });
    expect(edit.statusCode).toBe(404);

    expect(await listsOf(theirs.call)).toEqual(theirRows);
  });

  it("answer 404 for another brand's plan and 400 for another brand's location", async () => {
    const otherPlan = await insertPlan(api, { plan_name: 'Theirs', webpage: 'other-brand' });
    const plan = await mine.call('POST', `/api/Account/ChoosePlan?planId=${otherPlan}`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(plan.statusCode).toBe(404);

    const otherLocation = await insertLocation(api, { webpage: 'other-brand' });
    const location = await mine.call('POST', '/api/Account/AddLocations', {
      payload: { locationIds: [otherLocation] },
    });
    expect(location.statusCode).toBe(400);
  });
});

describe('lists', () => {
  it("never show another member's rows", async () => {
    expect(Object.values(theirRows).every((rows) => Array.isArray(rows) && rows.length > 0)).toBe(
      true,
    );
    const own = await listsOf(mine.call);
    for (const url of LISTS) {
      // The member's own audit log holds only what they did themselves (here: nothing).
      expect(own[url], url).toEqual([]);
    }
    const storage = await mine.call('GET', '/api/StorageMetrics/GetMetrics');
    expect(Object.values(storage.json())).toEqual(Array(8).fill(0));
    expect((await mine.call('POST', '/api/account/GetAccount')).json()).toMatchObject({
      email: 'mine@example.test',
      balance: 0,
    });
  });
});
