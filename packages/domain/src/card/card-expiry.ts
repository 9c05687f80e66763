/**
 * How a saved card's expiry stands today: the member is warned before a top-up would fail.
 * `unknown`: the provider never said (a card saved before expiries were kept).
 */
export type CardExpiryState = 'valid' | 'expiresSoon' | 'expired' | 'unknown';

/** A card expiring within this many months (this month counted) is flagged "expires soon". */
const SOON_MONTHS = 2;

/**
 * A card works to the end of its expiry month. `today` is the member's calendar date, so the
 * month turns at their midnight, not the server's.
 */
export function cardExpiryState(
  card: { expMonth: number | null; expYear: number | null },
  today: { year: number; month: number },
): CardExpiryState {
  if (card.expMonth === null || card.expYear === null) return 'unknown';
  const monthsLeft = (card.expYear - today.year) * 12 + (card.expMonth - today.month);
  if (monthsLeft < 0) return 'expired';
  return monthsLeft < SOON_MONTHS ? 'expiresSoon' : 'valid';
}
