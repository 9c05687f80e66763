import { MAIL_STATUS, type MailState } from '#mail/mail-status.ts';
import type { Cents } from '#money/money.ts';

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
 * - scanning it again (a pending rescan): `perPage × pages`, since it is not opened a second time;
 *   a letter never opened has no first opening to skip, so its rescan is priced as a scan
 *   ({@link scanKindOf}).
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

/**
 * How scanning an item's contents is priced: a rescan of a letter never opened is its first
 * opening, so it costs what a scan does (issue 32); only a scanned letter is rescanned by the page.
 */
export function scanKindOf(item: MailState): 'scan' | 'rescan' {
  return item.status === MAIL_STATUS.unopened ? 'scan' : 'rescan';
}

/**
 * What the member is told before asking for a scan or rescan (§4: every action that costs money
 * shows its price first). The pages are counted only when staff scan, so the price is a fixed
 * part plus a price per page; the balance after it counts the fixed part, the least it will cost.
 */
export interface ScanQuote {
  /** Charged per item, whatever its length: `perLetter` for a scan, nothing for a rescan. */
  perItem: Cents;
  perPage: Cents;
  /** The balance once the fixed part of every item is charged. */
  balanceAfter: Cents;
  /** The balance cannot pay even the fixed part and one page of each item. */
  unaffordable: boolean;
}

export function scanQuote(
  prices: ScanPrices,
  items: number,
  kind: 'scan' | 'rescan',
  balance: Cents,
): ScanQuote {
  const perItem = contentsCharge(prices, 0, kind);
  const balanceAfter = balance - perItem * items;
  return {
    perItem,
    perPage: prices.perPage,
    balanceAfter,
    unaffordable: balance < contentsCharge(prices, 1, kind) * items,
  };
}
