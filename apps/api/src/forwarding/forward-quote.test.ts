import { createIntl } from '@formatjs/intl';
import { intlFormats } from '@portal/i18n/formats';
import { intlTag, LOCALES } from '@portal/i18n/locale';
import { loadMessages } from '@portal/i18n/messages';
import { describe, expect, it } from 'vitest';
import {
  byCarrier,
  optionsPrice,
  quoteForward,
  RATE_CARDS,
  type ForwardFees,
} from '#forwarding/forward-quote.ts';
import type { Shipment } from '#forwarding/rate-card.ts';
import { domesticZone, internationalZone } from '#forwarding/zones.ts';

const FLAT: ForwardFees = { letterForward: 250, parcelForward: 1000, parcelForwardPercent: 0 };
const PERCENT: ForwardFees = { ...FLAT, parcelForwardPercent: 10 };

const toBrisbane = { domestic: true, postcode: '4007', country: 'Australia' };
const letters = (weightGrams: number, destination = toBrisbane): Shipment => ({
  destination,
  weightGrams,
  hasParcel: false,
});
const parcel = (weightGrams: number, destination = toBrisbane): Shipment => ({
  destination,
  weightGrams,
  hasParcel: true,
});

describe('the rate cards', () => {
  it('name every service by a code no other service uses', () => {
    const codes = RATE_CARDS.flatMap((card) => card.services.map((service) => service.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('price every zone in every weight band, and start each option list with a free standard option', () => {
    for (const card of RATE_CARDS) {
      for (const service of card.services) {
        for (const prices of Object.values(service.prices)) {
          expect(prices, service.code).toHaveLength(card.weightBands.length);
        }
        expect(Object.keys(service.deliveryTimes)).toEqual(Object.keys(service.prices));
        expect(service.options[0]).toMatchObject({ name: 'Standard', price: 0 });
      }
    }
  });

  it('never price a heavier band below a lighter one, so adding items never lowers a forward', () => {
    for (const card of RATE_CARDS) {
      for (const service of card.services) {
        for (const prices of Object.values(service.prices)) {
          const offered = prices.filter((price) => price !== null);
          expect(offered, service.code).toEqual([...offered].sort((a, b) => a - b));
        }
      }
    }
  });

  it('cover Australia Post letters and parcels at home and abroad, and a courier', () => {
    const kinds = RATE_CARDS.map(
      (card) =>
        `${card.forwardingCompany} ${card.isDomestic ? 'domestic' : 'international'} ${card.isParcel ? 'parcels' : 'letters'}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Australia Post domestic letters',
        'Australia Post domestic parcels',
        'Australia Post international letters',
        'Australia Post international parcels',
        'DHL Express domestic parcels',
        'DHL Express international parcels',
      ]),
    );
  });
});

describe('quoteForward', () => {
  it('offers letters every domestic service, by ascending price, with the plan letter fee on letter services', () => {
    const services = quoteForward(FLAT, letters(80));
    expect(services.map((service) => service.price)).toEqual(
      [...services.map((service) => service.price)].sort((a, b) => a - b),
    );
    expect(services[0]).toMatchObject({
      forwardingCompany: 'Australia Post',
      code: 'AUS_LETTER_REGULAR',
      price: 340,
      forwardFee: 250,
      total: 590,
      isDomestic: true,
      isParcel: false,
    });
    expect(services.every((service) => service.isDomestic)).toBe(true);
    expect(services.some((service) => service.forwardingCompany === 'DHL Express')).toBe(true);
  });

  it('charges the parcel fee on parcel services: flat, or a percent of the courier price', () => {
    const flat = quoteForward(FLAT, parcel(800)).find((s) => s.code === 'AUS_PARCEL_REGULAR');
    expect(flat).toMatchObject({ price: 1595, forwardFee: 1000 });
    const percent = quoteForward(PERCENT, parcel(800)).find((s) => s.code === 'AUS_PARCEL_REGULAR');
    expect(percent).toMatchObject({ price: 1595, forwardFee: 160, total: 1755 });
  });

  it('never sends a parcel, or letters over 500 g, by a letter service', () => {
    for (const shipment of [parcel(100), letters(501)]) {
      const services = quoteForward(FLAT, shipment);
      expect(services.length).toBeGreaterThan(0);
      expect(services.every((service) => service.isParcel)).toBe(true);
    }
  });

  it('prices by weight band and zone, and drops services that cannot take the weight', () => {
    const regular = (shipment: Shipment) =>
      quoteForward(FLAT, shipment).find((s) => s.code === 'AUS_PARCEL_REGULAR')?.price;
    expect(regular(parcel(500))).toBe(1195);
    expect(regular(parcel(501))).toBe(1595);
    expect(regular(parcel(2000, { ...toBrisbane, postcode: '0870' }))).toBe(3195);

    const heavy = quoteForward(FLAT, parcel(23_000)).map((service) => service.code);
    expect(heavy).toEqual(['DHL_EXPRESS_DOMESTIC']);
    expect(quoteForward(FLAT, parcel(40_000))).toEqual([]);
  });

  it('quotes only international services abroad, cheaper to New Zealand than to Europe', () => {
    const to = (country: string) => ({ domestic: false, postcode: '1010', country });
    const nz = quoteForward(FLAT, parcel(900, to('New Zealand')));
    const france = quoteForward(FLAT, parcel(900, to('france')));
    expect(nz.every((service) => !service.isDomestic)).toBe(true);
    const standard = (services: typeof nz) =>
      services.find((s) => s.code === 'INT_PARCEL_STD_OWN_PACKAGING')?.price ?? 0;
    expect(standard(nz)).toBe(2825);
    expect(standard(france)).toBe(4150);
    expect(quoteForward(FLAT, letters(40, to('Japan'))).map((s) => s.code)).toContain(
      'INT_LETTER_AIR',
    );
  });
});

describe('the quote in the member language', () => {
  const everyService = () =>
    [letters(80), parcel(800)].flatMap((shipment) => [
      ...quoteForward(FLAT, shipment),
      ...quoteForward(FLAT, {
        ...shipment,
        destination: { domestic: false, postcode: '100', country: 'Japan' },
      }),
    ]);

  it('names every service of every card, and offers every option, by a message each language has', async () => {
    const quoted = new Set(everyService().map((service) => service.code));
    const carded = RATE_CARDS.flatMap((card) => card.services.map((service) => service.code));
    expect([...quoted].sort()).toEqual([...carded].sort());
    for (const locale of LOCALES) {
      const intl = createIntl({
        locale: intlTag(locale),
        messages: await loadMessages(locale, 'members'),
        formats: intlFormats(locale),
        onError: (error) => {
          throw error;
        },
      });
      for (const service of everyService()) {
        const words = [service.text, service.deliveryTime, ...service.options.map((o) => o.text)];
        for (const text of words) {
          const said = intl.formatMessage({ id: text.key }, text.values);
          if (locale !== 'en') {
            // Carrier brands stay names; nothing else of the carrier's English is left.
            expect(said.replace(/DHL Express/, ''), `${locale} ${text.key}`).not.toMatch(
              /[a-z]{3}/i,
            );
          }
        }
      }
    }
  });

  it('words the delivery time by its business days, the next day its own way', () => {
    const [regular] = quoteForward(FLAT, letters(80));
    expect(regular).toMatchObject({
      text: { key: 'carrier.service.ausLetterRegular', values: {} },
      deliveryTime: { key: 'carrier.days', values: { min: 2, max: 5 } },
      deliveryTimes: '2-5 business days',
    });
    const express = quoteForward(FLAT, letters(80)).find((s) => s.code === 'AUS_LETTER_EXPRESS');
    expect(express).toMatchObject({
      deliveryTime: { key: 'carrier.days', values: { min: 1, max: 1 } },
      deliveryTimes: 'Next business day',
    });
  });
});

describe('zones', () => {
  it('read capitals as metro, outback postcodes as remote, the rest as regional', () => {
    expect(['2000', '3000', '4007', '0800'].map(domesticZone)).toEqual(Array(4).fill('metro'));
    expect(['0870', '6725', '4870'].map(domesticZone)).toEqual(Array(3).fill('remote'));
    expect(['2650', '4350', 'n/a'].map(domesticZone)).toEqual(Array(3).fill('regional'));
  });

  it('place countries by name in any case, unknown ones in rest of world', () => {
    expect(internationalZone(' new zealand ')).toBe('newZealand');
    expect(internationalZone('United States')).toBe('usCanadaMiddleEast');
    expect(internationalZone('Brazil')).toBe('restOfWorld');
  });
});

describe('byCarrier', () => {
  it('groups services by carrier in order of each carrier cheapest service', () => {
    const groups = byCarrier(quoteForward(FLAT, letters(80)));
    expect(groups.map((group) => [group.forwardingCompany, group.isParcel])).toEqual([
      ['Australia Post', false],
      ['Australia Post', true],
      ['DHL Express', true],
    ]);
    for (const group of groups) {
      const prices = group.services.map((service) => service.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });
});

describe('optionsPrice', () => {
  it('adds the chosen options, and refuses one the service does not offer', () => {
    const [regular] = quoteForward(FLAT, letters(80));
    expect(optionsPrice(regular!, [])).toBe(0);
    expect(optionsPrice(regular!, ['AUS_SERVICE_OPTION_REGISTERED'])).toBe(420);
    expect(optionsPrice(regular!, ['DHL_OPTION_SIGNATURE'])).toBeNull();
  });
});
