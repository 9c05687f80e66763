/**
 * Member quotas (issue 33, decision 077). On the main of 26 November 2026 nothing limited how many
 * folders or addresses a member kept, and past about 830 folders `FolderCounts` answered 500: it
 * asked PostgreSQL for two columns per folder, beyond its 1,664-column limit.
 */
import { QUOTA } from '@portal/domain/quotas';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditMessages, newMember } from '../../test/member-fixtures.ts';
import { addMail } from '../../test/mail-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { readContract, resolveRef } from '#contract/contract.ts';
import { folderCounts } from '#mail/queries.ts';

let api: TestApp;
useTestApp((started) => (api = started));

/** `count` folders of the member's, inserted directly (the quota is the HTTP call's to hold). */
async function insertFolders(accountId: number, count: number): Promise<number[]> {
  const rows = await api.db.kysely
    .insertInto('folders')
    .values(
      Array.from({ length: count }, (_, index) => ({
        account_id: accountId,
        name: `Folder ${String(index).padStart(4, '0')}`,
      })),
    )
    .returning('folder_id')
    .execute();
  return rows.map((row) => row.folder_id);
}

const countFolders = async (accountId: number) =>
  (
    await api.db.kysely
      .selectFrom('folders')
      .select('folder_id')
      .where('account_id', '=', accountId)
      .execute()
  ).length;

