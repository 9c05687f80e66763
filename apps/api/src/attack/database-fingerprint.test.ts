/**
 * The attack suites' "stored nothing" check (test/attack/database-fingerprint.ts) is only as good as
 * its fingerprint: it must move for any row added, changed or removed, and stay for the bookkeeping
 * a refused request may write.
 */
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { createMember } from '../../test/auth-fixtures.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Sets one account's city: a change to one column of one row. */
const setCity = (api: TestApp, accountId: number, city: string) =>
  api.db.kysely.updateTable('accounts').set({ city }).where('account_id', '=', accountId).execute();

describe('the database fingerprint', () => {
  it('changes when a row is added, when one column of one row changes, and when a row is removed', async ({
    api,
  }) => {
    const fingerprint = await databaseFingerprint(api.db.kysely);
    const start = await fingerprint();
    expect(await fingerprint()).toBe(start);

    const { accountId } = await createMember(api.db);
    const added = await fingerprint();
    expect(added).not.toBe(start);

    await setCity(api, accountId, 'Hobart');
    const changed = await fingerprint();
    expect(changed).not.toBe(added);

    // Back as it was: the same rows give the same fingerprint.
    await setCity(api, accountId, '');
    expect(await fingerprint()).toBe(added);

    await api.db.kysely.deleteFrom('accounts').where('account_id', '=', accountId).execute();
    expect(await fingerprint()).toBe(start);
  });

  it('changes when two rows trade a value, and stays for a refused request’s bookkeeping', async ({
    api,
  }) => {
    const first = await createMember(api.db);
    const second = await createMember(api.db);
    const fingerprint = await databaseFingerprint(api.db.kysely);
    const before = await fingerprint();

    await setCity(api, first.accountId, 'Perth');
    await setCity(api, second.accountId, 'Darwin');
    const one = await fingerprint();
    // The same two values, each now on the other row.
    await sql`update accounts set city = case city when 'Perth' then 'Darwin' else 'Perth' end
      where account_id in (${first.accountId}, ${second.accountId})`.execute(api.db.kysely);
    const traded = await fingerprint();
    expect(traded).not.toBe(one);
    expect(traded).not.toBe(before);

    await api.db.kysely
      .insertInto('rate_limits')
      .values({ bucket: 'login:203.0.113.9', window_start: new Date(), hits: 1 })
      .execute();
    expect(await fingerprint()).toBe(traded);
  });
});
