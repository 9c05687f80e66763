import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { openDatabase, type Database } from '#platform/db/database.ts';
import { DEFAULT_LIMITS, memberTransaction } from '#platform/db/member-transaction.ts';

let db: Database;
let drop: () => Promise<void>;
let accountId: number;
beforeAll(async () => {
  const testDb = await createTestDatabase();
  drop = testDb.drop;
  db = await openDatabase({ databaseUrl: testDb.url, dataDir: '', embeddedPgPort: 0 });
  ({ accountId } = await signedInMember(db));
});
afterAll(async () => {
  await db.close();
  await drop();
});

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('memberTransaction', () => {
  it('runs under the time limits, with the account row locked first', async () => {
    const seen = await memberTransaction(db.kysely, DEFAULT_LIMITS, accountId, async (trx) => {
      const { rows } = await sql<{ lock: string; statement: string; locked: number }>`
        select current_setting('lock_timeout') as lock,
               current_setting('statement_timeout') as statement,
               (select count(*)::int from pg_locks
                 where locktype = 'transactionid' and pid = pg_backend_pid()) as locked`.execute(
        trx,
      );
      return rows[0];
    });
    // `for update` took a transaction id: the account row is locked.
    expect(seen).toEqual({ lock: '2s', statement: '10s', locked: 1 });
  });

  it('leaves no statement unlimited, inside a transaction or not, and takes the configured limits', async () => {
    const limits = async (database: Database) =>
      (
        await sql<{ lock: string; statement: string }>`
          select current_setting('lock_timeout') as lock,
                 current_setting('statement_timeout') as statement`.execute(database.kysely)
      ).rows[0];
    expect(await limits(db)).toEqual({ lock: '2s', statement: '10s' });

    const testDb = await createTestDatabase();
    const configured = await openDatabase({
      databaseUrl: testDb.url,
      dataDir: '',
      embeddedPgPort: 0,
      transactionLimits: { lockTimeoutMs: 500, statementTimeoutMs: 30_000 },
    });
    try {
      expect(await limits(configured)).toEqual({ lock: '500ms', statement: '30s' });
    } finally {
      await configured.close();
      await testDb.drop();
    }
  });

  it('runs a transaction aborted as a deadlock again, three tries in all', async () => {
    let tries = 0;
    const answer = await memberTransaction(db.kysely, DEFAULT_LIMITS, accountId, async () => {
      tries += 1;
      if (tries < 3) throw deadlock();
      return 'done';
    });
    expect({ answer, tries }).toEqual({ answer: 'done', tries: 3 });

    tries = 0;
    const always = memberTransaction(db.kysely, DEFAULT_LIMITS, accountId, async () => {
      tries += 1;
      throw deadlock();
    });
    await expect(always).rejects.toMatchObject({ code: '40P01' });
    expect(tries).toBe(3);
  });

  it('does not run again with retry off, nor on other errors', async () => {
    let tries = 0;
    const once = memberTransaction(
      db.kysely,
      DEFAULT_LIMITS,
      accountId,
      async () => {
        tries += 1;
        throw deadlock();
      },
      { retry: false },
    );
    await expect(once).rejects.toMatchObject({ code: '40P01' });
    const other = memberTransaction(db.kysely, DEFAULT_LIMITS, accountId, async () => {
      tries += 1;
      throw new Error('not a deadlock');
    });
    await expect(other).rejects.toThrow('not a deadlock');
    expect(tries).toBe(2);
  });
});
