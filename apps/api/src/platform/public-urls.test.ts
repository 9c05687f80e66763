import { describe, expect, it } from 'vitest';
import { allBrands, findBrand, siteUrl } from '#brands/brand-registry.ts';
import { ConfigError } from '#platform/config.ts';
import { refuseLocalLinks } from '#platform/public-urls.ts';

const harbour = findBrand('harbour-mail')!;
const outback = findBrand('outback-post')!;

/** Every brand's own variable set to an HTTPS address. */
const everyBrand = () =>
  Object.fromEntries(
    allBrands().map((brand) => [
      `PUBLIC_URL_${brand.id.toUpperCase().replaceAll('-', '_')}`,
      `https://${brand.id}.example`,
    ]),
  );

describe("a brand's links", () => {
  it('start at its own PUBLIC_URL_<BRAND>, without a trailing slash', () => {
    const env = { PUBLIC_URL_OUTBACK_POST: 'https://members.outbackpost.example/' };
    expect(siteUrl(outback, env)).toBe('https://members.outbackpost.example');
  });

  it('start at PUBLIC_URL for the first brand only: another brand on it would link to the wrong site', () => {
    const env = { PUBLIC_URL: 'https://portal.harbourmail.example' };
    expect(siteUrl(harbour, env)).toBe('https://portal.harbourmail.example');
    expect(siteUrl(outback, env)).toBe('http://localhost:3002');
  });

  it("start at the development server's port when nothing is set", () => {
    expect(siteUrl(harbour, {})).toBe('http://localhost:3000');
    expect(siteUrl(outback, { PORT_OUTBACK_POST: '4002' })).toBe('http://localhost:4002');
  });
});

describe('production', () => {
  it("is allowed with every brand's HTTPS address, PUBLIC_URL standing for the first brand's", () => {
    expect(() => refuseLocalLinks(everyBrand())).not.toThrow();
    const { PUBLIC_URL_HARBOUR_MAIL: first, ...others } = everyBrand();
    expect(() => refuseLocalLinks({ ...others, PUBLIC_URL: first })).not.toThrow();
  });

  it('is refused naming every brand without an address', () => {
    const env = { ...everyBrand(), PUBLIC_URL_OUTBACK_POST: '', PUBLIC_URL_SAKURA_BOX: undefined };
    expect(() => refuseLocalLinks(env)).toThrow(ConfigError);
    expect(() => refuseLocalLinks(env)).toThrow(
      /^PUBLIC_URL_OUTBACK_POST is not set \(Outback Post\); PUBLIC_URL_SAKURA_BOX is not set \(Sakura Box\)\. Emails would link to this machine: .*PUBLIC_URL=https:\/\/portal\.example\.com$/,
    );
  });

  it('is refused with an address members could not safely follow', () => {
    const refusal = (address: string) => () =>
      refuseLocalLinks({ ...everyBrand(), PUBLIC_URL_SAKURA_BOX: address });
    expect(refusal('http://sakura.example')).toThrow(
      'PUBLIC_URL_SAKURA_BOX must start with https://, got "http://sakura.example"',
    );
    expect(refusal('sakura.example')).toThrow(
      'PUBLIC_URL_SAKURA_BOX is not a URL, got "sakura.example"',
    );
    expect(refusal('https://sakura.example/?utm=1')).toThrow(
      'PUBLIC_URL_SAKURA_BOX must not carry a query or fragment',
    );
  });
});
