import type { Pool } from 'pg';

export interface ColumnSchema {
  name: string;
  /** pg's type name: `int4`, `text`, `timestamptz`, `jsonb`… */
  type: string;
  nullable: boolean;
  /** The default's SQL, or null when the column has none. */
  default: string | null;
  /** Filled by a sequence or as an identity: the database numbers it. */
  numbered: boolean;
  /** `generated always as (…) stored`: computed by the database, never written. */
  computed: boolean;
  comment: string | null;
  /** The values a one-column `check (column in (…))` allows, as written in SQL; null without one. */
  allowed: string[] | null;
}

export interface TableSchema {
  name: string;
  comment: string | null;
  columns: ColumnSchema[];
}

/** The application's tables as the catalog describes them, sorted by name, columns in order. */
export async function readSchema(pool: Pool): Promise<TableSchema[]> {
  const { rows: columns } = await pool.query<{
    table_name: string;
    table_comment: string | null;
    column_name: string;
    type: string;
    nullable: boolean;
    default: string | null;
    identity: boolean;
    computed: boolean;
    comment: string | null;
  }>(`
    select c.relname as table_name, obj_description(c.oid, 'pg_class') as table_comment,
           a.attname as column_name, t.typname as type, not a.attnotnull as nullable,
           pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity <> '' as identity,
           a.attgenerated <> '' as computed,
           col_description(c.oid, a.attnum) as comment
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'schema_migrations'
     order by c.relname, a.attnum`);
  const { rows: checks } = await pool.query<{
    table_name: string;
    column_name: string;
    definition: string;
  }>(`
    select c.relname as table_name, a.attname as column_name,
           pg_get_constraintdef(k.oid) as definition
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
     where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1`);

  const allowedValues = new Map<string, string[]>();
  for (const check of checks) {
    const values = valuesOfInList(check.definition);
    if (values) allowedValues.set(`${check.table_name}.${check.column_name}`, values);
  }

  const tables = new Map<string, TableSchema>();
  for (const row of columns) {
    const table = tables.get(row.table_name) ?? {
      name: row.table_name,
      comment: row.table_comment,
      columns: [],
    };
    tables.set(row.table_name, table);
    table.columns.push({
      name: row.column_name,
      type: row.type,
      nullable: row.nullable,
      default: row.default,
      numbered: row.identity || (row.default?.startsWith('nextval(') ?? false),
      computed: row.computed,
      comment: row.comment,
      allowed: allowedValues.get(`${row.table_name}.${row.column_name}`) ?? null,
    });
  }
  return [...tables.values()];
}

/**
 * pg keeps `check (x in ('a', 'b'))` as `CHECK ((x = ANY (ARRAY['a'::text, 'b'::text])))` and
 * `check (x in (0, 2))` as `CHECK ((x = ANY (ARRAY[0, 2])))`; any other check narrows nothing.
 */
export function valuesOfInList(definition: string): string[] | null {
  const list = /^CHECK \(\(\w+ = ANY \(\(?ARRAY\[(.+)\]\)?(?:::\w+\[\])?\)\)\)$/.exec(
    definition,
  )?.[1];
  return list?.match(/'(?:[^']|'')*'|-?\d+(?:\.\d+)?/g) ?? null;
}
