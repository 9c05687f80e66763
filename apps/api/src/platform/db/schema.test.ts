import { describe, expect, it } from 'vitest';
import { useForFile } from '../../../test/api-test.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { type Database } from '#platform/db/database.ts';

let db: Database;

useForFile(openTestDatabase, (opened) => ({ db } = opened));

const newAccount = (webpage: string, email: string, userCode: string) => ({
  webpage,
  email,
  password_hash: 'argon2id-hash',
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_code: userCode,
  verification_code: '4172',
});

/** The SQLSTATE a failing statement ends with. */
const sqlState = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

describe('the accounts schema', () => {
  it('hands back ids and cents as numbers, with the documented defaults', async () => {
    const account = await db.kysely
      .insertInto('accounts')
      .values(newAccount('harbour-mail', 'ada@example.test', 'HM1001'))
      .returningAll()
      .executeTakeFirstOrThrow();

    expect(typeof account.account_id).toBe('number');
    expect(account).toMatchObject({
      balance_cents: 0,
      status: 'Active',
      language: 'en',
      country: 'Australia',
      active_payment: false,
      id_verification: 0,
      sms_verification: 0,
    });
  });

  it('allows one account per email within a brand, whatever the letter case', async () => {
    expect(
      await sqlState(
        db.kysely
          .insertInto('accounts')
          .values(newAccount('harbour-mail', 'ADA@Example.test', 'HM1002'))
          .execute(),
      ),
    ).toBe('23505');
    expect(
      await sqlState(
        db.kysely
          .insertInto('accounts')
          .values(newAccount('outback-post', 'ada@example.test', 'OP1001'))
          .execute(),
      ),
    ).toBe('no error');
  });

  it('keeps suite codes unique across brands, as mail is addressed by them', async () => {
    expect(
      await sqlState(
        db.kysely
          .insertInto('accounts')
          .values(newAccount('sakura-box', 'other@example.test', 'HM1001'))
          .execute(),
      ),
    ).toBe('23505');
  });

  it('refuses a domestic address outside Australia and a ledger entry for nobody', async () => {
    const { account_id } = await db.kysely
      .selectFrom('accounts')
      .select('account_id')
      .where('user_code', '=', 'HM1001')
      .executeTakeFirstOrThrow();
    const address = {
      account_id,
      full_name: 'Ada Lovelace',
      street: '1 Ocean Rd',
      city: 'Osaka',
      postcode: '530-0001',
      country: 'Japan',
    };
    expect(
      await sqlState(
        db.kysely
          .insertInto('addresses')
          .values({ ...address, domestic: true })
          .execute(),
      ),
    ).toBe('23514');
    expect(
      await sqlState(
        db.kysely
          .insertInto('addresses')
          .values({ ...address, domestic: false })
          .execute(),
      ),
    ).toBe('no error');
    expect(
      await sqlState(
        db.kysely
          .insertInto('ledger_entries')
          .values({
            account_id: 999_999,
            text_key: 'ledger.cardTopUp',
            amount_cents: 2000,
            balance_after_cents: 2000,
          })
          .execute(),
      ),
    ).toBe('23503');
  });
});
