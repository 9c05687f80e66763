import type { ColumnSchema, TableSchema } from './read-schema.ts';

export interface RenderOptions {
  /** `table.column` → the TypeScript type of that jsonb column's value. */
  jsonValues: Record<string, string>;
  /** `table.column` → the exported name of the union its check allows. */
  namedUnions: Record<string, string>;
}

const PREAMBLE = `// Generated from the migrations by \`pnpm --filter @portal/api gen\`: do not edit.
// A column's comment, a check's allowed values and a default all come from the schema; the shapes
// of jsonb values and the names of unions from src/platform/db/codegen/column-types.ts.
IMPORTS

/** A column the database fills in on insert when the row leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Read as a Date; written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Read parsed; written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** numeric: pg hands it over as a string to keep its precision. */
type Numeric = string;
/** date: kept as its YYYY-MM-DD text (see the type parser in database.ts). */
type DateText = string;
`;

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  // database.ts parses int8 to a number, failing beyond 2^53.
  int8: 'number',
  numeric: 'Numeric',
  text: 'string',
  citext: 'string',
  varchar: 'string',
  date: 'DateText',
};

/** The source of `src/platform/db/tables.ts` for these tables (unformatted; prettier runs after). */
export function renderTables(tables: TableSchema[], options: RenderOptions): string {
  const unions: string[] = [];
  const interfaces = tables.map((table) => {
    const members = table.columns.map((column) => {
      const key = `${table.name}.${column.name}`;
      const named = options.namedUnions[key];
      if (named) {
        if (!column.allowed) throw new Error(`${key} is named ${named} but has no check (… in …)`);
        unions.push(`export type ${named} = ${literalUnion(column.allowed)};`);
      }
      const type = columnType(key, column, named, options);
      return `${docComment(column.comment, '  ')}  ${column.name}: ${type};`;
    });
    return `${docComment(table.comment, '')}export interface ${interfaceName(table.name)} {\n${members.join('\n')}\n}`;
  });
  const registry = tables.map((table) => `  ${table.name}: ${interfaceName(table.name)};`);
  const body = [
    ...unions,
    ...interfaces,
    `/** Every table, for \`Kysely<Tables>\`. */\nexport interface Tables {\n${registry.join('\n')}\n}`,
  ].join('\n\n');
  // Only the generated kinds some column has: an unused import fails the lint.
  const kinds = ['Generated', 'GeneratedAlways'].filter((kind) => body.includes(`: ${kind}<`));
  const imports = `import type { ${['ColumnType', ...kinds].join(', ')} } from 'kysely';`;
  return `${PREAMBLE.replace('IMPORTS', imports)}\n\n${body}`;
}

function columnType(
  key: string,
  column: ColumnSchema,
  unionName: string | undefined,
  options: RenderOptions,
): string {
  const defaulted = column.default !== null;
  let type: string;
  if (column.type === 'jsonb' || column.type === 'json') {
    const value = options.jsonValues[key];
    if (!value) throw new Error(`${key} is jsonb: give its value's type in column-types.ts`);
    type = `${defaulted ? 'DefaultedJson' : 'Json'}<${value}>`;
  } else if (column.type === 'timestamptz' || column.type === 'timestamp') {
    type = defaulted ? 'DefaultedTimestamp' : 'Timestamp';
  } else {
    const base =
      unionName ?? (column.allowed ? literalUnion(column.allowed) : scalarOrArray(column.type));
    if (!base) throw new Error(`${key} has type ${column.type}, which gen does not map yet`);
    type = column.computed
      ? `GeneratedAlways<${base}>`
      : column.numbered
        ? `Generated<${base}>`
        : defaulted
          ? `Defaulted<${base}>`
          : base;
  }
  return column.nullable ? `${type} | null` : type;
}

/** A scalar's TypeScript type; pg names an array type after its element with a `_` (`_text`). */
function scalarOrArray(type: string): string | undefined {
  const element = type.startsWith('_') ? SCALARS[type.slice(1)] : undefined;
  return element ? `${element}[]` : SCALARS[type];
}

/** SQL literals (`'en'`, `0`) as a TypeScript union. */
function literalUnion(values: string[]): string {
  return values
    .map((value) =>
      value.startsWith("'") ? JSON.stringify(value.slice(1, -1).replaceAll("''", "'")) : value,
    )
    .join(' | ');
}

function interfaceName(table: string): string {
  const pascal = table.replace(/(^|_)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return `${pascal}Table`;
}

function docComment(comment: string | null, indent: string): string {
  return comment ? `${indent}/** ${comment.replaceAll('*/', '* /')} */\n` : '';
}
