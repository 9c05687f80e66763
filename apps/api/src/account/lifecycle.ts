import {
  transitionAccount,
  type AccountEmail,
  type AccountEvent,
  type AccountState,
  type AccountTransition,
  type PaymentDecision,
  type Posting,
} from '@portal/domain/account-lifecycle';
import { calendarDateIn, isoDate } from '@portal/domain/calendar';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Insertable, Transaction } from 'kysely';
import { sql } from 'kysely';
import {
  lifecycleColumns,
  loadAccountState,
  planTerms,
  type LifecycleColumns,
} from '#account/account-state.ts';
import { queueLifecycleEmails } from '#account/lifecycle-emails.ts';
import { refusalProblem } from '#account/lifecycle-refusals.ts';
import { postPostings, type PostingContext } from '#account/lifecycle-postings.ts';
import { lockAccount, type AccountRow } from '#platform/db/account-row.ts';
import { withNewUserCode } from '#auth/user-code.ts';
import type { Brand } from '#brands/brand-registry.ts';
import type { AccountsTable, HeldMailAtClose, Tables } from '#platform/db/tables.ts';

/*
 * The one writer of an account's lifecycle (decision 071): its status, plan, payment standing,
 * billing dates, registration and closing change here and nowhere else, each through a function
 * named for what happens to the account. Lint (`portal/lifecycle-writer`) keeps it so.
 */

/**
 * The columns only this module writes: the lint rule's list, and the machine's period, card and
 * setup-fee columns of migration 0015.
 */
export type AccountLifecycleColumn =
  | 'status'
  | 'plan_id'
  | 'active_payment'
  | 'billing_date'
  | 'billing_day'
  | 'registration_status'
  | 'closed_at'
  | 'period_from'
  | 'period_charged_cents'
  | 'card_failures'
  | 'setup_fees_paid'
  | 'close_notice_ends_on'
  | 'close_held_mail'
  | 'closed_reason';

/** What signup knows of a new account: everything but its suite code and its lifecycle. */
export type NewAccount = Omit<Insertable<AccountsTable>, 'user_code' | AccountLifecycleColumn>;

/** Creates the account of a member who has just signed up (registration status 0), with a new suite code. */
export async function signUp(
  trx: Transaction<Tables>,
  brand: Brand,
  account: NewAccount,
): Promise<AccountRow> {
  return withNewUserCode(brand, (userCode) =>
    trx
      .insertInto('accounts')
      .values({
        ...account,
        user_code: userCode,
        registration_status: REGISTRATION_STATUS.signedUp,
      })
      .onConflict((conflict) => conflict.column('user_code').doNothing())
      .returningAll()
      .executeTakeFirst(),
  );
}

/** What a transition did: the account as it left it, and what it posted and named to send. */
export interface Applied {
  account: AccountRow;
  state: AccountState;
  postings: Posting[];
  emails: AccountEmail[];
}

/**
 * Applies one event of the account machine (decision 072) with the account locked: the state it
 * answers is written, its postings go through the ledger, and then the machine hears the balance
 * they left (debt is fed, not guessed), which may lock the account. A refusal is an ApiProblem.
 */
async function apply(
  trx: Transaction<Tables>,
  accountId: number,
  event: AccountEvent,
  context: Omit<PostingContext, 'fromPlanId'> = {},
  memberChoice: LifecycleColumns = {},
): Promise<Applied> {
  const row = await lockAccount(trx, accountId);
  const state = await loadAccountState(trx, row);
  const moved = transitionAccount(state, event);
  if (!moved.ok) throw refusalProblem(moved.code);
  const postingContext = { ...context, fromPlanId: row.plan_id };
  const applied = await write(trx, row, moved, postingContext, memberChoice);
  const debt = transitionAccount(moved.state, {
    type: 'balanceChanged',
    balance: applied.account.balance_cents,
    today: event.today,
  });
  const settled =
    debt.ok && debt.state !== moved.state
      ? await write(trx, applied.account, debt, postingContext)
      : undefined;
  const result = settled
    ? {
        ...settled,
        postings: [...applied.postings, ...settled.postings],
        emails: [...applied.emails, ...settled.emails],
      }
    : applied;
  await queueLifecycleEmails(trx, row, result.account, result.emails);
  return result;
}

/** Writes the state's columns (with what the member chose alongside) and posts its postings. */
async function write(
  trx: Transaction<Tables>,
  row: AccountRow,
  moved: Extract<AccountTransition, { ok: true }>,
  context: PostingContext,
  memberChoice: LifecycleColumns = {},
): Promise<Applied> {
  const columns = { ...lifecycleColumns(moved.state), ...memberChoice };
  const updated =
    Object.keys(columns).length === 0
      ? row
      : await trx
          .updateTable('accounts')
          .set(columns)
          .where('account_id', '=', row.account_id)
          .returningAll()
          .executeTakeFirstOrThrow();
  const posted = await postPostings(trx, row.account_id, moved.postings, context);
  return { account: posted ?? updated, ...moved };
}

const today = (at: Date) => calendarDateIn(at);

/**
 * Registration completes once the server holds a plan and a payment decision (decision 072): the
 * setup fee is charged and the first period starts today. Answers undefined when it was complete
 * already, so a repeated RegistrationComplete changes nothing.
 */
