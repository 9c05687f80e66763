import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { auditMessages, newMember, type asMember } from '../../test/member-fixtures.ts';

describe('alerts', () => {
  it('lists alerts newest first and marks one read, once', async ({ api }) => {
    const { accountId, call } = await newMember(api);
    const [older, newer] = await api.db.kysely
      .insertInto('alerts')
      .values([
        {
          account_id: accountId,
          text_key: 'alert.staff',
          text_values: JSON.stringify({ text: 'Welcome' }),
          created_at: new Date(Date.now() - 60_000),
        },
        {
          account_id: accountId,
          text_key: 'alert.staff',
          text_values: JSON.stringify({ text: 'Card expires soon' }),
          url: '/Members/Account',
        },
      ])
      .returning('alert_id')
      .execute();

    expect((await call('GET', '/api/Alert')).json()).toEqual([
      {
        alertId: newer?.alert_id,
        text: { key: 'alert.staff', values: { text: 'Card expires soon' } },
        url: '/Members/Account',
        read: false,
      },
      {
        alertId: older?.alert_id,
        text: { key: 'alert.staff', values: { text: 'Welcome' } },
        url: null,
        read: false,
      },
    ]);

    const marked = await call('POST', `/api/Alert?alertId=${newer?.alert_id}`);
    expect(marked.statusCode).toBe(204);
    expect((await call('POST', `/api/Alert?alertId=${newer?.alert_id}`)).statusCode).toBe(204);
    const [first] = (await call('GET', '/api/Alert')).json();
    expect(first).toMatchObject({ alertId: newer?.alert_id, read: true });
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.alertRead', values: { alertId: newer?.alert_id } },
    ]);
  });

  it('answers 404 for an unknown alert and 400 for an id that is not one', async ({ api }) => {
    const { call } = await newMember(api);
    expect((await call('POST', '/api/Alert?alertId=999999')).json()).toMatchObject({
      code: 'not_found',
    });
    const invalid = await call('POST', '/api/Alert?alertId=0');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'alertId' });
  });
});

describe('folders', () => {
  it('creates folders, lists them by name and deletes one', async ({ api }) => {
    const { accountId, call } = await newMember(api);
    const tax = await call('POST', '/api/Folder?folderName=%20Tax%20');
    expect(tax.statusCode).toBe(200);
    expect(tax.json()).toEqual({ folderId: expect.any(Number), name: 'Tax' });
    const bills = (await call('POST', '/api/Folder?folderName=bills')).json();

    expect((await call('GET', '/api/Folder')).json()).toEqual([bills, tax.json()]);

    const deleted = await call('DELETE', `/api/Folder?folderId=${bills.folderId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/Folder')).json()).toEqual([tax.json()]);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.folderCreated', values: { name: 'Tax' } },
      { key: 'audit.folderCreated', values: { name: 'bills' } },
      { key: 'audit.folderDeleted', values: { name: 'bills' } },
    ]);
  });

  it('refuses a blank or too long name with 400 naming folderName', async ({ api }) => {
    const { call } = await newMember(api);
    for (const name of ['%20%20', '', 'x'.repeat(51)]) {
      const response = await call('POST', `/api/Folder?folderName=${name}`);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'folderName' });
    }
    expect((await call('GET', '/api/Folder')).json()).toEqual([]);
  });

  it('answers 404 for an unknown folder and 400 for a fixed one such as the Inbox (-4)', async ({
    api,
  }) => {
    const { call } = await newMember(api);
    expect((await call('DELETE', '/api/Folder?folderId=999999')).statusCode).toBe(404);
    const fixed = await call('DELETE', '/api/Folder?folderId=-4');
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json()).toMatchObject({ field: 'folderId' });
  });
});

const domestic = {
  fullName: 'Alex Chen',
  street: '8 Harbour Road',
  street2: null,
  city: 'Hamilton',
  state: 'QLD',
  postcode: '4007',
  country: 'Japan',
  contactNumber: '+61412345678',
  domestic: true,
};
const international = {
  ...domestic,
  street: '1-3 Rue de Rivoli',
  city: 'Paris',
  state: '',
  postcode: '75001',
  country: 'France',
  contactNumber: null,
  domestic: false,
};

describe('addresses', () => {
  it('creates a domestic address in Australia whatever country was sent, and an international one', async ({
    api,
  }) => {
    const { accountId, call } = await newMember(api);
    const home = await call('POST', '/api/Address', { payload: { addressId: 0, ...domestic } });
    expect(home.statusCode).toBe(200);
    expect(home.json()).toEqual({
      ...domestic,
      addressId: expect.any(Number),
      country: 'Australia',
    });
    const paris = await call('POST', '/api/Address', { payload: international });
    expect(paris.json()).toMatchObject({ country: 'France', domestic: false, contactNumber: null });

    expect((await call('GET', '/api/Address')).json()).toEqual([home.json(), paris.json()]);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.addressAdded', values: { tab: 'domestic', name: 'Alex Chen' } },
      { key: 'audit.addressAdded', values: { tab: 'international', name: 'Alex Chen' } },
    ]);
  });

  it('edits an address by its id', async ({ api }) => {
    const { call } = await newMember(api);
    const { addressId } = (await call('POST', '/api/Address', { payload: domestic })).json();
    const edited = await call('POST', '/api/Address', {
      payload: { ...domestic, addressId, street2: 'Unit 4', city: 'Ascot' },
    });
    expect(edited.json()).toMatchObject({ addressId, street2: 'Unit 4', city: 'Ascot' });
    expect((await call('GET', '/api/Address')).json()).toEqual([edited.json()]);
  });

  it.for([
    ['city', { ...domestic, city: '  ' }],
    ['state', { ...domestic, state: '' }],
    ['country', { ...international, country: 'australia' }],
    ['fullName', { ...domestic, fullName: '' }],
  ])('refuses an address with a bad %s with 400 naming it', async ([field, payload], { api }) => {
    const { call } = await newMember(api);
    const response = await call('POST', '/api/Address', { payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field });
    expect((await call('GET', '/api/Address')).json()).toEqual([]);
  });

  it('deletes softly: the address leaves the list but stays for the forwards that used it', async ({
    api,
  }) => {
    const { accountId, call } = await newMember(api);
    const { addressId } = (await call('POST', '/api/Address', { payload: domestic })).json();

    expect((await call('DELETE', `/api/Address?addressId=${addressId}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/Address')).json()).toEqual([]);
    const row = await api.db.kysely
      .selectFrom('addresses')
      .select('deleted_at')
      .where('address_id', '=', addressId)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);

    expect((await call('DELETE', `/api/Address?addressId=${addressId}`)).statusCode).toBe(404);
    const edit = await call('POST', '/api/Address', { payload: { ...domestic, addressId } });
    expect(edit.statusCode).toBe(404);
    expect(await auditMessages(api, accountId)).toContainEqual({
      key: 'audit.addressDeleted',
      values: { name: 'Alex Chen' },
    });
  });
});

