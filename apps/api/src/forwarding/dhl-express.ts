import type { RateCard } from '#forwarding/rate-card.ts';

/**
 * DHL Express, the courier: door-to-door parcels in Australia and abroad, in cents with GST.
 * Indicative prices; the service includes tracking, and a signature is an option.
 */

const COMPANY = 'DHL Express';

const STANDARD = { code: 'DHL_OPTION_STANDARD', name: 'Standard', price: 0 };
const SIGNATURE = { code: 'DHL_OPTION_SIGNATURE', name: 'Direct signature', price: 550 };
const INSURANCE = {
  code: 'DHL_OPTION_INSURANCE',
  name: 'Shipment insurance up to $1,000',
  price: 1800,
};

export const DHL_EXPRESS: readonly RateCard[] = [
  {
    forwardingCompany: COMPANY,
    isDomestic: true,
    isParcel: true,
    weightBands: [500, 1000, 3000, 5000, 10000, 25000],
    services: [
      {
        name: 'DHL Express Domestic',
        code: 'DHL_EXPRESS_DOMESTIC',
        deliveryTimes: {
          metro: [1, 1],
          regional: [1, 2],
          remote: [2, 4],
        },
        prices: {
          metro: [1890, 2290, 3190, 3990, 5490, 8990],
          regional: [2190, 2690, 3790, 4790, 6790, 11290],
          remote: [2890, 3590, 5290, 6990, 9990, 16990],
        },
        options: [STANDARD, SIGNATURE, INSURANCE],
      },
    ],
  },
  {
    forwardingCompany: COMPANY,
    isDomestic: false,
    isParcel: true,
    weightBands: [500, 1000, 2000, 5000, 10000, 30000],
    services: [
      {
        name: 'DHL Express Worldwide',
        code: 'DHL_EXPRESS_WORLDWIDE',
        deliveryTimes: {
          newZealand: [1, 3],
          asiaPacific: [2, 4],
          usCanadaMiddleEast: [2, 5],
          europe: [3, 5],
          restOfWorld: [3, 7],
        },
        prices: {
          newZealand: [5490, 6490, 8490, 12990, 19990, 42990],
          asiaPacific: [6290, 7690, 10490, 16990, 26990, 59990],
          usCanadaMiddleEast: [6990, 8690, 11990, 19990, 31990, 71990],
          europe: [7290, 8990, 12490, 20990, 33990, 76990],
          restOfWorld: [8490, 10690, 14990, 25990, 41990, 94990],
        },
        options: [STANDARD, SIGNATURE, INSURANCE],
      },
    ],
  },
];
