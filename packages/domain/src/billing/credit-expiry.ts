import {
  addDays,
  billingDateIn,
  calendarDateIn,
  compareDates,
  shiftMonth,
  type CalendarDate,
} from '#calendar/calendar-date.ts';
import type { Cents } from '#money/money.ts';

/**
 * Prepaid credit expires 12 months after purchase (§9). Each purchase (a top-up by card, auto
 * top-up or PayPal) is a lot with an expiry date. A refund of a debit gives back the lots the debit
 * took, each with its own expiry ({@link restoredCredits}, decision 074); other credits never
 * expire. Charges use the oldest credit first: each debit takes from the oldest lot that has
 * any left, and a credit first pays off a negative balance. On its expiry date whatever is left of a
 * lot expires, as a ledger entry of its own that names the lot (so it expires once). Members are
 * told 30 days before.
 */

export const CREDIT_VALIDITY_MONTHS = 12;
export const EXPIRY_NOTICE_DAYS = 30;

/** The day credit bought at `purchasedAt` expires: the same day 12 months on (UTC), or that month's last. */
export function creditExpiresOn(purchasedAt: Date): CalendarDate {
  const day = calendarDateIn(purchasedAt);
  return billingDateIn(...shiftMonth(day.year, day.month, CREDIT_VALIDITY_MONTHS), day.day);
}

/** One ledger entry as the expiry rule reads it, in the order entries were posted. */
export interface CreditLedgerRow {
  id: number;
  amount: Cents;
  /** On purchased credit: when what is left of it expires. */
  expiresOn: CalendarDate | null;
  /** On an expiry entry: the purchase it expires. */
  expiresEntryId: number | null;
}

export interface CreditLot {
  /** The ledger entry of the purchase. */
  id: number;
  expiresOn: CalendarDate | null;
  /** Cents of it not yet spent or expired. */
  remaining: Cents;
}

/** Every credit with what is left of it, oldest first, after the whole ledger. */
export function creditLots(ledger: readonly CreditLedgerRow[]): CreditLot[] {
  const lots: CreditLot[] = [];
  let debt = 0;
  const spend = (amount: Cents) => {
    let need = amount;
    for (const lot of lots) {
      const take = Math.min(lot.remaining, need);
      lot.remaining -= take;
      need -= take;
    }
    debt += need;
  };
  for (const row of ledger) {
    if (row.amount > 0) {
      const repaid = Math.min(debt, row.amount);
      debt -= repaid;
      lots.push({ id: row.id, expiresOn: row.expiresOn, remaining: row.amount - repaid });
      continue;
    }
    const target =
      row.expiresEntryId === null ? undefined : lots.find((lot) => lot.id === row.expiresEntryId);
    const fromTarget = target ? Math.min(target.remaining, -row.amount) : 0;
    if (target) target.remaining -= fromTarget;
    spend(-row.amount - fromTarget);
  }
  return lots;
}

/** Part of a refund: credit given back with the expiry of the lot it came from (null: none). */
export interface RestoredCredit {
  amount: Cents;
  expiresOn: CalendarDate | null;
}

/**
 * What refunding the debits `debitIds` in full gives back (decision 074): for each lot, what it
 * would hold now had they never been posted beyond what it holds, with that lot's expiry date. The
 * part no lot explains (the debits ran into a debt not yet paid) comes first and never expires: it
 * pays off that debt before any lot is given back. Amounts add up to the debits.
 */
export function restoredCredits(
  ledger: readonly CreditLedgerRow[],
  debitIds: readonly number[],
): RestoredCredit[] {
  const refunded = new Set(debitIds);
  const debits = ledger.filter((row) => refunded.has(row.id) && row.amount < 0);
  const total = -debits.reduce((sum, row) => sum + row.amount, 0);
  // Each lot's credit without the debits, less what it holds now, in the lots' order.
  const byLot = new Map<number, RestoredCredit>();
  const count = (lots: readonly CreditLot[], sign: 1 | -1) => {
    for (const lot of lots) {
      const credit = byLot.get(lot.id) ?? { amount: 0, expiresOn: lot.expiresOn };
      credit.amount += sign * lot.remaining;
      byLot.set(lot.id, credit);
    }
  };
  count(creditLots(ledger.filter((row) => !debits.includes(row))), 1);
  count(creditLots(ledger), -1);
  const fromLots = [...byLot.values()].filter((credit) => credit.amount > 0);
  const unexplained = total - fromLots.reduce((sum, credit) => sum + credit.amount, 0);
  return unexplained > 0 ? [{ amount: unexplained, expiresOn: null }, ...fromLots] : fromLots;
}

/** Lots whose expiry date has come by `today` with credit left: each is expired by one entry. */
export function expiredLots(lots: readonly CreditLot[], today: CalendarDate): CreditLot[] {
  return lots.filter(
    (lot) => lot.remaining > 0 && lot.expiresOn !== null && compareDates(lot.expiresOn, today) <= 0,
  );
}

/** Lots with credit left that expire within the notice period after `today` (not yet expired). */
export function lotsExpiringSoon(lots: readonly CreditLot[], today: CalendarDate): CreditLot[] {
  const horizon = addDays(today, EXPIRY_NOTICE_DAYS);
  return lots.filter(
    (lot) =>
      lot.remaining > 0 &&
      lot.expiresOn !== null &&
      compareDates(lot.expiresOn, today) > 0 &&
      compareDates(lot.expiresOn, horizon) <= 0,
  );
}
