import type { Cents } from '#money/money.ts';

/**
 * The services a forward can go by (§2 serviceSelect, §9), from the calculate call's answer: one
 * entry per carrier, each with its services. Money in cents.
 */

/** A catalog message id with its values: how the server words a text for the member's language. */
export interface MessageText {
  key: string;
  values: Readonly<Record<string, string | number>>;
}

export interface ServiceOption {
  code: string;
  /** The carrier's own English name, for staff. */
  name: string;
  text: MessageText;
  price: Cents;
}

export interface CarrierService {
  /** The carrier's own English name, for staff and the forwards table. */
  name: string;
  code: string;
  text: MessageText;
  /** What the carrier charges: the "forward cost". */
  price: Cents;
  /** Our fee: the "product fee". */
  forwardFee: Cents;
  /** The carrier's English estimate, for staff. */
  deliveryTimes: string;
  deliveryTime: MessageText;
  options: readonly ServiceOption[];
}

export interface CarrierQuote {
  forwardingCompany: string;
  isDomestic: boolean;
  isParcel: boolean;
  services: readonly CarrierService[];
}

/** One service as the member picks it: the carrier's facts travel with it. */
export interface ForwardService extends CarrierService {
  forwardingCompany: string;
  isDomestic: boolean;
  isParcel: boolean;
  total: Cents;
}

/** Service total = product fee + forward cost (§9). */
export function serviceTotal(service: Pick<CarrierService, 'price' | 'forwardFee'>): Cents {
  return service.forwardFee + service.price;
}

/**
 * Every carrier's services in one list by ascending price (§2, §9: the carrier's price, the field
 * the spec names), then by total; services equal on both keep the order the carriers gave them.
 */
export function forwardServices(quotes: readonly CarrierQuote[]): ForwardService[] {
  return quotes
    .flatMap(({ services, ...carrier }) =>
      services.map((service) => ({ ...service, ...carrier, total: serviceTotal(service) })),
    )
    .sort((a, b) => a.price - b.price || a.total - b.total);
}

/**
 * A customs declaration is needed for anything leaving Australia and for every parcel (§2, §4).
 * The spec reads this off the calculation's first service; all services of one calculation go to
 * the same address, so the domestic flag agrees, and reading the parcel flag off the chosen service
 * spares a member sending by a letter service the parcel declaration.
 */
/** What the service carries, so a declaration asks about the letter or the parcel (issue 36). */
export function itemKind(service: Pick<ForwardService, 'isParcel'>): 'letter' | 'parcel' {
  return service.isParcel ? 'parcel' : 'letter';
}

export function needsCustomForm(service: Pick<ForwardService, 'isDomestic' | 'isParcel'>): boolean {
  return !service.isDomestic || service.isParcel;
}

/**
 * The optional features a member may tick (§2): every option but the standard one, which is what
 * the service is without extras (its code ends in STANDARD on every carrier's card).
 */
export function optionalFeatures(service: Pick<CarrierService, 'options'>): ServiceOption[] {
  return service.options.filter((option) => !/(^|_)STANDARD$/.test(option.code));
}

/** What a service costs with the ticked options added (§2: their fees join the total live). */
export function totalWithOptions(
  service: Pick<ForwardService, 'total' | 'options'>,
  optionCodes: readonly string[],
): Cents {
  const ticked = service.options.filter((option) => optionCodes.includes(option.code));
  return ticked.reduce((total, option) => total + option.price, service.total);
}

/** Identifies a service across carriers, whose codes may repeat. */
export function sameService(
  a: Pick<ForwardService, 'forwardingCompany' | 'code'>,
  b: Pick<ForwardService, 'forwardingCompany' | 'code'>,
): boolean {
  return a.forwardingCompany === b.forwardingCompany && a.code === b.code;
}
