import { loadBrands } from '@portal/brand/all-brands';
import type { BrandConfig } from '@portal/brand/config';
import { invalidField } from '#contract/problem.ts';

/**
 * Every brand this server answers for, by the `webpage` id the screens send (DESIGN §3.8): each
 * folder of brands/, read once at start. The first (lowest port) is the one `PORT` and `WEB_ROOT`
 * set, as they did when the server served a single brand.
 */
const BRANDS = await loadBrands();

export type Brand = BrandConfig;

const [first] = BRANDS;
if (!first) throw new Error('brands/ holds no brand');
export const firstBrand: Brand = first;

export function findBrand(webpage: string | undefined): Brand | undefined {
  return BRANDS.find((brand) => brand.id === webpage);
}

/** The brand a `webpage` parameter names; an unknown one is a 400 on that parameter. */
export function brandFor(webpage: string | undefined): Brand {
  const brand = findBrand(webpage);
  if (!brand) throw invalidField('webpage', `Unknown brand "${webpage ?? ''}"`);
  return brand;
}

/** The port `pnpm start` serves the brand on: its variable, `PORT` for the first brand, else its own. */
export function brandPort(brand: Brand, env: NodeJS.ProcessEnv = process.env): number {
  // PORT_OUTBACK_POST for outback-post.
  const own = `PORT_${brand.id.toUpperCase().replaceAll('-', '_')}`;
  const variable = !env[own] && brand === firstBrand ? 'PORT' : own;
  const text = env[variable];
  if (!text) return brand.port;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got "${text}"`);
  }
  return port;
}

/** Where the brand's portal is served: the base of every link in its emails. */
export function siteUrl(brand: Brand): string {
  return process.env.PUBLIC_URL || `http://localhost:${brandPort(brand)}`;
}

export const allBrands = (): readonly Brand[] => BRANDS;
