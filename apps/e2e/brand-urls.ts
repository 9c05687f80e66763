/**
 * Where the e2e server serves each brand. E2E_PORT (3100) is harbour-mail's port and the others
 * follow it as they follow 3000 under `pnpm start` (+2, +3), so the two never clash.
 */
const harbourMailPort = Number(process.env.E2E_PORT || 3100);

export const BRAND_PORTS = {
  'harbour-mail': harbourMailPort,
  'outback-post': harbourMailPort + 2,
  'sakura-box': harbourMailPort + 3,
} as const;

export type BrandId = keyof typeof BRAND_PORTS;

export const brandUrl = (id: BrandId) => `http://localhost:${BRAND_PORTS[id]}`;
