import { brandIds } from '@portal/brand/all-brands';
import { LOCATIONS, type LocationSeed } from '#seed/locations.ts';
import { PLANS, type PlanSeed } from '#seed/plans.ts';

/** Every brand in brands/ gets the demo catalogue: adding a brand folder adds it to the seed. */
export const SEEDED_BRANDS: readonly string[] = brandIds();

/** The brands whose catalogue is written out; any other brand starts from Harbour Mail's. */
type CataloguedBrand = keyof typeof PLANS & keyof typeof LOCATIONS;
const STANDARD: CataloguedBrand = 'harbour-mail';

const catalogued = (brand: string): CataloguedBrand =>
  brand in PLANS && brand in LOCATIONS ? (brand as CataloguedBrand) : STANDARD;

/** A brand's demo plans and locations. */
export function catalogueOf(brand: string): { plans: PlanSeed[]; locations: LocationSeed[] } {
  const source = catalogued(brand);
  return { plans: PLANS[source], locations: LOCATIONS[source] };
}
