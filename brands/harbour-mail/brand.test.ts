import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';

describe(`brand ${brand.id}`, () => {
  it('ships the logo its config points at, as an SVG that names the brand', () => {
    const logo = readFileSync(new URL(`./public${brand.logo}`, import.meta.url), 'utf8');
    expect(logo).toMatch(/^<svg[\s>]/);
    expect(logo).toContain(`<title id="title">${brand.webpageName}</title>`);
  });

  it('has a six-digit highlight colour and a port of its own', () => {
    expect(brand.highlightColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(brand.port).toBeGreaterThanOrEqual(1024);
  });
});
