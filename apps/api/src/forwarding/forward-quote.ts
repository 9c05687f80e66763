import { forwardProductFee } from '@portal/domain/forward-fee';
import {
  forwardServices,
  type CarrierQuote,
  type ForwardService,
} from '@portal/domain/forward-services';
import type { Plan } from '@portal/domain/plan';
import { AUSTRALIA_POST } from '#forwarding/australia-post.ts';
import { DHL_EXPRESS } from '#forwarding/dhl-express.ts';
import { priceShipment, type RateCard, type Shipment } from '#forwarding/rate-card.ts';

/** Every carrier the portal forwards with. */
export const RATE_CARDS: readonly RateCard[] = [...AUSTRALIA_POST, ...DHL_EXPRESS];

export type ForwardFees = Pick<Plan, 'letterForward' | 'parcelForward' | 'parcelForwardPercent'>;

/** The plan row's forwarding fees as domain reads them. */
export function forwardFeesOf(plan: {
  letter_forward_cents: number;
  parcel_forward_cents: number;
  parcel_forward_percent: string | null;
}): ForwardFees {
  return {
    letterForward: plan.letter_forward_cents,
    parcelForward: plan.parcel_forward_cents,
    parcelForwardPercent: Number(plan.parcel_forward_percent ?? 0),
  };
}

/**
 * Every service that can carry the shipment, each with the brand's fee for it, by ascending price
 * (domain's order). The one quote both the wizard's list and the server's charge come from.
 */
export function quoteForward(
  fees: ForwardFees,
  shipment: Shipment,
  cards: readonly RateCard[] = RATE_CARDS,
): ForwardService[] {
  const quotes: CarrierQuote[] = priceShipment(cards, shipment).map((card) => ({
    ...card,
    services: card.services.map((service) => ({
      ...service,
      forwardFee: forwardProductFee(fees, { isParcel: card.isParcel, courierPrice: service.price }),
    })),
  }));
  return forwardServices(quotes);
}

/**
 * The services grouped by carrier as the calculate call answers them: carriers in the order of
 * their cheapest service, services inside each in the quote's order.
 */
export function byCarrier(services: readonly ForwardService[]): CarrierQuote[] {
  const groups = new Map<string, CarrierQuote & { services: ForwardService[] }>();
  for (const service of services) {
    const { forwardingCompany, isDomestic, isParcel } = service;
    const key = `${forwardingCompany}|${isDomestic}|${isParcel}`;
    const group = groups.get(key) ?? { forwardingCompany, isDomestic, isParcel, services: [] };
    group.services.push(service);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What the chosen options add to the carrier's price; null when one is not offered by the service. */
export function optionsPrice(
  service: Pick<ForwardService, 'options'>,
  codes: readonly string[],
): number | null {
  let total = 0;
  for (const code of codes) {
    const option = service.options.find((offered) => offered.code === code);
    if (!option) return null;
    total += option.price;
  }
  return total;
}
