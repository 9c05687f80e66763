import type { Plan } from '#fees/plan.ts';
import { percentOf, type Cents } from '#money/money.ts';

/**
 * Our fee for forwarding a parcel (§9): a percent of what the courier charges for it when the plan
 * sets one, otherwise the plan's flat fee.
 */
export function parcelForwardFee(
  plan: Pick<Plan, 'parcelForward' | 'parcelForwardPercent'>,
  courierPrice: Cents,
): Cents {
  return plan.parcelForwardPercent > 0
    ? percentOf(courierPrice, plan.parcelForwardPercent)
    : plan.parcelForward;
}

/**
 * Our fee (the "product fee" shown beside the courier's price) for one forwarding service: the
 * parcel fee for a parcel service, else the plan's letter fee, charged once per forward.
 */
export function forwardProductFee(
  plan: Pick<Plan, 'letterForward' | 'parcelForward' | 'parcelForwardPercent'>,
  service: { isParcel: boolean; courierPrice: Cents },
): Cents {
  return service.isParcel ? parcelForwardFee(plan, service.courierPrice) : plan.letterForward;
}
