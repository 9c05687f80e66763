import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { ruleMember } from '../../test/rule-fixtures.ts';
import { insertMail } from '../../test/staff-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let api: TestApp;
useTestApp((started) => {
  api = started;
});

type Member = Awaited<ReturnType<typeof ruleMember>>;
const newLabel = async (member: Member, name: string, colour?: string) => {
  const made = await member.call('POST', '/api/Labels', { name, ...(colour ? { colour } : {}) });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as { labelId: number; name: string; colour: string };
};
const labelIdsOf = async (member: Member, mailId: number) =>
  (
    (await member.call('GET', '/api/Mail?folder=-5')).body as {
      mailId: number;
      labelIds: number[];
    }[]
  )
    .find((item) => item.mailId === mailId)!
    .labelIds.sort((a, b) => a - b);

describe('labels', () => {
  it('are made, listed by name, renamed and recoloured; a name is the member’s once whatever its case', async () => {
    const member = await ruleMember(api);
    const tax = await newLabel(member, 'Tax', 'green');
    await newLabel(member, 'bank');
    expect((await member.call('GET', '/api/Labels')).body).toEqual([
      { labelId: expect.any(Number), name: 'bank', colour: 'grey' },
      { labelId: tax.labelId, name: 'Tax', colour: 'green' },
    ]);
    expect(await member.call('POST', '/api/Labels', { name: 'TAX' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_field', field: 'name' },
    });
    expect(
      await member.call('PUT', `/api/Labels?labelId=${tax.labelId}`, { name: 'Bank' }),
    ).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(
      (
        await member.call('PUT', `/api/Labels?labelId=${tax.labelId}`, {
          name: 'Tax 2026',
          colour: 'teal',
        })
      ).body,
    ).toEqual({ labelId: tax.labelId, name: 'Tax 2026', colour: 'teal' });
    for (const bad of [{ name: 'a:b' }, { name: 'x', colour: 'mauve' }, { name: '' }]) {
      expect((await member.call('POST', '/api/Labels', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('go on and come off many items at once, and deleting one takes it off every item', async () => {
    const member = await ruleMember(api);
    const tax = await newLabel(member, 'Tax');
    const bank = await newLabel(member, 'Bank');
    const first = await insertMail(api, member.accountId, { name: 'ATO notice' });
    const second = await insertMail(api, member.accountId, { name: 'Bank statement' });
    const label = (body: object) => member.call('POST', '/api/mail/Labels', body);

    const labelled = await label({
      mailIds: [first, second],
      labelIds: [tax.labelId, bank.labelId],
    });
    expect(labelled.status).toBe(200);
    expect(labelled.body.map((item: { labelIds: number[] }) => item.labelIds.length)).toEqual([
      2, 2,
    ]);
    // Again: each label stays on an item once.
    await label({ mailIds: [first], labelIds: [tax.labelId] });
    expect(await labelIdsOf(member, first)).toEqual(
      [tax.labelId, bank.labelId].sort((a, b) => a - b),
    );

    await label({ mailIds: [second], labelIds: [tax.labelId], remove: true });
    expect(await labelIdsOf(member, second)).toEqual([bank.labelId]);

    expect((await member.call('DELETE', `/api/Labels?labelId=${bank.labelId}`)).status).toBe(204);
    expect(await labelIdsOf(member, first)).toEqual([tax.labelId]);
    expect(await labelIdsOf(member, second)).toEqual([]);
  });

  it('answer 404 for another member’s label, on items or by id, and change nothing', async () => {
    const owner = await ruleMember(api);
    const other = await ruleMember(api);
    const theirs = await newLabel(owner, 'Private');
    const mine = await insertMail(api, other.accountId, { name: 'Mine' });
    expect(
      await other.call('POST', '/api/mail/Labels', { mailIds: [mine], labelIds: [theirs.labelId] }),
    ).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await other.call('DELETE', `/api/Labels?labelId=${theirs.labelId}`)).toMatchObject({
      status: 404,
    });
    expect(await labelIdsOf(other, mine)).toEqual([]);
    expect((await owner.call('GET', '/api/Labels')).body).toHaveLength(1);
  });

  it('are at most 100 per account: the 101st answers 409 label_limit_reached', async () => {
    const member = await ruleMember(api);
    await api.db.kysely
      .insertInto('labels')
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          account_id: member.accountId,
          name: `L${index}`,
        })),
      )
      .execute();
    expect(await member.call('POST', '/api/Labels', { name: 'One more' })).toMatchObject({
      status: 409,
      body: { code: 'label_limit_reached' },
    });
  });
});

describe('searching with label:', () => {
  it('keeps the items with every label named, searching the rest of the query as usual', async () => {
    const member = await ruleMember(api);
    const tax = await newLabel(member, 'Tax');
    const myTax = await newLabel(member, 'my tax');
    const notice = await insertMail(api, member.accountId, { name: 'ATO notice of assessment' });
    const receipt = await insertMail(api, member.accountId, { name: 'Donation receipt' });
    await insertMail(api, member.accountId, { name: 'ATO newsletter' });
    await member.call('POST', '/api/mail/Labels', {
      mailIds: [notice, receipt],
      labelIds: [tax.labelId],
    });
    await member.call('POST', '/api/mail/Labels', {
      mailIds: [receipt],
      labelIds: [myTax.labelId],
    });
    const search = async (query: string) => {
      const answer = await member.call(
        'GET',
        `/api/mail/search?query=${encodeURIComponent(query)}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { mailId: number }[]).map((item) => item.mailId).sort((a, b) => a - b);
    };
    expect(await search('label:tax')).toEqual([notice, receipt]);
    expect(await search('LABEL:TAX ato')).toEqual([notice]);
    expect(await search('label:"my tax" label:tax')).toEqual([receipt]);
    expect(await search('label:nosuch')).toEqual([]);
    expect(await search('ato')).toHaveLength(2);
  });
});