describe('additional names', () => {
  const add = (call: ReturnType<typeof asMember>, name: string) =>
    call('POST', `/api/AdditionalName?name=${encodeURIComponent(name)}`);

  it('adds up to 5 names; the 6th answers success false and is not added', async ({ api }) => {
    const { accountId, call } = await newMember(api);
    const names = ['Chen Imports', 'Alex  Chen', 'A. Chen', 'Chen Family Trust', '陈亚历'];
    for (const name of names) {
      const response = await add(call, name);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        additionalName: { additionalNameId: expect.any(Number), name: name.replace('  ', ' ') },
      });
    }
    const sixth = await add(call, 'One Too Many');
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual({ success: false, additionalName: null });

    const listed = (await call('GET', '/api/AdditionalName')).json();
    expect(listed.map((entry: { name: string }) => entry.name)).toEqual([
      'Chen Imports',
      'Alex Chen',
      'A. Chen',
      'Chen Family Trust',
      '陈亚历',
    ]);
    expect(await auditMessages(api, accountId)).toHaveLength(5);
  });

  it('holds the limit of 5 when names are added at the same time', async ({ api }) => {
    const { call } = await newMember(api);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => add(call, `Name ${index}`)),
    );
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(5);
    expect((await call('GET', '/api/AdditionalName')).json()).toHaveLength(5);
  });

  it('refuses a blank name or one already on the list with 400 naming name', async ({ api }) => {
    const { call } = await newMember(api);
    await add(call, 'Chen Imports');
    for (const name of ['   ', 'chen  IMPORTS', '']) {
      const response = await add(call, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'name' });
    }
  });

  it('removes a name, answering success, and 404 for one that is not there', async ({ api }) => {
    const { accountId, call } = await newMember(api);
    const { additionalName } = (await add(call, 'Chen Imports')).json();
    const url = `/api/AdditionalName?additionalNameId=${additionalName.additionalNameId}`;

    const removed = await call('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('GET', '/api/AdditionalName')).json()).toEqual([]);
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.additionalNameAdded', values: { name: 'Chen Imports' } },
      { key: 'audit.additionalNameRemoved', values: { name: 'Chen Imports' } },
    ]);
  });
});
