import { calendarDateIn, compareDates, type CalendarDate } from '@portal/domain/calendar';
import { creditExpiresOn } from '@portal/domain/credit-expiry';
import type { ActionKind } from './actions.ts';

/**
 * The model's own account of where each cent came from, fed the ledger entries each step posted,
 * and the rules of issue 32 and spec §9 it holds the server to. It follows the credit lots itself
 * (a purchase expires 12 months after it was made; a refund gives back the lots its debit used, with
 * their expiry), so it does not take the server's word for what is spendable.
 */

export interface LedgerRow {
  transaction_id: number;
  amount_cents: number;
  balance_after_cents: number;
  text_key: string;
  plan_name: string;
  billing_key: string | null;
  credit_expires_on: string | null;
  expires_entry_id: number | null;
}

/** What a step was, for telling refunds from money out of nothing. */
export interface StepContext {
  kind: ActionKind | 'signup' | 'billing';
  now: Date;
  /** Cents the card provider took, or the bank received, during the step. */
  paidIn: number;
  /** The forward a `forward` or `cancelForward` step made or cancelled. */
  forwardId?: number;
  /** A billing run's new period began (the account's next billing date moved). */
  newPeriod?: boolean;
  /** On a plan change: the share of the billing period still to come, today included. */
  periodShareLeft?: number;
}

interface Lot {
  expiresOn: CalendarDate | null;
  remaining: number;
}

interface Use {
  lot: Lot;
  cents: number;
}

/**
 * Credit counts as spendable through its expiry day: that day's billing run may take a fee from it
 * before expiring the rest, as it was bought that time of day a year ago. From the next day it is gone.
 */
function isLive(lot: Lot, today: CalendarDate): boolean {
  return lot.expiresOn === null || compareDates(lot.expiresOn, today) >= 0;
}

export class MoneyRules {
  readonly violations: string[] = [];
  private readonly lots: Lot[] = [];
  private debt = 0;
  private readonly usesOf = new Map<number, Use[]>();
  private readonly debitCents = new Map<number, number>();
  /** Debits of a forward (its charge and additions), which its cancellation may give back. */
  private readonly forwardDebits = new Map<number, number[]>();
  /** Debits that paid for the current billing period: its monthly fee and plan-change charges. */
  private periodDebits: number[] = [];
  /** The period's monthly fee as charged: a plan change may give back its unused share. */
  private periodFee = 0;
  /** Plan-change charges of the period less its plan-change credits, which may be given back whole. */
  private periodChanges = 0;

  /** Takes in the entries one step posted, checking the step credited no money out of nothing. */
  record(step: StepContext, entries: readonly LedgerRow[]): void {
    if (step.newPeriod) {
      this.periodDebits = [];
      this.periodFee = 0;
      this.periodChanges = 0;
    }
    let credited = 0;
    let refunded = 0;
    // A cancelled forward or a plan change pays in nothing: its credits, some carrying the expiry of
    // the credit they restore, are one refund, checked against the debits it reverses.
    const refundStep = step.kind === 'cancelForward' || step.kind === 'choosePlan';
    for (const entry of entries) {
      const cents = entry.amount_cents;
      if (cents > 0) {
        credited += cents;
        if (entry.credit_expires_on !== null && !refundStep) {
          this.addLot(cents, creditExpiresOn(step.now));
        } else refunded += cents;
        continue;
      }
      // The model expires credit by the calendar itself; the server's expiry entries move nothing here.
      if (entry.expires_entry_id !== null || cents === 0) continue;
      this.usesOf.set(entry.transaction_id, this.spend(-cents, step.now));
      this.debitCents.set(entry.transaction_id, -cents);
      if (entry.billing_key?.startsWith('monthly:')) {
        this.periodDebits = [entry.transaction_id];
        this.periodFee = -cents;
      } else if (step.kind === 'choosePlan') {
        this.periodDebits.push(entry.transaction_id);
        this.periodChanges += -cents;
      } else if (step.forwardId !== undefined && step.kind === 'forward') {
        const debits = this.forwardDebits.get(step.forwardId) ?? [];
        this.forwardDebits.set(step.forwardId, [...debits, entry.transaction_id]);
      }
    }
    const backedRefunds = refunded > 0 ? this.refund(step, refunded) : 0;
    if (credited > step.paidIn + backedRefunds) {
      this.violations.push(
        `money from nothing: ${step.kind} credited ${credited} cents, ${step.paidIn} paid in and ${backedRefunds} given back of debits taken`,
      );
    }
  }

