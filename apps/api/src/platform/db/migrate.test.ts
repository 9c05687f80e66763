import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testPool } from '../../../test/test-database.ts';
import { connectionOptions } from './time-limits.ts';
import { migrate } from './migrate.ts';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let dir: string;

beforeEach(async () => {
  testDb = await createTestDatabase({ empty: true });
  pool = testPool({ connectionString: testDb.url });
  dir = await mkdtemp(join(tmpdir(), 'portal-migrations-'));
});

afterEach(async () => {
  await pool.end();
  await testDb.drop();
});

const tables = async () =>
  (
    await pool.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by 1",
    )
  ).rows.map((row) => row.tablename);

describe('migrate', () => {
  it('applies new migrations in version order, once', async () => {
    await writeFile(join(dir, '0002_add_notes.sql'), 'alter table things add column note text;');
    await writeFile(join(dir, '0001_things.sql'), 'create table things (id int primary key);');

    expect(await migrate(pool, dir)).toEqual(['0001_things', '0002_add_notes']);
    expect(await migrate(pool, dir)).toEqual([]);
    expect(await tables()).toEqual(['schema_migrations', 'things']);
    await pool.query("insert into things (id, note) values (1, 'kept')");

    await writeFile(join(dir, '0003_more.sql'), 'create table more_things (id int);');
    expect(await migrate(pool, dir)).toEqual(['0003_more']);
    expect((await pool.query('select note from things')).rows).toEqual([{ note: 'kept' }]);
  });

  it('rolls a failing migration back whole and names it', async () => {
    await writeFile(
      join(dir, '0001_half.sql'),
      'create table half (id int); select no_such_function();',
    );

    await expect(migrate(pool, dir)).rejects.toThrow(/0001_half\.sql failed/);
    expect(await tables()).toEqual(['schema_migrations']);
  });

  it('refuses files that do not follow the naming rule before touching the database', async () => {
    await writeFile(join(dir, 'add-things.sql'), 'create table things (id int);');

    await expect(migrate(pool, dir)).rejects.toThrow(/NNNN_snake_case\.sql: add-things\.sql/);
    expect(await tables()).toEqual([]);
  });

  it('lets two servers starting at once apply each migration exactly once', async () => {
    await writeFile(join(dir, '0001_things.sql'), 'create table things (id int primary key);');

    const results = await Promise.all([migrate(pool, dir), migrate(pool, dir)]);
    expect(results.flat()).toEqual(['0001_things']);
  });
  it('runs without the connections’ time limits, and gives them back afterwards', async () => {
    const limited = testPool({
      connectionString: testDb.url,
      max: 1,
      options: connectionOptions({ lockTimeoutMs: 100, statementTimeoutMs: 100 }),
    });
    try {
      await writeFile(join(dir, '0001_slow.sql'), 'select pg_sleep(0.3);');
      expect(await migrate(limited, dir)).toEqual(['0001_slow']);
      // The same (only) connection is limited again: a statement as slow is stopped.
      await expect(limited.query('select pg_sleep(0.3)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await limited.end();
    }
  });
});
