import { describe, expect, it } from 'vitest';
import type { MailState } from '#mail/mail-status.ts';
import {
  storageCostPerDay,
  dailyStorageFee,
  FREE_STORAGE_DAYS,
  freeStorageStart,
  isWithinFreeStorage,
  storageMetrics,
  storageMetricsOfCounts,
  type StoredItem,
} from './storage.ts';

const now = new Date('2025-05-31T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const item = (
  mailType: number,
  status: MailState['status'],
  days: number,
  mailActions: MailState['mailActions'] = null,
): StoredItem => ({ mailType, status, mailActions, dateScanned: daysAgo(days) });

const rates = { envelopePerDay: 5, parcelPerDay: 50 };

describe('§9 storage fees after 30 free days', () => {
  it('§9 storage: an item is free for its first 30 days and charged from the 31st', () => {
    expect(FREE_STORAGE_DAYS).toBe(30);
    expect(isWithinFreeStorage(item(0, 3, 29.9), now)).toBe(true);
    expect(isWithinFreeStorage(item(0, 3, 30), now)).toBe(false);
  });

  it('§9 storage: an item is free exactly when it was scanned in after freeStorageStart', () => {
    for (const days of [-1, 0, 29.9, 29.9999, 30, 30.0001, 45]) {
      const scanned = item(0, 3, days);
      expect(scanned.dateScanned > freeStorageStart(now), `${days} days`).toBe(
        isWithinFreeStorage(scanned, now),
      );
    }
  });

  it('§9 storage: each held item past its free days costs its type’s daily rate', () => {
    const items = [
      item(0, 2, 45),
      item(0, 3, 31, 1),
      item(1, 3, 90),
      item(0, 3, 10),
      item(1, 2, 29),
    ];
    expect(dailyStorageFee(items, rates, now, { paused: false })).toBe(5 + 5 + 50);
  });

  it('§9 storage: mail forwarded, shredded or returned is not stored', () => {
    const gone = [item(0, 4, 60), item(0, 5, 60), item(1, 6, 60), item(1, 7, 60)];
    expect(dailyStorageFee(gone, rates, now, { paused: false })).toBe(0);
  });

  it('§9 storage: paused accounts are charged no fees', () => {
    expect(dailyStorageFee([item(1, 3, 90)], rates, now, { paused: true })).toBe(0);
  });

  it('§3 storage metrics: counts envelopes and parcels by free period and fate', () => {
    const items = [
      item(0, 2, 3),
      item(0, 3, 40),
      item(0, 3, 41),
      item(0, 4, 80),
      item(0, 5, 80),
      item(0, 6, 2),
      item(1, 3, 1),
      item(1, 2, 33),
      item(1, 4, 9),
      item(1, 4, 9),
      item(1, 5, 70),
      item(1, 7, 70),
      item(0, 7, 70),
    ];
    expect(storageMetrics(items, now)).toEqual({
      storedEnvelopesWithinFreePeriod: 1,
      storedEnvelopesOutsideFreePeriod: 2,
      forwardedEnvelopes: 1,
      shreddedEnvelopes: 2,
      storedParcelsWithinFreePeriod: 1,
      storedParcelsOutsideFreePeriod: 1,
      forwardedParcels: 2,
      destroyedParcels: 1,
    });
  });

  it('§3 storage metrics: the same from items a database counted by kind', () => {
    expect(
      storageMetricsOfCounts([
        { mailType: 0, status: 3, mailActions: null, withinFreeStorage: true, count: 4 },
        { mailType: 0, status: 3, mailActions: 1, withinFreeStorage: false, count: 2 },
        { mailType: 1, status: 2, mailActions: null, withinFreeStorage: false, count: 7 },
        { mailType: 1, status: 5, mailActions: null, withinFreeStorage: true, count: 3 },
        { mailType: 0, status: 4, mailActions: null, withinFreeStorage: false, count: 5 },
        { mailType: 1, status: 7, mailActions: null, withinFreeStorage: false, count: 9 },
      ]),
    ).toEqual({
      storedEnvelopesWithinFreePeriod: 4,
      storedEnvelopesOutsideFreePeriod: 2,
      forwardedEnvelopes: 5,
      shreddedEnvelopes: 0,
      storedParcelsWithinFreePeriod: 0,
      storedParcelsOutsideFreePeriod: 7,
      forwardedParcels: 0,
      destroyedParcels: 3,
    });
  });
});

describe('§9 storage cost per day from the metrics', () => {
  it('charges each item past its free period its type’s daily rate', () => {
    const metrics = {
      storedEnvelopesWithinFreePeriod: 12,
      storedEnvelopesOutsideFreePeriod: 3,
      forwardedEnvelopes: 40,
      shreddedEnvelopes: 25,
      storedParcelsWithinFreePeriod: 1,
      storedParcelsOutsideFreePeriod: 2,
      forwardedParcels: 6,
      destroyedParcels: 0,
    };
    expect(storageCostPerDay(metrics, { envelopePerDay: 10, parcelPerDay: 50 })).toBe(130);
    expect(
      storageCostPerDay(
        { ...metrics, storedEnvelopesOutsideFreePeriod: 0, storedParcelsOutsideFreePeriod: 0 },
        { envelopePerDay: 10, parcelPerDay: 50 },
      ),
    ).toBe(0);
  });
});
