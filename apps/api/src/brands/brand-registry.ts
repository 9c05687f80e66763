import { brand as harbourMail } from '@portal/brand-harbour-mail/brand';
import { invalidField } from '#http/problem.ts';

/** Every brand this server answers for, by the `webpage` id the screens send (DESIGN §3.8). */
const BRANDS = [harbourMail] as const;

export type Brand = (typeof BRANDS)[number];

export function findBrand(webpage: string | undefined): Brand | undefined {
  return BRANDS.find((brand) => brand.id === webpage);
}

/** The brand a `webpage` parameter names; an unknown one is a 400 on that parameter. */
export function brandFor(webpage: string | undefined): Brand {
  const brand = findBrand(webpage);
  if (!brand) throw invalidField('webpage', `Unknown brand "${webpage ?? ''}"`);
  return brand;
}

/** Where the brand's portal is served: the base of every link in its emails. */
export function siteUrl(brand: Brand): string {
  return process.env.PUBLIC_URL || `http://localhost:${brand.port}`;
}

export const allBrands = (): readonly Brand[] => BRANDS;
