import type { Cents } from '#money/money.ts';

/**
 * Who may start paid staff work and use scans (issue 32, §9). The service is prepaid: staff open
 * and scan only for a member who can pay, from the balance or a card that works. A locked member
 * (balance below zero) keeps reading the scans already paid for, but starts no paid work and
 * sends no scans out by email until the account is paid back.
 */

export interface Payer {
  balance: Cents;
  /** A saved card whose charges have not failed repeatedly (activePayment). */
  workingCard: boolean;
  /** The balance is below zero (§9: the account is locked). */
  locked: boolean;
}

export type PayerRefusal = 'account_locked' | 'payment_required';

export type PayerCheck = { ok: true } | { ok: false; code: PayerRefusal };

const OK: PayerCheck = { ok: true };

/** Whether work costing at least `price` may start: never when locked; else balance or card pays. */
export function checkPaidWork(payer: Payer, price: Cents): PayerCheck {
  if (payer.locked) return { ok: false, code: 'account_locked' };
  if (payer.workingCard || payer.balance >= price) return OK;
  return { ok: false, code: 'payment_required' };
}

export type ScanUse = 'read' | 'email';

/** Reading a scan is always allowed; emailing it out is refused while locked. */
export function checkScanUse(payer: Pick<Payer, 'locked'>, use: ScanUse): PayerCheck {
  return use === 'email' && payer.locked ? { ok: false, code: 'account_locked' } : OK;
}