export async function completeRegistration(
  trx: Transaction<Tables>,
  accountId: number,
  payment: PaymentDecision,
  at: Date,
  context: Pick<PostingContext, 'paidWithPayment'> = {},
): Promise<Applied | undefined> {
  const row = await lockAccount(trx, accountId);
  if (row.registration_status === REGISTRATION_STATUS.complete) return undefined;
  return apply(
    trx,
    accountId,
    { type: 'completeRegistration', payment, today: today(at) },
    context,
  );
}

/**
 * Moves the account to another plan: the machine settles the period (credit capped by what it
 * charged) and charges the new plan's setup fee once. During signup it only records the plan, and
 * completes the registration when a card was saved before the plan was chosen.
 */
export async function changePlan(
  trx: Transaction<Tables>,
  accountId: number,
  planId: number,
  at: Date,
): Promise<Applied> {
  const plan = await planTerms(trx, planId);
  if (!plan) throw new RangeError(`No plan ${planId}`);
  const terms = { planId: plan.planId, monthlyFee: plan.monthlyFee, setupFee: plan.setupFee };
  const changed = await apply(trx, accountId, {
    type: 'changePlan',
    plan: terms,
    today: today(at),
  });
  if (changed.state.phase !== 'signingUp' || changed.account.card_token === null) return changed;
  return (await completeRegistration(trx, accountId, 'card', at)) ?? changed;
}

export async function pause(
  trx: Transaction<Tables>,
  accountId: number,
  mailHeld: boolean,
  at: Date,
): Promise<Applied> {
  return apply(trx, accountId, { type: 'pause', mailHeld, today: today(at) });
}

/** Unpausing after the period already paid charges the days left until the billing day. */
export async function unpause(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<Applied> {
  return apply(trx, accountId, { type: 'unpause', today: today(at) });
}

/**
 * A card was saved (and charged, if asked): the member can pay (§6 activePayment) and its failures
 * start again from none. During signup a card is the payment decision, so with a plan chosen the
 * registration completes here, whatever the browser calls next.
 */
export async function saveCard(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
  context: Pick<PostingContext, 'paidWithPayment'> = {},
): Promise<Applied | undefined> {
  const row = await lockAccount(trx, accountId);
  if (row.registration_status !== REGISTRATION_STATUS.complete) {
    return row.plan_id === null
      ? undefined
      : completeRegistration(trx, accountId, 'card', at, context);
  }
  return apply(trx, accountId, { type: 'cardSaved', today: today(at) });
}

/**
 * A charge to the saved card was refused; the third in a row brings back Payment Required (§6).
 * During signup nothing counts yet: the member is still choosing how to pay.
 */
export async function cardFailed(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<Applied | undefined> {
  const row = await lockAccount(trx, accountId);
  if (row.registration_status !== REGISTRATION_STATUS.complete) return undefined;
  return apply(trx, accountId, { type: 'cardFailed', today: today(at) });
}

/**
 * The daily run's monthly fee: charged when the billing date has come (none while paused, §9),
 * moving the period on. Storage stays with the run, which names the items it charges for.
 */
export async function billingDay(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<Applied> {
  return apply(
    trx,
    accountId,
    {
      type: 'billingDay',
      today: today(at),
      storedMail: [],
      storageRates: { envelopePerDay: 0, parcelPerDay: 0 },
    },
    { date: at },
  );
}

/**
 * Close Account: the §9 notice starts today (decision 076) and the member's choice for the mail
 * still held when it ends is kept with it. Service and fees go on until then.
 */
export async function requestClose(
  trx: Transaction<Tables>,
  accountId: number,
  heldMail: HeldMailAtClose,
  at: Date,
): Promise<Applied> {
  return apply(
    trx,
    accountId,
    { type: 'requestClose', today: today(at) },
    {},
    { close_held_mail: heldMail },
  );
}

/** The member withdrew the notice: the account is as it was before it (active or paused). */
export async function withdrawClose(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<Applied> {
  return apply(trx, accountId, { type: 'withdrawClose', today: today(at) });
}

/**
 * The daily run found the notice over: the account is closed. Answers the held-mail choice the
 * notice carried, which the caller carries out, or undefined while the notice still runs.
 */
export async function noticeEnds(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<(Applied & { heldMail: HeldMailAtClose }) | undefined> {
  const row = await lockAccount(trx, accountId);
  const day = today(at);
  // The run asks this of every account each day: the row says whether a notice is due, so only a
  // due one loads its state (ISO dates compare as text).
  const endsOn = row.close_notice_ends_on;
  if (endsOn === null || row.close_held_mail === null || endsOn > isoDate(day)) return undefined;
  const applied = await apply(trx, accountId, { type: 'noticeEnds', today: day });
  return { ...applied, heldMail: row.close_held_mail };
}

/** The account is closed for being unpaid too long (§9), as of the billing run's `at`. */
export async function terminate(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({
      closed_at: sql<Date>`${at}`,
      closed_reason: 'terminated',
      close_notice_ends_on: null,
      close_held_mail: null,
    })
    .where('account_id', '=', accountId)
    .execute();
}
