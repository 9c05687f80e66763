import { accountStanding } from '#account/account-standing.ts';
import { checkPause } from '#account/pause.ts';
import {
  addDays,
  calendarDateIn,
  compareDates,
  isoDate,
  startOfDayUtc,
  type CalendarDate,
} from '#calendar/calendar-date.ts';
import type { Plan } from '#fees/plan.ts';
import { dailyStorageCharge, type StorageRates, type StoredItem } from '#fees/storage.ts';
import {
  firstPeriod,
  periodAfterPlanChange,
  renewedPeriod,
  resumedPeriod,
  type BillingPeriod,
} from '#lifecycle/billing-period.ts';
import type { Cents } from '#money/money.ts';

/**
 * An account's lifecycle (issue 32, §4, §9) as one pure transition function: the server applies
 * what it answers under the account lock, and nothing else writes an account's status, plan,
 * billing or registration fields (DESIGN §3.12).
 *
 *   signingUp ─completeRegistration→ active ⇄ paused
 *   active ─balance below zero→ locked ─14 days→ scanningStopped ─90 days→ terminated
 *   locked, scanningStopped ─paid back→ active
 *   active, paused ─requestClose→ closing ─noticeEnds→ closed; closing ─withdrawClose→ back
 *
 * Closed and terminated are final. Phase changes for debt come only from `balanceChanged`: after
 * applying any transition (its postings included) the server sends the balance it left, so the
 * machine never guesses a balance.
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

type Live = Exclude<AccountState, { phase: 'signingUp' | 'closed' | 'terminated' }>;

const refuse = (code: AccountRefusal): AccountTransition => ({ ok: false, code });
const moveTo = (
  state: AccountState,
  postings: Posting[] = [],
  emails: AccountEmail[] = [],
): AccountTransition => ({ ok: true, state, postings, emails });

export function transitionAccount(state: AccountState, event: AccountEvent): AccountTransition {
  switch (state.phase) {
    case 'closed':
    case 'terminated':
      return refuse(`account.${state.phase}`);
    case 'signingUp':
      return signingUp(state, event);
    default:
      return live(state, event);
  }
}

function signingUp(
  state: Extract<AccountState, { phase: 'signingUp' }>,
  event: AccountEvent,
): AccountTransition {
  switch (event.type) {
    case 'changePlan':
      return moveTo({ ...state, plan: event.plan });
    case 'completeRegistration':
      return completeRegistration(state.plan, event.payment, event.today);
    case 'balanceChanged':
    case 'billingDay':
    case 'daysPassed':
      return moveTo(state);
    default:
      return refuse('account.signingUp');
  }
}

/**
 * Registration is complete, and billed, once the server holds a plan and a payment decision: the
 * setup fee is charged today, card or not, and the monthly fee on every billing date from a month
 * on (billing-period.ts), so no signup path escapes either.
 */
function completeRegistration(
  plan: PlanTerms | null,
  decision: PaymentDecision,
  today: CalendarDate,
): AccountTransition {
  if (!plan) return refuse('registration.noPlan');
  const membership: Membership = {
    plan,
    // Without a card the member has no way to pay yet: §6 shows Payment Required (decision 075).
    payment: { decision, activePayment: decision === 'card', cardFailures: 0 },
    period: firstPeriod(today),
    setupFeesPaid: [],
  };
  const setup = setupFee(membership, plan);
  return moveTo({ phase: 'active', ...setup.membership }, compact([setup.posting]), [
    'registrationComplete',
  ]);
}

function live(state: Live, event: AccountEvent): AccountTransition {
  switch (event.type) {
    case 'completeRegistration':
      return refuse('registration.complete');
    case 'changePlan':
      return changePlan(state, event.plan, event.today);
    case 'pause':
      return pause(state, event.mailHeld);
    case 'unpause':
      if (state.phase === 'paused') return resume(state, event.today);
      // Paused with notice given: the notice is what stands in the way, so say that.
      return refuse(state.phase === 'closing' ? 'account.closing' : 'account.notPaused');
    case 'requestClose':
      return requestClose(state, event.today);
    case 'withdrawClose':
      return state.phase === 'closing'
        ? moveTo({ ...withoutPhase(state), phase: state.resumes }, [], ['closeWithdrawn'])
        : refuse('account.notClosing');
    case 'noticeEnds':
      return noticeEnds(state, event.today);
    case 'cardSaved':
      return moveTo({
        ...state,
        payment: { decision: 'card', activePayment: true, cardFailures: 0 },
      });
    case 'cardFailed':
      return cardFailed(state);
    case 'balanceChanged':
      return balanceChanged(state, event.balance, event.today);
    case 'billingDay':
      return billingDay(state, event);
    case 'daysPassed':
      return daysPassed(state, event.today);
  }
}

/** The refusal for member actions that need an active account; null when it is active. */
function notActive(state: Live): AccountRefusal | null {
  switch (state.phase) {
    case 'active':
      return null;
    case 'paused':
      return 'account.paused';
    case 'closing':
      return 'account.closing';
    default:
      return 'account.locked';
  }
}

const isInDebt = (state: Live) => state.phase === 'locked' || state.phase === 'scanningStopped';

/**
 * A plan change settles the period's fee (billing-period.ts: a credit never exceeds the unused
 * share of what was charged) and charges the new plan's setup fee if this account never paid it.
 * While paused it is refused rather than settled: a paused period charges nothing, so there is no
 * fee to settle against, and refusing leaves no sequence of pause and plan changes to exploit. A
 * member in debt may change plan (decision 075): a cheaper plan is how many pay their way back, and
 * what the change charges the server refuses unless the balance covers it.
 */
