import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
  type CompiledQuery,
} from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/**
 * Queries of the hottest calls (the session lookup, the mail list), built and compiled once at start
 * instead of on every request, and run as named prepared statements, so PostgreSQL parses and plans
 * them once per connection as well (decision 045). Each is written with the ordinary query builder;
 * the values that change per request are {@link slot}s.
 */

/** Builds queries without a connection: only their SQL is wanted. */
export const queryBuilder = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A value given when the query runs, written where the builder expects a value of type T. */
class Slot {
  constructor(readonly name: string) {}
}

export function slot<T>(name: string): T {
  return new Slot(name) as T;
}

/** The statement name of each prepared SQL text; database.ts runs these texts as prepared statements. */
export const statementNames = new Map<string, string>();

export interface PreparedQuery<Row> {
  run(db: Kysely<Tables>, values: Record<string, unknown>): Promise<Row[]>;
}

/** Compiles `query` once; each run fills its slots with `values` by name. */
export function prepare<Row>(query: Compilable<Row>): PreparedQuery<Row> {
  const compiled = query.compile();
  if (!statementNames.has(compiled.sql)) {
    statementNames.set(compiled.sql, `portal_${statementNames.size + 1}`);
  }
  return {
    async run(db, values) {
      const parameters = compiled.parameters.map((value) => {
        if (!(value instanceof Slot)) return value;
        if (!(value.name in values)) throw new Error(`No value for ${value.name}`);
        return values[value.name];
      });
      const result = await db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
      return result.rows;
    },
  };
}
