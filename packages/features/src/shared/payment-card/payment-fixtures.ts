import type { Schema } from '@portal/api-client/types';

/** A $50 top-up charged to the fixture member's Visa ending 4242, as ChargeCard answers it. */
export const receipt: Schema<'Receipt'> = {
  number: 'TM-000123',
  issuedAt: '2026-11-27T10:15:00.000Z',
  amount: 50,
  gst: 4.55,
  method: 'card',
  cardBrand: 'visa',
  last4: '4242',
  description: { key: 'receipt.cardTopUp', values: {} },
};
