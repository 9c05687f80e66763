import type { RateCard } from '#forwarding/rate-card.ts';

/**
 * Australia Post's letters and parcels, domestic and international, in cents with GST. Indicative
 * prices in the shape of Australia Post's published tables; the wizard says prices are indicative.
 */

const COMPANY = 'Australia Post';

const STANDARD = { code: 'AUS_SERVICE_OPTION_STANDARD', name: 'Standard', price: 0 };
const SIGNATURE = {
  code: 'AUS_SERVICE_OPTION_SIGNATURE_ON_DELIVERY',
  name: 'Signature on delivery',
  price: 395,
};
const EXTRA_COVER = {
  code: 'AUS_SERVICE_OPTION_EXTRA_COVER',
  name: 'Extra cover up to $500',
  price: 850,
};
const INT_STANDARD = { code: 'INT_STANDARD', name: 'Standard', price: 0 };
const INT_SIGNATURE = {
  code: 'INT_SIGNATURE_ON_DELIVERY',
  name: 'Signature on delivery',
  price: 595,
};
const INT_EXTRA_COVER = { code: 'INT_EXTRA_COVER', name: 'Extra cover up to $500', price: 1250 };

export const AUSTRALIA_POST: readonly RateCard[] = [
  {
    forwardingCompany: COMPANY,
    isDomestic: true,
    isParcel: false,
    weightBands: [125, 250, 500],
    services: [
      {
        name: 'Regular letter',
        code: 'AUS_LETTER_REGULAR',
        deliveryTimes: {
          metro: [2, 5],
          regional: [3, 6],
          remote: [4, 8],
        },
        prices: { metro: [340, 510, 850], regional: [340, 510, 850], remote: [340, 510, 850] },
        options: [
          STANDARD,
          { code: 'AUS_SERVICE_OPTION_REGISTERED', name: 'Registered post', price: 420 },
        ],
      },
      {
        name: 'Priority letter',
        code: 'AUS_LETTER_PRIORITY',
        deliveryTimes: {
          metro: [1, 4],
          regional: [2, 5],
          remote: [3, 6],
        },
        prices: { metro: [480, 700, 1090], regional: [480, 700, 1090], remote: [480, 700, 1090] },
        options: [STANDARD],
      },
      {
        name: 'Express Post letter',
        code: 'AUS_LETTER_EXPRESS',
        deliveryTimes: {
          metro: [1, 1],
          regional: [1, 2],
          remote: [2, 4],
        },
        prices: {
          metro: [840, 1290, 1690],
          regional: [840, 1290, 1690],
          remote: [840, 1290, 1690],
        },
        options: [STANDARD, SIGNATURE],
      },
    ],
  },
  {
    forwardingCompany: COMPANY,
    isDomestic: true,
    isParcel: true,
    weightBands: [500, 1000, 3000, 5000, 10000, 22000],
    services: [
      {
        name: 'Parcel Post',
        code: 'AUS_PARCEL_REGULAR',
        deliveryTimes: {
          metro: [2, 5],
          regional: [3, 7],
          remote: [5, 10],
        },
        prices: {
          metro: [1195, 1595, 1995, 2595, 3595, 5195],
          regional: [1295, 1795, 2395, 3195, 4595, 6995],
          remote: [1495, 2195, 3195, 4495, 6995, 10995],
        },
        options: [STANDARD, SIGNATURE, EXTRA_COVER],
      },
      {
        name: 'Express Post parcel',
        code: 'AUS_PARCEL_EXPRESS',
        deliveryTimes: {
          metro: [1, 1],
          regional: [1, 3],
          remote: [2, 5],
        },
        // Express Post takes nothing over 5 kg.
        prices: {
          metro: [1595, 2095, 2795, 3595, null, null],
          regional: [1795, 2395, 3295, 4395, null, null],
          remote: [2095, 2895, 4195, 5695, null, null],
        },
        options: [STANDARD, SIGNATURE, EXTRA_COVER],
      },
    ],
  },
  {
    forwardingCompany: COMPANY,
    isDomestic: false,
    isParcel: false,
    weightBands: [50, 125, 250, 500],
    services: [
      {
        name: 'International letter',
        code: 'INT_LETTER_AIR',
        deliveryTimes: {
          newZealand: [6, 10],
          asiaPacific: [6, 10],
          usCanadaMiddleEast: [6, 12],
          europe: [6, 12],
          restOfWorld: [8, 15],
        },
        prices: {
          newZealand: [330, 660, 1320, 1980],
          asiaPacific: [330, 660, 1320, 1980],
          usCanadaMiddleEast: [330, 660, 1320, 1980],
          europe: [330, 660, 1320, 1980],
          restOfWorld: [330, 660, 1320, 1980],
        },
        options: [INT_STANDARD, { code: 'INT_REGISTERED', name: 'Registered post', price: 1100 }],
      },
    ],
  },
  {
    forwardingCompany: COMPANY,
    isDomestic: false,
    isParcel: true,
    weightBands: [500, 1000, 2000, 5000, 10000, 20000],
    services: [
      {
        name: 'International Standard',
        code: 'INT_PARCEL_STD_OWN_PACKAGING',
        deliveryTimes: {
          newZealand: [6, 10],
          asiaPacific: [6, 10],
          usCanadaMiddleEast: [6, 12],
          europe: [8, 12],
          restOfWorld: [10, 20],
        },
        prices: {
          newZealand: [2255, 2825, 3950, 6250, 9750, 15250],
          asiaPacific: [2590, 3550, 5150, 9050, 14750, 24750],
          usCanadaMiddleEast: [2950, 3875, 5800, 10550, 17950, 31550],
          europe: [3050, 4150, 6350, 11750, 19950, 35050],
          restOfWorld: [3250, 4650, 7350, 13950, 24350, 42950],
        },
        options: [
          INT_STANDARD,
          { code: 'INT_TRACKING', name: 'Tracking', price: 0 },
          INT_SIGNATURE,
          INT_EXTRA_COVER,
        ],
      },
      {
        name: 'International Express',
        code: 'INT_PARCEL_EXP_OWN_PACKAGING',
        deliveryTimes: {
          newZealand: [2, 4],
          asiaPacific: [2, 5],
          usCanadaMiddleEast: [3, 6],
          europe: [3, 6],
          restOfWorld: [4, 8],
        },
        prices: {
          newZealand: [3795, 4595, 6095, 9595, 14995, 24495],
          asiaPacific: [4395, 5595, 7995, 13995, 22995, 39995],
          usCanadaMiddleEast: [4895, 6295, 9295, 16495, 27495, 47995],
          europe: [5195, 6795, 9995, 17995, 29995, 52995],
          restOfWorld: [5695, 7795, 11995, 21995, 36995, 64995],
        },
        options: [INT_STANDARD, INT_SIGNATURE, INT_EXTRA_COVER],
      },
    ],
  },
];
