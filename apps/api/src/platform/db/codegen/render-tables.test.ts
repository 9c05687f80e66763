import { describe, expect, it } from 'vitest';
import { valuesOfInList, type ColumnSchema } from './read-schema.ts';
import { renderTables } from './render-tables.ts';

const column = (overrides: Partial<ColumnSchema> & { name: string }): ColumnSchema => ({
  type: 'text',
  nullable: false,
  default: null,
  numbered: false,
  computed: false,
  comment: null,
  allowed: null,
  ...overrides,
});

const render = (columns: ColumnSchema[], options = {}) =>
  renderTables([{ name: 'parcel_lockers', comment: 'Lockers at the depot.', columns }], {
    jsonValues: {},
    namedUnions: {},
    ...options,
  });

describe('valuesOfInList', () => {
  it("reads the values of pg's rendering of `check (x in (…))`, text and numbers", () => {
    expect(
      valuesOfInList("CHECK ((side = ANY (ARRAY['front'::text, 'it''s, back'::text])))"),
    ).toEqual(["'front'", "'it''s, back'"]);
    expect(valuesOfInList('CHECK ((sms_verification = ANY (ARRAY[0, 2])))')).toEqual(['0', '2']);
  });

  it('narrows nothing for any other check', () => {
    expect(valuesOfInList('CHECK ((weight_grams >= 0))')).toBeNull();
    expect(valuesOfInList('CHECK (((status >= 2) AND (status <= 7)))')).toBeNull();
  });
});

describe('renderTables', () => {
  it('names the interface after the table, keeps the comments and lists it in Tables', () => {
    const source = render([column({ name: 'label', comment: 'As painted on the door.' })]);
    expect(source).toContain('/** Lockers at the depot. */\nexport interface ParcelLockersTable {');
    expect(source).toContain('  /** As painted on the door. */\n  label: string;');
    expect(source).toContain('export interface Tables {\n  parcel_lockers: ParcelLockersTable;\n}');
  });

  it('types numbered, defaulted, nullable and checked columns as inserts and selects see them', () => {
    const source = render([
      column({ name: 'locker_id', type: 'int8', default: "nextval('seq')", numbered: true }),
      column({ name: 'size', allowed: ["'small'", "'large'"], default: "'small'::text" }),
      column({ name: 'bay', type: 'int2', allowed: ['1', '2'] }),
      column({ name: 'opened_at', type: 'timestamptz', nullable: true }),
      column({ name: 'installed_at', type: 'timestamptz', default: 'now()' }),
      column({ name: 'rent', type: 'numeric', nullable: true }),
      column({ name: 'tags', type: '_text' }),
      column({ name: 'label_grams', type: '_text', default: 'grams(label)', computed: true }),
    ]);
    expect(source).toContain('locker_id: Generated<number>;');
    expect(source).toContain('size: Defaulted<"small" | "large">;');
    expect(source).toContain('bay: 1 | 2;');
    expect(source).toContain('opened_at: Timestamp | null;');
    expect(source).toContain('installed_at: DefaultedTimestamp;');
    expect(source).toContain('rent: Numeric | null;');
    expect(source).toContain('tags: string[];');
    expect(source).toContain('label_grams: GeneratedAlways<string[]>;');
    expect(source).toContain(
      "import type { ColumnType, Generated, GeneratedAlways } from 'kysely';",
    );
  });

  it('exports a named union and uses the name for the column', () => {
    const source = render([column({ name: 'side', allowed: ["'front'", "'back'"] })], {
      namedUnions: { 'parcel_lockers.side': 'LockerSide' },
    });
    expect(source).toContain('export type LockerSide = "front" | "back";');
    // No column is generated: importing the kinds anyway would fail the lint of tables.ts.
    expect(source).toContain("import type { ColumnType } from 'kysely';");
    expect(source).toContain('side: LockerSide;');
  });

  it("types a jsonb column by its value's declared shape, and refuses one left undeclared", () => {
    const contents = column({ name: 'contents', type: 'jsonb', default: "'[]'::jsonb" });
    expect(render([contents], { jsonValues: { 'parcel_lockers.contents': 'string[]' } })).toContain(
      'contents: DefaultedJson<string[]>;',
    );
    expect(() => render([contents])).toThrow(
      "parcel_lockers.contents is jsonb: give its value's type in column-types.ts",
    );
  });

  it('refuses a type it does not map rather than guessing', () => {
    expect(() => render([column({ name: 'spot', type: 'point' })])).toThrow(
      'parcel_lockers.spot has type point, which gen does not map yet',
    );
  });
});