  /** Cents of credit the member may still spend by the model's account, net of any debt. */
  spendable(now: Date): number {
    const today = calendarDateIn(now);
    const live = this.lots.filter((lot) => isLive(lot, today));
    return live.reduce((sum, lot) => sum + lot.remaining, 0) - this.debt;
  }

  /** The days credit the model holds expires on. */
  expiryDates(): CalendarDate[] {
    return this.lots.flatMap((lot) => (lot.expiresOn && lot.remaining > 0 ? [lot.expiresOn] : []));
  }

  private addLot(cents: number, expiresOn: CalendarDate | null) {
    const repaid = Math.min(this.debt, cents);
    this.debt -= repaid;
    if (cents > repaid) this.lots.push({ expiresOn, remaining: cents - repaid });
  }

  /** Oldest live credit first; what no live credit covers is owed. */
  private spend(cents: number, now: Date): Use[] {
    const today = calendarDateIn(now);
    const uses: Use[] = [];
    let need = cents;
    for (const lot of this.lots) {
      if (need === 0) break;
      if (!isLive(lot, today)) continue;
      const take = Math.min(lot.remaining, need);
      if (take === 0) continue;
      lot.remaining -= take;
      need -= take;
      uses.push({ lot, cents: take });
    }
    this.debt += need;
    return uses;
  }

  /**
   * A credit that is no purchase: the reversal of debits the step names (a cancelled forward's
   * charges, or the current period's fees on a plan change), given back to the lots they used.
   * Answers how much of it such debits back; the rest is a lot of money from nothing.
   */
  private refund(step: StepContext, cents: number): number {
    const debits =
      step.kind === 'cancelForward' && step.forwardId !== undefined
        ? (this.forwardDebits.get(step.forwardId) ?? [])
        : step.kind === 'choosePlan'
          ? this.periodDebits
          : [];
    const backing =
      step.kind === 'choosePlan'
        ? Math.max(0, Math.min(cents, this.planChangeAllowance(step)))
        : Math.min(cents, this.debited(debits));
    if (step.kind === 'choosePlan') this.periodChanges -= backing;
    if (step.kind === 'cancelForward' && step.forwardId !== undefined) {
      this.forwardDebits.delete(step.forwardId);
    }
    let left = backing;
    for (const id of [...debits].reverse()) {
      for (const use of [...(this.usesOf.get(id) ?? [])].reverse()) {
        const back = Math.min(use.cents, left);
        use.lot.remaining += back;
        use.cents -= back;
        left -= back;
      }
    }
    // What the debits took beyond the member's credit was owed; giving it back settles the debt.
    const settled = Math.min(left, this.debt);
    this.debt -= settled;
    left -= settled;
    if (left > 0) this.lots.push({ expiresOn: null, remaining: left });
    if (cents > backing) this.addLot(cents - backing, null);
    return backing;
  }

  /** What a plan change may credit: the unused share of the fee charged, and the period's net changes. */
  private planChangeAllowance(step: StepContext): number {
    return Math.ceil(this.periodFee * (step.periodShareLeft ?? 0)) + this.periodChanges;
  }

  private debited(debits: readonly number[]): number {
    return debits.reduce((sum, id) => sum + (this.debitCents.get(id) ?? 0), 0);
  }
}