describe('the folder quota', () => {
  it(`creates folders up to ${QUOTA.folders}; the next is refused whole with folder_limit_reached`, async () => {
    const { accountId, call } = await newMember(api);
    await insertFolders(accountId, QUOTA.folders - 2);
    for (const name of ['Tax', 'Bills']) {
      const created = await call('POST', `/api/Folder?folderName=${name}`);
      expect(created.statusCode, created.body).toBe(200);
    }

    const refused = await call('POST', '/api/Folder?folderName=One%20too%20many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'folder_limit_reached',
      detail: `You already have ${QUOTA.folders} folders, the most an account can have. Delete a folder you no longer use to make room.`,
    });
    expect(await countFolders(accountId)).toBe(QUOTA.folders);
    expect(await auditMessages(api, accountId)).not.toContainEqual({
      key: 'audit.folderCreated',
      values: { name: 'One too many' },
    });

    // Deleting one makes room again.
    const { folderId } = (await call('GET', '/api/Folder')).json()[0];
    expect((await call('DELETE', `/api/Folder?folderId=${folderId}`)).statusCode).toBe(204);
    expect((await call('POST', '/api/Folder?folderName=Room%20again')).statusCode).toBe(200);
  });

  it('holds when the last places are asked for at the same time', async () => {
    const { accountId, call } = await newMember(api);
    await insertFolders(accountId, QUOTA.folders - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => call('POST', `/api/Folder?folderName=Race${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 409, 409, 409, 409,
    ]);
    expect(await countFolders(accountId)).toBe(QUOTA.folders);
  });

  it('counts its folders for one member only', async () => {
    const full = await newMember(api);
    await insertFolders(full.accountId, QUOTA.folders);
    const { call } = await newMember(api);
    expect((await call('POST', '/api/Folder?folderName=Mine')).statusCode).toBe(200);
  });
});

describe('FolderCounts with many folders', () => {
  // More than the quota: accounts from before it keep their folders, and must still see them.
  const MANY = 1000;

  it(`answers every one of ${MANY} folders, rightly, in one query`, async () => {
    const { accountId, call } = await newMember(api);
    const folderIds = await insertFolders(accountId, MANY);
    const [first, last] = [folderIds[0]!, folderIds.at(-1)!];
    await addMail(api, accountId, { folder_id: first }, {});
    await addMail(api, accountId, { folder_id: first, read: true }, {});
    await addMail(api, accountId, { folder_id: last, recycled_at: new Date() }, {});
    await addMail(api, accountId, {}, {});

    const response = await call('GET', '/api/mail/FolderCounts');
    expect(response.statusCode, response.body).toBe(200);
    const counts = response.json() as { folderId: number; items: number; unread: number }[];
    expect(counts).toHaveLength(4 + MANY);
    expect(counts.slice(0, 4)).toEqual([
      { folderId: -4, items: 1, unread: 1 },
      { folderId: -2, items: 0, unread: 0 },
      { folderId: -1, items: 1, unread: 1 },
      { folderId: -5, items: 3, unread: 2 },
    ]);
    // Own folders by name, as inserted.
    expect(counts.slice(4).map((count) => count.folderId)).toEqual(folderIds);
    expect(counts[4]).toEqual({ folderId: first, items: 2, unread: 1 });
    expect(counts.at(-1)).toEqual({ folderId: last, items: 0, unread: 0 });

    // Every query run hands its result to the plugin once.
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries += 1;
        return result;
      },
    };
    expect(await folderCounts(api.db.kysely.withPlugin(counting), accountId)).toEqual(counts);
    expect(queries).toBe(1);
  });
});

const ADDRESS = {
  fullName: 'Alex Chen',
  street: '8 Harbour Road',
  street2: null,
  city: 'Hamilton',
  state: 'QLD',
  postcode: '4007',
  country: 'Australia',
  contactNumber: '+61412345678',
  domestic: true,
};

describe('the address quota', () => {
  it(`saves addresses up to ${QUOTA.addresses}; the next is refused whole, edits still work`, async () => {
    const { accountId, call } = await newMember(api);
    const rows = Array.from({ length: QUOTA.addresses }, (_, index) => ({
      account_id: accountId,
      full_name: `Recipient ${index}`,
      street: '8 Harbour Road',
      city: 'Hamilton',
      state: 'QLD',
      postcode: '4007',
      country: 'Australia',
      domestic: true,
    }));
    // A deleted address is kept for its forwards but takes no place.
    await api.db.kysely
      .insertInto('addresses')
      .values({ ...rows[0]!, full_name: 'Deleted', deleted_at: new Date() })
      .execute();
    await api.db.kysely.insertInto('addresses').values(rows.slice(1)).execute();
    const last = await call('POST', '/api/Address', { payload: { addressId: 0, ...ADDRESS } });
    expect(last.statusCode, last.body).toBe(200);

    const refused = await call('POST', '/api/Address', {
      payload: { ...ADDRESS, fullName: 'One Too Many' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'address_limit_reached',
      detail: `You already have ${QUOTA.addresses} saved addresses, the most an account can have. Delete an address you no longer use to make room.`,
    });
    const listed = (await call('GET', '/api/Address')).json() as { fullName: string }[];
    expect(listed).toHaveLength(QUOTA.addresses);
    expect(listed.map((address) => address.fullName)).not.toContain('One Too Many');
    expect(await auditMessages(api, accountId)).not.toContainEqual({
      key: 'audit.addressAdded',
      values: { tab: 'domestic', name: 'One Too Many' },
    });

    const { addressId } = last.json();
    const edited = await call('POST', '/api/Address', {
      payload: { ...ADDRESS, addressId, city: 'Ascot' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('the additional names quota (§9)', () => {
  it(`adds no name past ${QUOTA.additionalNames}, however the list was filled`, async () => {
    const { accountId, call } = await newMember(api);
    await api.db.kysely
      .insertInto('additional_names')
      .values(
        Array.from({ length: QUOTA.additionalNames }, (_, index) => ({
          account_id: accountId,
          name: `Name ${index}`,
        })),
      )
      .execute();
    const refused = await call('POST', '/api/AdditionalName?name=Sixth');
    expect(refused.json()).toEqual({ success: false, additionalName: null });
    expect((await call('GET', '/api/AdditionalName')).json()).toHaveLength(QUOTA.additionalNames);
  });
});

describe('request quotas', () => {
  it(`refuses search text longer than ${QUOTA.searchText} characters, naming query`, async () => {
    const { call } = await newMember(api);
    const longest = await call('GET', `/api/mail/search?query=${'a'.repeat(QUOTA.searchText)}`);
    expect(longest.statusCode, longest.body).toBe(200);
    const refused = await call('GET', `/api/mail/search?query=${'a'.repeat(QUOTA.searchText + 1)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_field',
      field: 'query',
      detail: `query is longer than the ${QUOTA.searchText} characters allowed`,
    });
  });

  it.each([
    ['/api/Audit?page=0&pageSize=', 'pageSize', QUOTA.pageSize],
    ['/api/Transaction?page=0&pageSize=', 'pageSize', QUOTA.pageSize],
    ['/api/Mail?folder=-4&limit=', 'limit', QUOTA.mailPage],
    ['/api/mail/search?query=tax&limit=', 'limit', QUOTA.mailPage],
  ])('refuses a page larger than the quota: %s', async (url, field, quota) => {
    const { call } = await newMember(api);
    expect((await call('GET', `${url}${quota}`)).statusCode).toBe(200);
    const refused = await call('GET', `${url}${quota + 1}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_field',
      field,
      detail: `${field} is above the most allowed, ${quota}`,
    });
  });
});

describe('the contract', () => {
  const { operations, document } = readContract();
  const parameter = (operationId: string, name: string) =>
    operations
      .find((operation) => operation.id === operationId)
      ?.parameters.find((candidate) => candidate.name === name)?.schema;

  it('states the request quotas as its bounds', () => {
    expect(parameter('searchMail', 'query')?.maxLength).toBe(QUOTA.searchText);
    expect(parameter('listAuditEntries', 'pageSize')?.maximum).toBe(QUOTA.pageSize);
    expect(parameter('listTransactions', 'pageSize')?.maximum).toBe(QUOTA.pageSize);
    expect(parameter('listMail', 'limit')?.maximum).toBe(QUOTA.mailPage);
    expect(parameter('searchMail', 'limit')?.maximum).toBe(QUOTA.mailPage);
  });

  it('documents the quotas’ numbers with their codes', () => {
    const codes = resolveRef<{ oneOf: { const: string; description: string }[] }>(document, {
      $ref: '#/components/schemas/ProblemCode',
    }).oneOf;
    const described = (code: string) => codes.find((entry) => entry.const === code)?.description;
    expect(described('folder_limit_reached')).toContain(`(${QUOTA.folders},`);
    expect(described('address_limit_reached')).toContain(`(${QUOTA.addresses},`);
  });
});
