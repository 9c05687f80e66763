/**
 * The brands the demo seed prepares plans and locations for. Only harbour-mail has a brand app yet;
 * the others get their catalogue now so their apps find one when they arrive.
 */
export const SEEDED_BRANDS = ['harbour-mail', 'outback-post', 'sakura-box'] as const;

export type SeededBrand = (typeof SEEDED_BRANDS)[number];
