// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRawColours, findRawTypography } from '@portal/ui/raw-styles';
import { describe, expect, it } from 'vitest';

// Screens take colours and type from the UI kit's theme, as the kit's own components do.
const SRC = import.meta.dirname;
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((path) => path.replaceAll('\\', '/'))
  .filter((path) => /\.(css\.ts|tsx)$/.test(path) && !path.endsWith('.test.tsx'))
  .filter((path) => !path.startsWith('testing/'))
  .map((path) => [path, readFileSync(join(SRC, path), 'utf8')] as const);

describe('screens use theme tokens, never raw colours, font sizes or weights', () => {
  it('has screens to check', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it.each(sources)('%s', (path, source) => {
    const namedColours = path.endsWith('.css.ts');
    expect([...findRawColours(source, { namedColours }), ...findRawTypography(source)]).toEqual([]);
  });
});
