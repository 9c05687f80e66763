/**
 * Delivery zones the rate cards price by. Domestic zones come from the destination postcode (carriers
 * charge more the further a parcel travels from the capitals); international zones from the country
 * name as the address form's country list writes it.
 */

export const DOMESTIC_ZONES = ['metro', 'regional', 'remote'] as const;
export type DomesticZone = (typeof DOMESTIC_ZONES)[number];

export const INTERNATIONAL_ZONES = [
  'newZealand',
  'asiaPacific',
  'usCanadaMiddleEast',
  'europe',
  'restOfWorld',
] as const;
export type InternationalZone = (typeof INTERNATIONAL_ZONES)[number];

/** Inclusive postcode ranges: the capital cities, then areas carriers reach only by air or road train. */
const METRO_POSTCODES: readonly [number, number][] = [
  [1000, 2234], // Sydney
  [2600, 2620], // Canberra
  [3000, 3207], // Melbourne
  [4000, 4207], // Brisbane
  [5000, 5199], // Adelaide
  [6000, 6199], // Perth
  [7000, 7099], // Hobart
  [800, 832], // Darwin
];
const REMOTE_POSTCODES: readonly [number, number][] = [
  [833, 999], // the Northern Territory outside Darwin
  [4800, 4895], // far north Queensland
  [6700, 6799], // the Kimberley and the Pilbara
  [7150, 7470], // western Tasmania and the islands
];

const inRanges = (postcode: number, ranges: readonly [number, number][]) =>
  ranges.some(([from, to]) => postcode >= from && postcode <= to);

/** The zone of an Australian postcode; one that is not four digits is priced as regional. */
export function domesticZone(postcode: string): DomesticZone {
  const trimmed = postcode.trim();
  if (!/^\d{4}$/.test(trimmed)) return 'regional';
  const number = Number(trimmed);
  if (inRanges(number, REMOTE_POSTCODES)) return 'remote';
  return inRanges(number, METRO_POSTCODES) ? 'metro' : 'regional';
}

const COUNTRY_ZONES: Record<Exclude<InternationalZone, 'restOfWorld'>, readonly string[]> = {
  newZealand: ['New Zealand'],
  asiaPacific: [
    'China',
    'Fiji',
    'Hong Kong',
    'India',
    'Indonesia',
    'Japan',
    'Malaysia',
    'New Caledonia',
    'Papua New Guinea',
    'Philippines',
    'Singapore',
    'South Korea',
    'Korea, Republic of',
    'Taiwan',
    'Thailand',
    'Vanuatu',
    'Vietnam',
    'Viet Nam',
  ],
  usCanadaMiddleEast: [
    'Canada',
    'United States',
    'United States of America',
    'USA',
    'Mexico',
    'Israel',
    'Qatar',
    'Saudi Arabia',
    'United Arab Emirates',
  ],
  europe: [
    'Austria',
    'Belgium',
    'Denmark',
    'Finland',
    'France',
    'Germany',
    'Greece',
    'Ireland',
    'Italy',
    'Netherlands',
    'Norway',
    'Poland',
    'Portugal',
    'Spain',
    'Sweden',
    'Switzerland',
    'United Kingdom',
  ],
};

const ZONE_BY_COUNTRY = new Map(
  Object.entries(COUNTRY_ZONES).flatMap(([zone, countries]) =>
    countries.map((country) => [country.toLowerCase(), zone as InternationalZone] as const),
  ),
);

/** The zone of a destination country, by name in any case; a country not listed is rest of world. */
export function internationalZone(country: string): InternationalZone {
  return ZONE_BY_COUNTRY.get(country.trim().toLowerCase()) ?? 'restOfWorld';
}
