import { addDays, calendarDateIn, isoDate, type CalendarDate } from '#calendar/calendar-date.ts';
import type { Plan } from '#fees/plan.ts';
import type { StorageRates, StoredItem } from '#fees/storage.ts';
import type { BillingPeriod } from '#lifecycle/billing-period.ts';
import type { Cents } from '#money/money.ts';

/**
 * What an account's lifecycle (account-lifecycle.ts) speaks of: its states and the events that move
 * them, the refusals, and the ledger entries and emails a transition brings.
 */

/** §9: "30 days' written notice to cancel". */
export const NOTICE_PERIOD_DAYS = 30;

/**
 * The last day of a notice given at `now`, as the server counts it (its today is the UTC day):
 * what the close dialog tells before the member gives it.
 */
export function noticeEndsOnIfGiven(now: Date): string {
  return isoDate(addDays(calendarDateIn(now), NOTICE_PERIOD_DAYS));
}
/** Charges refused this many times in a row stop counting the card as a way to pay (§6). */
export const CARD_FAILURES_BEFORE_PAYMENT_REQUIRED = 3;

export type PlanTerms = Pick<Plan, 'planId' | 'monthlyFee' | 'setupFee'>;
export type PaymentDecision = 'card' | 'noCreditCard';

export interface Payment {
  decision: PaymentDecision;
  /** §3 activePayment: false brings back Payment Required (§6). */
  activePayment: boolean;
  cardFailures: number;
}

/** What every registered, not yet ended account carries. */
export interface Membership {
  plan: PlanTerms;
  payment: Payment;
  period: BillingPeriod;
  /** Plans whose setup fee this account has paid: each is charged once. */
  setupFeesPaid: readonly number[];
}

/** Where withdrawing notice returns to. */
export type ResumablePhase = 'active' | 'paused';

export type AccountState =
  | { phase: 'signingUp'; plan: PlanTerms | null }
  | ({ phase: 'active' } & Membership)
  | ({ phase: 'paused' } & Membership)
  | ({ phase: 'locked' | 'scanningStopped'; negativeSince: CalendarDate } & Membership)
  | ({ phase: 'closing'; noticeEndsOn: CalendarDate; resumes: ResumablePhase } & Membership)
  | { phase: 'closed' | 'terminated'; since: CalendarDate };

export type AccountPhase = AccountState['phase'];

/** A member's, staff's or the clock's event; each carries the day it happens on (UTC). */
export type AccountEvent =
  | { type: 'changePlan'; plan: PlanTerms; today: CalendarDate }
  | { type: 'completeRegistration'; payment: PaymentDecision; today: CalendarDate }
  | { type: 'pause'; mailHeld: boolean; today: CalendarDate }
  | { type: 'unpause'; today: CalendarDate }
  | { type: 'requestClose'; today: CalendarDate }
  | { type: 'withdrawClose'; today: CalendarDate }
  | { type: 'noticeEnds'; today: CalendarDate }
  | { type: 'cardSaved'; today: CalendarDate }
  | { type: 'cardFailed'; today: CalendarDate }
  | { type: 'balanceChanged'; balance: Cents; today: CalendarDate }
  | {
      type: 'billingDay';
      today: CalendarDate;
      storedMail: readonly StoredItem[];
      storageRates: StorageRates;
    }
  | { type: 'daysPassed'; today: CalendarDate };

export type AccountEventType = AccountEvent['type'];

/** Stable codes for refusals: API problem codes and test names, translated by others. */
export const ACCOUNT_REFUSALS = [
  'registration.noPlan',
  'registration.complete',
  'account.signingUp',
  'account.paused',
  'account.notPaused',
  'account.locked',
  'account.closing',
  'account.notClosing',
  'account.closed',
  'account.terminated',
  'account.pause.mailHeld',
  'plan.unchanged',
  'close.noticeRunning',
] as const;
export type AccountRefusal = (typeof ACCOUNT_REFUSALS)[number];

export type PostingKind =
  'setupFee' | 'monthlyFee' | 'planChangeCharge' | 'planChangeCredit' | 'storageFee';

/** A ledger entry the transition makes; `amount` has the ledger's sign (§3: debits ≤ 0). */
export interface Posting {
  kind: PostingKind;
  amount: Cents;
  planId: number;
  /** Names a once-only charge (a period's fee, a day's storage, a plan's setup fee); null otherwise. */
  key: string | null;
}

export type AccountEmail =
  | 'registrationComplete'
  | 'planChanged'
  | 'paused'
  | 'unpaused'
  | 'locked'
  | 'unlocked'
  | 'scanningStopped'
  | 'terminated'
  | 'closeRequested'
  | 'closeWithdrawn'
  | 'closed'
  | 'paymentRequired';

export type AccountTransition =
  | { ok: true; state: AccountState; postings: Posting[]; emails: AccountEmail[] }
  | { ok: false; code: AccountRefusal };

/** An account that is registered and not ended: the phases that carry a membership. */
export type Live = Exclude<AccountState, { phase: 'signingUp' | 'closed' | 'terminated' }>;

export const refuse = (code: AccountRefusal): AccountTransition => ({ ok: false, code });
export const moveTo = (
  state: AccountState,
  postings: Posting[] = [],
  emails: AccountEmail[] = [],
): AccountTransition => ({ ok: true, state, postings, emails });

export function withoutPhase(state: Live): Membership {
  return {
    plan: state.plan,
    payment: state.payment,
    period: state.period,
    setupFeesPaid: state.setupFeesPaid,
  };
}

export const compact = (postings: readonly (Posting | null)[]): Posting[] =>
  postings.filter((posting) => posting !== null);
