import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forwardServices,
  optionalFeatures,
  totalWithOptions,
  itemKind,
  needsCustomForm,
  sameService,
  serviceTotal,
  type CarrierQuote,
} from './forward-services.ts';

const service = (name: string, price: number, forwardFee: number) => ({
  name,
  code: name.toUpperCase(),
  price,
  forwardFee,
  text: { key: `carrier.service.${name}`, values: {} },
  deliveryTimes: '2-5 business days',
  deliveryTime: { key: 'carrier.days', values: { min: 2, max: 5 } },
  options: [],
});

const quotes: CarrierQuote[] = [
  {
    forwardingCompany: 'Australia Post',
    isDomestic: true,
    isParcel: false,
    services: [service('Express', 1250, 500), service('Regular', 310, 500)],
  },
  {
    forwardingCompany: 'Courier Co',
    isDomestic: true,
    isParcel: true,
    services: [service('Overnight', 1999, 300), service('Road', 900, 300)],
  },
];

const quoteArbitrary = fc.array(
  fc.record({
    forwardingCompany: fc.string(),
    isDomestic: fc.boolean(),
    isParcel: fc.boolean(),
    services: fc.array(
      fc.record({
        name: fc.string(),
        code: fc.string(),
        price: fc.integer({ min: 0, max: 10_000_000 }),
        forwardFee: fc.integer({ min: 0, max: 1_000_000 }),
        text: fc.constant({ key: 'carrier.service', values: {} }),
        deliveryTimes: fc.string(),
        deliveryTime: fc.constant({ key: 'carrier.days', values: { min: 1, max: 1 } }),
        options: fc.constant([]),
      }),
      { maxLength: 5 },
    ),
  }),
  { maxLength: 4 },
);

describe('§2 serviceSelect and §9 service totals', () => {
  it('§9 services: total = product fee + forward cost', () => {
    expect(serviceTotal({ price: 1250, forwardFee: 500 })).toBe(1750);
  });

  it('§2 services: all carriers in one list by ascending price, each with its carrier', () => {
    const list = forwardServices(quotes);
    expect(list.map((s) => [s.forwardingCompany, s.name, s.price, s.total])).toEqual([
      ['Australia Post', 'Regular', 310, 810],
      ['Courier Co', 'Road', 900, 1200],
      ['Australia Post', 'Express', 1250, 1750],
      ['Courier Co', 'Overnight', 1999, 2299],
    ]);
    expect(list[1]?.isParcel).toBe(true);
  });

  it('§2 services: at the same price the cheaper total comes first, then the carriers’ order', () => {
    const list = forwardServices([
      {
        ...quotes[0]!,
        services: [service('A', 500, 400), service('B', 500, 100), service('C', 500, 100)],
      },
    ]);
    expect(list.map((s) => s.name)).toEqual(['B', 'C', 'A']);
  });

  it('§9 services: sorted by price, nothing lost or added, every total exact (property)', () => {
    fc.assert(
      fc.property(quoteArbitrary, (input) => {
        const list = forwardServices(input);
        expect(list).toHaveLength(input.reduce((n, quote) => n + quote.services.length, 0));
        for (const [index, offered] of list.entries()) {
          expect(offered.total).toBe(offered.price + offered.forwardFee);
          expect(Number.isSafeInteger(offered.total)).toBe(true);
          const next = list[index + 1];
          if (next) expect(offered.price).toBeLessThanOrEqual(next.price);
        }
        for (const quote of input) {
          for (const original of quote.services) {
            expect(list.some((s) => s.code === original.code && s.price === original.price)).toBe(
              true,
            );
          }
        }
      }),
    );
  });

  it('§2 customForm: needed for an international service or a parcel, not a domestic letter', () => {
    expect(needsCustomForm({ isDomestic: true, isParcel: false })).toBe(false);
    expect(needsCustomForm({ isDomestic: true, isParcel: true })).toBe(true);
    expect(needsCustomForm({ isDomestic: false, isParcel: false })).toBe(true);
  });

  it('issue 36 customForm: an international letter is declared as a letter, not a parcel', () => {
    expect(itemKind({ isParcel: false })).toBe('letter');
    expect(itemKind({ isParcel: true })).toBe('parcel');
  });

  it('§2 services: a service is known by carrier and code, since codes repeat across carriers', () => {
    const a = { forwardingCompany: 'Australia Post', code: 'EXP' };
    expect(sameService(a, { ...a })).toBe(true);
    expect(sameService(a, { ...a, forwardingCompany: 'Courier Co' })).toBe(false);
    expect(sameService(a, { ...a, code: 'REG' })).toBe(false);
  });

  it('§2 optional features: every option but the standard one, whose fee joins the total', () => {
    const [service] = forwardServices([
      {
        forwardingCompany: 'Australia Post',
        isDomestic: true,
        isParcel: false,
        services: [
          {
            name: 'Regular letter',
            code: 'AUS_LETTER_REGULAR',
            price: 340,
            forwardFee: 250,
            text: { key: 'carrier.service.ausLetterRegular', values: {} },
            deliveryTimes: '2-5 business days',
            deliveryTime: { key: 'carrier.days', values: { min: 2, max: 5 } },
            options: [
              {
                code: 'AUS_SERVICE_OPTION_STANDARD',
                name: 'Standard',
                text: { key: 'carrier.option.AUS_SERVICE_OPTION_STANDARD', values: {} },
                price: 0,
              },
              {
                code: 'AUS_SERVICE_OPTION_REGISTERED',
                name: 'Registered post',
                text: { key: 'carrier.option.AUS_SERVICE_OPTION_REGISTERED', values: {} },
                price: 420,
              },
              {
                code: 'INT_TRACKING',
                name: 'Tracking',
                text: { key: 'carrier.option.INT_TRACKING', values: {} },
                price: 0,
              },
            ],
          },
        ],
      },
    ]);
    if (!service) throw new Error('no service');
    expect(optionalFeatures(service).map((option) => option.code)).toEqual([
      'AUS_SERVICE_OPTION_REGISTERED',
      'INT_TRACKING',
    ]);
    expect(totalWithOptions(service, [])).toBe(590);
    expect(totalWithOptions(service, ['AUS_SERVICE_OPTION_REGISTERED', 'INT_TRACKING'])).toBe(1010);
    expect(totalWithOptions(service, ['NOT_OFFERED'])).toBe(590);
  });
});
