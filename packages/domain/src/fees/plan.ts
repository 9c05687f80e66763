import type { Cents } from '#money/money.ts';

/**
 * A plan's prices (§3), in cents like all money in domain. The API's plan carries the same fields
 * in dollars; convert with dollarsToCents at the edge.
 */
export interface Plan {
  planId: number;
  planName: string;
  monthlyFee: Cents;
  setupFee: Cents;
  envelopeScan: Cents;
  perLetter: Cents;
  perPage: Cents;
  /** Our fee for forwarding letters, per forward. */
  letterForward: Cents;
  /** Our flat fee for forwarding a parcel, used when parcelForwardPercent is 0. */
  parcelForward: Cents;
  /** Our fee for forwarding a parcel as a percent of the courier's price; 0 means the flat fee. */
  parcelForwardPercent: number;
  /** The plan only forwards parcels: nothing is scanned (§4). */
  parcelForwardOnly: boolean;
  /** The deposit the plan asks for at signup; also the default top-up (§9). */
  minimumMailDeposit: Cents;
}
