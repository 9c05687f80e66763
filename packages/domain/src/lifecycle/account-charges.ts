import {
  compareDates,
  isoDate,
  startOfDayUtc,
  type CalendarDate,
} from '#calendar/calendar-date.ts';
import { dailyStorageCharge } from '#fees/storage.ts';
import { renewedPeriod, type BillingPeriod } from '#lifecycle/billing-period.ts';
import {
  compact,
  moveTo,
  type AccountEvent,
  type AccountTransition,
  type Live,
  type Membership,
  type PlanTerms,
  type Posting,
} from '#lifecycle/account-states.ts';
import type { Cents } from '#money/money.ts';

/**
 * The fees an account's lifecycle charges (§9): a plan's setup fee once, the monthly fee of each
 * period, and storage on the daily run, each a ledger entry with the key that charges it once.
 */

export function setupFee(
  membership: Membership,
  plan: PlanTerms,
): { membership: Membership; posting: Posting | null } {
  if (plan.setupFee === 0 || membership.setupFeesPaid.includes(plan.planId)) {
    return { membership, posting: null };
  }
  return {
    membership: { ...membership, setupFeesPaid: [...membership.setupFeesPaid, plan.planId] },
    posting: {
      kind: 'setupFee',
      amount: -plan.setupFee,
      planId: plan.planId,
      key: `setup:${plan.planId}`,
    },
  };
}

export function monthlyPosting(
  plan: PlanTerms,
  period: BillingPeriod,
  amount: Cents = period.charged,
): Posting | null {
  if (amount === 0) return null;
  return {
    kind: 'monthlyFee',
    amount: -amount,
    planId: plan.planId,
    key: `monthly:${isoDate(period.from)}`,
  };
}

export const noticeOver = (state: Live, today: CalendarDate) =>
  state.phase === 'closing' && compareDates(today, state.noticeEndsOn) >= 0;

export /**
 * The daily run: the monthly fee when the billing date has come and storage past the free days
 * (storage.ts).
 */
function billingDay(
  state: Live,
  event: Extract<AccountEvent, { type: 'billingDay' }>,
): AccountTransition {
  if (!isBilled(state, event.today)) return moveTo(state);
  const renewed = renewedPeriod(state.period, state.plan.monthlyFee, event.today);
  const storage = dailyStorageCharge(
    event.storedMail,
    event.storageRates,
    startOfDayUtc(event.today),
    { paused: false },
  );
  const storagePosting: Posting | null =
    storage.amount === 0
      ? null
      : {
          kind: 'storageFee',
          amount: -storage.amount,
          planId: state.plan.planId,
          key: `storage:${isoDate(event.today)}`,
        };
  return moveTo(
    { ...state, period: renewed ?? state.period },
    compact([renewed && monthlyPosting(state.plan, renewed), storagePosting]),
  );
}

/**
 * Paused accounts are charged no fees (§9), nor are they while serving a notice given when paused;
 * nothing is charged once a notice has run out, even before the close itself is applied.
 */
function isBilled(state: Live, today: CalendarDate): boolean {
  if (state.phase === 'closing') return state.resumes === 'active' && !noticeOver(state, today);
  return state.phase !== 'paused';
}
