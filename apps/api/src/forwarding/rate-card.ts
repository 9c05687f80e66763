import type { Cents } from '@portal/domain/money';
import type { CarrierService, MessageText, ServiceOption } from '@portal/domain/forward-services';
import {
  domesticZone,
  internationalZone,
  type DomesticZone,
  type InternationalZone,
} from '#forwarding/zones.ts';

/**
 * A carrier's price list as data: for each service, a price per zone and weight band, and the
 * options it offers. Adding a carrier or changing a price is an edit to a card, never to code.
 */
/** Fewest and most business days a service takes. */
export type BusinessDays = readonly [min: number, max: number];

interface ServiceRates<Zone extends string> {
  name: string;
  /** Unique across every card: a forward request names its service by code alone. */
  code: string;
  /** Business days from posting to delivery, fewest and most, per zone. */
  deliveryTimes: Record<Zone, BusinessDays>;
  /** One price per weight band of the card; null where the service does not go. */
  prices: Record<Zone, readonly (Cents | null)[]>;
  /** The first is the standard option at no charge, which screens do not offer as a checkbox. */
  options: readonly CardOption[];
}

/** An option as the card lists it; its text for the member comes from its code. */
type CardOption = Omit<ServiceOption, 'text'>;

interface CardOf<Zone extends string> {
  forwardingCompany: string;
  isParcel: boolean;
  /** The heaviest shipment, in grams, of each price band, ascending. */
  weightBands: readonly number[];
  services: readonly ServiceRates<Zone>[];
}

export type RateCard =
  | (CardOf<DomesticZone> & { isDomestic: true })
  | (CardOf<InternationalZone> & { isDomestic: false });

/** What is sent: where to, how heavy all the items are together, and whether any is a parcel. */
export interface Shipment {
  destination: { domestic: boolean; postcode: string; country: string };
  weightGrams: number;
  /** A parcel cannot travel by a letter service. */
  hasParcel: boolean;
}

export type PricedService = Omit<CarrierService, 'forwardFee'>;

export interface PricedCard {
  forwardingCompany: string;
  isDomestic: boolean;
  isParcel: boolean;
  services: PricedService[];
}

/** Every service of the cards that can carry the shipment, with its price; cards left empty are dropped. */
export function priceShipment(cards: readonly RateCard[], shipment: Shipment): PricedCard[] {
  return cards
    .filter((card) => card.isDomestic === shipment.destination.domestic)
    .filter((card) => card.isParcel || !shipment.hasParcel)
    .map((card) => ({
      forwardingCompany: card.forwardingCompany,
      isDomestic: card.isDomestic,
      isParcel: card.isParcel,
      services: servicesFor(card, shipment),
    }))
    .filter((card) => card.services.length > 0);
}

function servicesFor(card: RateCard, shipment: Shipment): PricedService[] {
  const band = card.weightBands.findIndex((limit) => shipment.weightGrams <= limit);
  if (band < 0) return [];
  const priced = (services: readonly ServiceRates<string>[], zone: string): PricedService[] =>
    services.flatMap((rates) => {
      const price = rates.prices[zone]?.[band];
      const described = describedIn(rates, zone);
      return price == null || described === undefined ? [] : [{ ...described, price }];
    });
  return card.isDomestic
    ? priced(card.services, domesticZone(shipment.destination.postcode))
    : priced(card.services, internationalZone(shipment.destination.country));
}

type DescribedService = Readonly<Omit<PricedService, 'price'>>;

/** Each service's words and days by zone: the same in every quote, so made once (decision 109). */
const descriptions = new WeakMap<ServiceRates<string>, Map<string, DescribedService>>();

/** The service as a quote shows it in the zone, but its price; undefined where it does not go. */
function describedIn(rates: ServiceRates<string>, zone: string): DescribedService | undefined {
  let byZone = descriptions.get(rates);
  if (!byZone) {
    byZone = new Map();
    descriptions.set(rates, byZone);
  }
  const known = byZone.get(zone);
  if (known) return known;
  const days = rates.deliveryTimes[zone];
  if (days === undefined) return undefined;
  const described = Object.freeze({
    name: rates.name,
    code: rates.code,
    text: carrierText('service', rates.code),
    deliveryTimes: englishDays(days),
    deliveryTime: { key: 'carrier.days', values: { min: days[0], max: days[1] } },
    options: rates.options.map((option) => ({
      ...option,
      text: carrierText('option', option.code),
    })),
  });
  byZone.set(zone, described);
  return described;
}

/**
 * A service's or option's name in the member's language: the catalogs word each by its code in
 * camel case, as message ids are (`carrier.service.ausLetterRegular`).
 */
export function carrierText(kind: 'service' | 'option', code: string): MessageText {
  const camel = code.toLowerCase().replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
  return { key: `carrier.${kind}.${camel}`, values: {} };
}

/** The carrier's own English estimate, kept in the answer for staff. */
function englishDays([min, max]: BusinessDays): string {
  return max === 1 ? 'Next business day' : `${min}-${max} business days`;
}
