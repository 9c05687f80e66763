import { negativeSince } from '@portal/domain/account-standing';
import type { AccountState, Membership, PlanTerms } from '@portal/domain/account-lifecycle';
import {
  calendarDateIn,
  isoDate,
  parseIsoDate,
  startOfDayUtc,
  type CalendarDate,
} from '@portal/domain/calendar';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Transaction, Updateable } from 'kysely';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { balanceHistory } from '#money/ledger.ts';

/*
 * An account row read as the lifecycle machine's state (decision 072), and that state written back
 * as columns. Debt is not stored: a registered account below zero reads as locked since the day its
 * balance went negative, so a balance the ledger moved elsewhere is never out of date here.
 */

/**
 * A registered account with no plan (registered before a plan was required) pays no fees until it
 * chooses one; its `plan_id` stays null.
 */
const NO_PLAN: PlanTerms = { planId: 0, monthlyFee: 0, setupFee: 0 };

export async function planTerms(
  trx: Transaction<Tables>,
  planId: number | null,
): Promise<(PlanTerms & { name: string }) | null> {
  if (planId === null) return null;
  const plan = await trx
    .selectFrom('plans')
    .select(['plan_id', 'plan_name', 'monthly_fee_cents', 'setup_fee_cents'])
    .where('plan_id', '=', planId)
    .executeTakeFirstOrThrow();
  return {
    planId: plan.plan_id,
    name: plan.plan_name,
    monthlyFee: plan.monthly_fee_cents,
    setupFee: plan.setup_fee_cents,
  };
}

const dateOf = (text: string): CalendarDate => {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a date: ${text}`);
  return date;
};

export async function loadAccountState(
  trx: Transaction<Tables>,
  row: AccountRow,
): Promise<AccountState> {
  if (row.closed_at) {
    return { phase: row.closed_reason ?? 'closed', since: calendarDateIn(row.closed_at) };
  }
  const plan = await planTerms(trx, row.plan_id);
  const terms = plan && {
    planId: plan.planId,
    monthlyFee: plan.monthlyFee,
    setupFee: plan.setupFee,
  };
  if (row.registration_status !== REGISTRATION_STATUS.complete) {
    return { phase: 'signingUp', plan: terms };
  }
  const membership: Membership = {
    plan: terms ?? NO_PLAN,
    payment: {
      decision: row.card_token === null ? 'noCreditCard' : 'card',
      activePayment: row.active_payment,
      cardFailures: row.card_failures,
    },
    period: {
      billingDay: row.billing_day,
      from: dateOf(row.period_from),
      nextBillingDate: dateOf(row.billing_date),
      charged: row.period_charged_cents,
    },
    setupFeesPaid: row.setup_fees_paid,
  };
  if (row.close_notice_ends_on !== null) {
    return {
      phase: 'closing',
      noticeEndsOn: dateOf(row.close_notice_ends_on),
      resumes: row.status === 'On Hold' ? 'paused' : 'active',
      ...membership,
    };
  }
  if (row.status === 'On Hold') return { phase: 'paused', ...membership };
  if (row.balance_cents < 0) {
    const since = negativeSince(await balanceHistory(trx, row.account_id)) ?? new Date();
    return { phase: 'locked', negativeSince: calendarDateIn(since), ...membership };
  }
  return { phase: 'active', ...membership };
}

export type LifecycleColumns = Updateable<AccountsTable>;

const pausedIn = (state: AccountState) =>
  state.phase === 'paused' || (state.phase === 'closing' && state.resumes === 'paused');

/**
 * The columns a state sets. A notice's held-mail choice is the member's, not the machine's: the
 * writer sets it with the notice, and every other live state clears both.
 */
export function lifecycleColumns(state: AccountState): LifecycleColumns {
  switch (state.phase) {
    case 'signingUp':
      return { plan_id: state.plan?.planId ?? null };
    case 'closed':
    case 'terminated':
      return {
        closed_at: startOfDayUtc(state.since),
        closed_reason: state.phase,
        close_notice_ends_on: null,
        close_held_mail: null,
      };
    default:
      return {
        ...(state.phase === 'closing'
          ? { close_notice_ends_on: isoDate(state.noticeEndsOn) }
          : { close_notice_ends_on: null, close_held_mail: null }),
        status: pausedIn(state) ? 'On Hold' : 'Active',
        registration_status: REGISTRATION_STATUS.complete,
        plan_id: state.plan === NO_PLAN ? null : state.plan.planId,
        active_payment: state.payment.activePayment,
        card_failures: state.payment.cardFailures,
        billing_day: state.period.billingDay,
        billing_date: isoDate(state.period.nextBillingDate),
        period_from: isoDate(state.period.from),
        period_charged_cents: state.period.charged,
        setup_fees_paid: [...state.setupFeesPaid],
      };
  }
}
