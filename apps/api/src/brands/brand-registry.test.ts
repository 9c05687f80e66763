import { describe, expect, it } from 'vitest';
import { brandPort, findBrand } from '#brands/brand-registry.ts';

const harbourMail = findBrand('harbour-mail')!;
const outbackPost = findBrand('outback-post')!;
const sakuraBox = findBrand('sakura-box')!;

describe('brandPort', () => {
  it('serves each brand on its own port when nothing says otherwise', () => {
    expect([harbourMail, outbackPost, sakuraBox].map((brand) => brandPort(brand, {}))).toEqual([
      3000, 3002, 3003,
    ]);
  });

  it('lets PORT move Harbour Mail only, as it did when Harbour Mail was the only brand', () => {
    const env = { PORT: '4000' };
    expect(brandPort(harbourMail, env)).toBe(4000);
    expect(brandPort(outbackPost, env)).toBe(3002);
  });

  it('moves any brand with PORT_ and its id, which wins over PORT', () => {
    const env = { PORT: '4000', PORT_HARBOUR_MAIL: '4100', PORT_SAKURA_BOX: '4103' };
    expect(brandPort(harbourMail, env)).toBe(4100);
    expect(brandPort(sakuraBox, env)).toBe(4103);
  });

  it('names the variable that holds a port it cannot use', () => {
    expect(() => brandPort(outbackPost, { PORT_OUTBACK_POST: 'x' })).toThrow(
      'PORT_OUTBACK_POST must be a port number from 1 to 65535, got "x"',
    );
    expect(() => brandPort(harbourMail, { PORT: '70000' })).toThrow('PORT must be a port number');
  });
});
