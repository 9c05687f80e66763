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

/** A brand's own variable for a setting: `PORT_OUTBACK_POST` for outback-post. */
export const ownVariable = (prefix: string, brand: Brand) =>
  `${prefix}_${brand.id.toUpperCase().replaceAll('-', '_')}`;

/**
 * The variable that sets one brand's setting: its own, or for the first brand the plain one
 * (`PORT`) when its own is unset, as when the server had one brand.
 */
export function brandVariable(prefix: string, brand: Brand, env: NodeJS.ProcessEnv): string {
  const own = ownVariable(prefix, brand);
  return !env[own] && brand === firstBrand ? prefix : own;
}

/** The port `pnpm start` serves the brand on: `PORT_<BRAND>` (`PORT` for the first), else its own. */
export function brandPort(brand: Brand, env: NodeJS.ProcessEnv = process.env): number {
  const variable = brandVariable('PORT', brand, env);
  const text = env[variable];
  if (!text) return brand.port;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got "${text}"`);
  }
  return port;
}

/**
 * Where members reach the brand's portal: the base of every link in its emails, whether the server,
 * a job or a staff command sends them. `PUBLIC_URL_<BRAND>` (`PUBLIC_URL` for the first brand);
 * unset, the development server's own port, which production refuses (public-urls.ts).
 */
export function siteUrl(brand: Brand, env: NodeJS.ProcessEnv = process.env): string {
  const text = env[brandVariable('PUBLIC_URL', brand, env)];
  return text ? text.replace(/\/+$/, '') : `http://localhost:${brandPort(brand, env)}`;
}

export const allBrands = (): readonly Brand[] => BRANDS;
