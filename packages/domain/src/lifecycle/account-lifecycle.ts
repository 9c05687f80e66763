import { accountStanding } from '#account/account-standing.ts';
import { checkPause } from '#account/pause.ts';
import { addDays, startOfDayUtc, type CalendarDate } from '#calendar/calendar-date.ts';
import { periodAfterPlanChange, firstPeriod, resumedPeriod } from '#lifecycle/billing-period.ts';
import { billingDay, monthlyPosting, noticeOver, setupFee } from '#lifecycle/account-charges.ts';
import {
  CARD_FAILURES_BEFORE_PAYMENT_REQUIRED,
  compact,
  moveTo,
  NOTICE_PERIOD_DAYS,
  refuse,
  withoutPhase,
  type AccountEvent,
  type AccountRefusal,
  type AccountState,
  type AccountTransition,
  type Live,
  type Membership,
  type PaymentDecision,
  type PlanTerms,
  type Posting,
} from '#lifecycle/account-states.ts';
import type { Cents } from '#money/money.ts';

// The states, events and constants are this module's words: its callers import them from here.
export {
  ACCOUNT_REFUSALS,
  CARD_FAILURES_BEFORE_PAYMENT_REQUIRED,
  NOTICE_PERIOD_DAYS,
  noticeEndsOnIfGiven,
} from '#lifecycle/account-states.ts';
export type {
  AccountEmail,
  AccountEvent,
  AccountEventType,
  AccountPhase,
  AccountRefusal,
  AccountState,
  AccountTransition,
  Membership,
  Payment,
  PaymentDecision,
  PlanTerms,
  Posting,
  PostingKind,
  ResumablePhase,
} from '#lifecycle/account-states.ts';

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
