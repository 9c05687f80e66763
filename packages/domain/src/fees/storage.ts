import { elapsedDays } from '#calendar/calendar-date.ts';
import { isHeld, isParcel, MAIL_STATUS, type MailState } from '#mail/mail-status.ts';
import type { Cents } from '#money/money.ts';

/**
 * Storage (§9: "Free storage 30 days, then fees"). A plan carries no storage price, so the brand's
 * daily rates are passed in. The fee model: each item still held (unopened or scanned) is free for
 * its first 30 days after it was scanned in on arrival; from then on it costs its type's daily rate
 * for every day it stays. The server charges {@link dailyStorageFee} once a day; paused accounts are
 * charged nothing (§9).
 */

export const FREE_STORAGE_DAYS = 30;

export interface StoredItem extends MailState {
  mailType: number;
  /** When the item was scanned in on arrival. */
  dateScanned: Date;
}

export interface StorageRates {
  envelopePerDay: Cents;
  parcelPerDay: Cents;
}

/** Whether an item is still inside its free storage period at `now`. */
export function isWithinFreeStorage(item: Pick<StoredItem, 'dateScanned'>, now: Date): boolean {
  return elapsedDays(item.dateScanned, now) < FREE_STORAGE_DAYS;
}

/**
 * The instant after which an item scanned in is still free at `now`: {@link isWithinFreeStorage}
 * as one comparison, for a database to count by.
 */
export function freeStorageStart(now: Date): Date {
  return new Date(now.getTime() - FREE_STORAGE_DAYS * 86_400_000);
}

/** Today's storage charge for an account's mail. */
export function dailyStorageFee(
  items: readonly StoredItem[],
  rates: StorageRates,
  now: Date,
  account: { paused: boolean },
): Cents {
  return dailyStorageCharge(items, rates, now, account).amount;
}

/** Today's storage charge with the items it is for, as a billing run posts and describes it. */
export interface StorageCharge {
  envelopes: number;
  parcels: number;
  amount: Cents;
}

export function dailyStorageCharge(
  items: readonly StoredItem[],
  rates: StorageRates,
  now: Date,
  account: { paused: boolean },
): StorageCharge {
  if (account.paused) return { envelopes: 0, parcels: 0, amount: 0 };
  const charged = items.filter((item) => isHeld(item) && !isWithinFreeStorage(item, now));
  const parcels = charged.filter((item) => isParcel(item)).length;
  const envelopes = charged.length - parcels;
  return {
    envelopes,
    parcels,
    amount: envelopes * rates.envelopePerDay + parcels * rates.parcelPerDay,
  };
}

/** The Storage Metrics settings section (§3), computed from the account's mail. */
export interface StorageMetrics {
  storedEnvelopesWithinFreePeriod: number;
  storedEnvelopesOutsideFreePeriod: number;
  forwardedEnvelopes: number;
  shreddedEnvelopes: number;
  storedParcelsWithinFreePeriod: number;
  storedParcelsOutsideFreePeriod: number;
  forwardedParcels: number;
  destroyedParcels: number;
}

/** Items alike for the metrics, counted: by state, type and whether still in their free period. */
export interface StoredItemCount extends MailState {
  mailType: number;
  withinFreeStorage: boolean;
  count: number;
}

/** Counts by type and fate; returned items appear in no metric, as §3 lists none for them. */
export function storageMetrics(items: readonly StoredItem[], now: Date): StorageMetrics {
  return storageMetricsOfCounts(
    items.map((item) => ({
      ...item,
      withinFreeStorage: isWithinFreeStorage(item, now),
      count: 1,
    })),
  );
}

/** {@link storageMetrics} from items counted by a database (one row per kind, not per item). */
export function storageMetricsOfCounts(counts: readonly StoredItemCount[]): StorageMetrics {
  const count = (parcel: boolean, test: (item: StoredItemCount) => boolean) =>
    counts
      .filter((item) => isParcel(item) === parcel && test(item))
      .reduce((sum, item) => sum + item.count, 0);
  const storedFree = (item: StoredItemCount) => isHeld(item) && item.withinFreeStorage;
  const storedPaid = (item: StoredItemCount) => isHeld(item) && !item.withinFreeStorage;
  const forwarded = (item: StoredItemCount) => item.status === MAIL_STATUS.forwarded;
  const destroyed = (item: StoredItemCount) =>
    item.status === MAIL_STATUS.shredded || item.status === MAIL_STATUS.shreddedPending;
  return {
    storedEnvelopesWithinFreePeriod: count(false, storedFree),
    storedEnvelopesOutsideFreePeriod: count(false, storedPaid),
    forwardedEnvelopes: count(false, forwarded),
    shreddedEnvelopes: count(false, destroyed),
    storedParcelsWithinFreePeriod: count(true, storedFree),
    storedParcelsOutsideFreePeriod: count(true, storedPaid),
    forwardedParcels: count(true, forwarded),
    destroyedParcels: count(true, destroyed),
  };
}

/** What the items now past their free period cost a day, from the metrics (§9 storage fees). */
export function storageCostPerDay(metrics: StorageMetrics, rates: StorageRates): Cents {
  return (
    metrics.storedEnvelopesOutsideFreePeriod * rates.envelopePerDay +
    metrics.storedParcelsOutsideFreePeriod * rates.parcelPerDay
  );
}
