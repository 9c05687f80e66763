import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { newMember } from '../../test/member-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let member: Awaited<ReturnType<typeof newMember>>;
useTestApp(async (started) => {
  api = started;
  member = await newMember(api);
});

const rowCount = async (table: 'folders' | 'addresses') =>
  (await api.db.kysely.selectFrom(table).selectAll().execute()).length;

describe('a write sent with no body at all', () => {
  it.each([
    ['POST', '/api/Account/AddLocations'],
    ['POST', '/api/Address'],
    ['POST', '/api/mail/Recycle'],
    ['POST', '/api/forward/Calculate'],
    ['DELETE', '/api/forward/cancel'],
  ] as const)('%s %s answers 400 naming the body', async (method, url) => {
    const response = await member.call(method, url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'body' });
  });
});

describe('values PostgreSQL cannot take', () => {
  it.each([
    ['/api/Audit?page=Infinity&pageSize=20', 'page', 'must be a finite number'],
    ['/api/Transaction?page=0&pageSize=1e309', 'pageSize', 'must be a finite number'],
    ['/api/mail/search?query=a%00b&page=0', 'query', 'must not contain a NUL character'],
  ])('GET %s answers 400 on %s', async (url, field, problem) => {
    const response = await member.call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field });
    expect(response.json().detail).toContain(problem);
  });

  it('refuses a NUL in a query text or a JSON body before storing anything', async () => {
    const folders = await rowCount('folders');
    const addresses = await rowCount('addresses');
    const named = await member.call('POST', '/api/Folder?folderName=a%00b');
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ field: 'folderName' });

    const addressBody = await member.call('POST', '/api/Address', {
      payload: { name: 'A\u0000B', street1: '1 Road', city: 'Town' },
    });
    expect(addressBody.statusCode).toBe(400);
    expect(await rowCount('folders')).toBe(folders);
    expect(await rowCount('addresses')).toBe(addresses);
  });

  it('refuses 1e309 in a JSON body, which JSON.parse reads as Infinity', async () => {
    const response = await member.call('POST', '/api/mail/Recycle', {
      headers: { 'content-type': 'application/json' },
      payload: '{"mailIds":[1e309]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field' });
  });

  it('still takes the same text without the NUL', async () => {
    const response = await member.call('POST', '/api/Folder?folderName=ab');
    expect(response.statusCode).toBe(200);
  });
});
