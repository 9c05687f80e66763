import type { Cents } from '@portal/domain/money';

/** The plan's scanning prices, in cents (§3 envelopeScan, perLetter, perPage). */
export interface ScanPrices {
  envelopeScan: Cents;
  perLetter: Cents;
  perPage: Cents;
}

/**
 * What staff work on an item costs the member, by the plan:
 * - receiving it: `envelopeScan`, for the photo of the outside every item gets on arrival;
 * - opening and scanning it (a pending scan): `perLetter + perPage × pages of the contents`, the
 *   price the demo ledger shows ("Letter opened and scanned (3 pages)" at $1.50 + 3 × $0.20);
 * - scanning it again (a pending rescan): `perPage × pages`, since it is not opened a second time.
 * An account without a plan pays nothing.
 */
export function envelopeCharge(prices: ScanPrices | null): Cents {
  return prices?.envelopeScan ?? 0;
}

export function contentsCharge(
  prices: ScanPrices | null,
  pages: number,
  kind: 'scan' | 'rescan',
): Cents {
  if (!prices) return 0;
  return (kind === 'scan' ? prices.perLetter : 0) + prices.perPage * pages;
}
