import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../../test/api-test.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { type Database } from '#platform/db/database.ts';
import { prepare, queryBuilder, slot } from '#platform/db/prepared-query.ts';

let db: Database;

useForFile(openTestDatabase, (opened) => ({ db } = opened));

const nextOf = prepare(
  queryBuilder.selectNoFrom(sql<number>`${slot<number>('n')}::int + ${1}`.as('next')),
);

describe('prepare', () => {
  it('answers each run for the values it is given', async () => {
    expect(await nextOf.run(db.kysely, { n: 1 })).toEqual([{ next: 2 }]);
    expect(await nextOf.run(db.kysely, { n: 41 })).toEqual([{ next: 42 }]);
  });

  it('runs as a prepared statement of the connection, parsed once', async () => {
    await db.kysely.connection().execute(async (connection) => {
      const statements = () =>
        sql<{ name: string; runs: number }>`
          select name, generic_plans + custom_plans as runs from pg_prepared_statements
          where statement like '%::int + $2%'`
          .execute(connection)
          .then((result) => result.rows);
      await nextOf.run(connection, { n: 1 });
      const [before] = await statements();
      await nextOf.run(connection, { n: 2 });
      expect(before!.name).toMatch(/^portal_\d+$/);
      expect(await statements()).toEqual([{ name: before!.name, runs: before!.runs + 1 }]);
    });
  });

  it('refuses to run without a value for each slot', async () => {
    await expect(nextOf.run(db.kysely, {})).rejects.toThrow('No value for n');
  });
});