function changePlan(state: Live, plan: PlanTerms, today: CalendarDate): AccountTransition {
  const refusal = isInDebt(state) ? null : notActive(state);
  if (refusal) return refuse(refusal);
  if (plan.planId === state.plan.planId) return refuse('plan.unchanged');
  const settled = periodAfterPlanChange(
    state.period,
    state.plan.monthlyFee,
    plan.monthlyFee,
    today,
  );
  const setup = setupFee(state, plan);
  const settlement: Posting | null =
    settled.amount === 0
      ? null
      : {
          kind: settled.amount > 0 ? 'planChangeCharge' : 'planChangeCredit',
          amount: -settled.amount,
          planId: plan.planId,
          key: null,
        };
  return moveTo(
    { ...state, ...setup.membership, plan, period: settled.period },
    compact([settlement, setup.posting]),
    ['planChanged'],
  );
}

function setupFee(
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

/** Pausing keeps the period already charged (no refund) and is blocked while mail is held (§8). */
function pause(state: Live, mailHeld: boolean): AccountTransition {
  const refusal = notActive(state);
  if (refusal) return refuse(refusal);
  // The refusal's code is the message key pause.ts answers, so screens already translate it.
  if (checkPause(mailHeld) !== null) return refuse('account.pause.mailHeld');
  return moveTo({ ...state, phase: 'paused' }, [], ['paused']);
}

/** Unpausing, or debt ending a pause: billing-period.ts settles the days left, if unpaid. */
function resume(
  state: Extract<Live, { phase: 'paused' }>,
  today: CalendarDate,
  next: 'active' | 'locked' = 'active',
): AccountTransition {
  const settled = resumedPeriod(state.period, state.plan.monthlyFee, today);
  const membership = { ...withoutPhase(state), period: settled.period };
  const resumed: AccountState =
    next === 'active'
      ? { phase: 'active', ...membership }
      : { phase: 'locked', negativeSince: today, ...membership };
  return moveTo(resumed, compact([monthlyPosting(state.plan, settled.period, settled.amount)]), [
    next === 'active' ? 'unpaused' : 'locked',
  ]);
}

/** §9 notice: the account keeps its service and fees until the notice ends; a paused one stays so. */
function requestClose(state: Live, today: CalendarDate): AccountTransition {
  const refusal = state.phase === 'paused' ? null : notActive(state);
  if (refusal) return refuse(refusal);
  return moveTo(
    {
      ...withoutPhase(state),
      phase: 'closing',
      noticeEndsOn: addDays(today, NOTICE_PERIOD_DAYS),
      resumes: state.phase === 'paused' ? 'paused' : 'active',
    },
    [],
    ['closeRequested'],
  );
}

const noticeOver = (state: Live, today: CalendarDate) =>
  state.phase === 'closing' && compareDates(today, state.noticeEndsOn) >= 0;

function noticeEnds(state: Live, today: CalendarDate): AccountTransition {
  if (state.phase !== 'closing') return refuse('account.notClosing');
  if (!noticeOver(state, today)) return refuse('close.noticeRunning');
  return moveTo({ phase: 'closed', since: today }, [], ['closed']);
}

function cardFailed(state: Live): AccountTransition {
  const cardFailures = state.payment.cardFailures + 1;
  const stops =
    state.payment.activePayment && cardFailures >= CARD_FAILURES_BEFORE_PAYMENT_REQUIRED;
  const activePayment = state.payment.activePayment && !stops;
  return moveTo(
    { ...state, payment: { ...state.payment, activePayment, cardFailures } },
    [],
    stops ? ['paymentRequired'] : [],
  );
}

/**
 * Below zero an active account is locked (§9), and a paused one too: debt ends the pause as if the
 * member unpaused, so the debt clock runs and no pause shelters unpaid mail. Paid back to zero or
 * more, a locked account is active again. A closing account runs out its notice either way.
 */
function balanceChanged(state: Live, balance: Cents, today: CalendarDate): AccountTransition {
  const negative = balance < 0;
  switch (state.phase) {
    case 'active':
      return negative
        ? moveTo({ ...state, phase: 'locked', negativeSince: today }, [], ['locked'])
        : moveTo(state);
    case 'paused':
      return negative ? resume(state, today, 'locked') : moveTo(state);
    case 'locked':
    case 'scanningStopped':
      return negative
        ? moveTo(state)
        : moveTo({ ...withoutPhase(state), phase: 'active' }, [], ['unlocked']);
    case 'closing':
      return moveTo(state);
  }
}

/**
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

/** The debt clock of account-standing.ts: 14 days to stop scanning, 90 to terminate. */
function daysPassed(state: Live, today: CalendarDate): AccountTransition {
  if (state.phase !== 'locked' && state.phase !== 'scanningStopped') return moveTo(state);
  const standing = accountStanding(
    { balance: -1, negativeSince: startOfDayUtc(state.negativeSince), status: 'Active' },
    startOfDayUtc(today),
  );
  if (standing.state === 'terminationDue') {
    return moveTo({ phase: 'terminated', since: today }, [], ['terminated']);
  }
  if (standing.state === 'scanningStopped' && state.phase === 'locked') {
    return moveTo({ ...state, phase: 'scanningStopped' }, [], ['scanningStopped']);
  }
  return moveTo(state);
}

function monthlyPosting(
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

function withoutPhase(state: Live): Membership {
  return {
    plan: state.plan,
    payment: state.payment,
    period: state.period,
    setupFeesPaid: state.setupFeesPaid,
  };
}

const compact = (postings: readonly (Posting | null)[]): Posting[] =>
  postings.filter((posting) => posting !== null);
