import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawColours, findRawTypography } from '#theme/raw-colours.ts';

// Paths, not URLs: under jsdom the global URL is not the one node:fs accepts.
const SRC = join(import.meta.dirname, '..');

/** Source files outside src/theme/, which alone may hold colour values. */
function sourcesEndingWith(suffix: string, except?: string) {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => path.endsWith(suffix) && !path.startsWith('theme/'))
    .filter((path) => !except || !path.endsWith(except))
    .map((path) => [path, readFileSync(join(SRC, path), 'utf8')] as const);
}

const styleFiles = sourcesEndingWith('.css.ts');
const componentFiles = sourcesEndingWith('.tsx', '.test.tsx');

describe('components use theme tokens, never raw colours (DESIGN §3.9)', () => {
  it('finds every kind of raw colour', () => {
    const named = { namedColours: true };
    expect(findRawColours(`color: '#fff', background: '#0f766e80'`, named)).toEqual([
      '#fff',
      '#0f766e80',
    ]);
    expect(
      findRawColours(`boxShadow: '0 0 2px rgba(0,0,0,.2)', color: 'oklch(0.5 0.1 200)'`, named),
    ).toEqual(['rgba(', 'oklch(']);
    expect(findRawColours(`border: '1px solid white', color: "DarkRed"`, named)).toEqual([
      'white',
      'darkred',
    ]);
  });

  it('lets tokens, keywords, comments and import paths through', () => {
    const source = [
      `import { vars } from '#theme/contract.css.ts';`,
      `import '#data-table/data-table.css.ts';`,
      `// a comment may say #fff or white`,
      `/* or rgb(0 0 0) */`,
      `const s = style({ color: vars.color.text, fill: 'currentColor', background: 'transparent' });`,
      `const url = 'https://example.org/a';`,
    ].join('\n');
    expect(findRawColours(source, { namedColours: true })).toEqual([]);
  });

  it('has style files to check', () => {
    expect(styleFiles.length).toBeGreaterThan(0);
  });

  it.each(styleFiles)('%s has no raw colour', (_path, source) => {
    expect(findRawColours(source, { namedColours: true })).toEqual([]);
  });

  it.each(componentFiles)('%s has no raw colour in inline styles', (_path, source) => {
    expect(findRawColours(source, { namedColours: false })).toEqual([]);
  });
});

describe('type comes from the theme scale, never raw sizes or weights', () => {
  it('finds raw sizes, weights and font shorthands', () => {
    const source = `style({ fontWeight: 600, fontSize: '13px', font: "bold 1rem serif" })`;
    expect(findRawTypography(source)).toEqual([
      'fontWeight: 600',
      "fontSize: '13px'",
      'font: "bold 1rem serif"',
    ]);
  });

  it('lets a scale size shrink with its container, but not a raw size dressed as one', () => {
    const capped = 'style({ fontSize: `min(${vars.fontSize.xl}, 7.5cqi)` })';
    const raw = 'style({ fontSize: `min(22px, 7.5cqi)` })';
    expect(findRawTypography(capped)).toEqual([]);
    expect(findRawTypography(raw)).toEqual(['fontSize: `min(22px, 7.5cqi)`']);
  });

  it('lets theme tokens, inheritance and comments through', () => {
    const source = [
      `// fontWeight: 600 in a comment`,
      `style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, font: 'inherit' })`,
    ].join('\n');
    expect(findRawTypography(source)).toEqual([]);
  });

  it.each([...styleFiles, ...componentFiles])(
    '%s has no raw font size or weight',
    (_path, source) => {
      expect(findRawTypography(source)).toEqual([]);
    },
  );
});
