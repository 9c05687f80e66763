import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { withNewUserCode } from '#auth/user-code.ts';
import type { Brand } from '#brands/brand-registry.ts';
import type { AccountsTable, Tables } from '#db/tables.ts';

/*
 * The one writer of an account's lifecycle (decision 071): its status, plan, payment standing,
 * billing dates, registration and closing change here and nowhere else, each through a function
 * named for what happens to the account. Lint (`portal/lifecycle-writer`) keeps it so.
 */

/** The columns only this module writes; the same list as the lint rule's. */
export type AccountLifecycleColumn =
  | 'status'
  | 'plan_id'
  | 'active_payment'
  | 'billing_date'
  | 'billing_day'
  | 'registration_status'
  | 'closed_at'
  | 'setup_fee_charged_at';

type AccountRow = Selectable<AccountsTable>;

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

/** Marks the registration complete; answers the account when this call completed it, else undefined. */
export async function completeRegistration(
  trx: Transaction<Tables>,
  accountId: number,
): Promise<AccountRow | undefined> {
  return trx
    .updateTable('accounts')
    .set({ registration_status: REGISTRATION_STATUS.complete })
    .where('account_id', '=', accountId)
    .where('registration_status', '<>', REGISTRATION_STATUS.complete)
    .returningAll()
    .executeTakeFirst();
}

/** Moves the account to another plan; what that costs is the caller's (plan-change.ts). */
export async function changePlan(
  trx: Transaction<Tables>,
  accountId: number,
  planId: number,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ plan_id: planId })
    .where('account_id', '=', accountId)
    .execute();
}

export async function pause(trx: Transaction<Tables>, accountId: number): Promise<AccountRow> {
  return setStatus(trx, accountId, 'On Hold');
}

export async function unpause(trx: Transaction<Tables>, accountId: number): Promise<AccountRow> {
  return setStatus(trx, accountId, 'Active');
}

async function setStatus(
  trx: Transaction<Tables>,
  accountId: number,
  status: AccountRow['status'],
): Promise<AccountRow> {
  return trx
    .updateTable('accounts')
    .set({ status })
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A card was saved (and charged, if asked): the member can pay (§6 activePayment). */
export async function markCardWorking(trx: Transaction<Tables>, accountId: number): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ active_payment: true })
    .where('account_id', '=', accountId)
    .execute();
}

/** The plan's setup fee was taken (§9): it is never taken again. */
export async function markSetupFeeCharged(
  trx: Transaction<Tables>,
  accountId: number,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ setup_fee_charged_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .execute();
}

/** The monthly fee of a period was dealt with: the next one falls due on `nextBillingDate`. */
export async function advanceBillingDate(
  trx: Transaction<Tables>,
  accountId: number,
  nextBillingDate: string,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ billing_date: nextBillingDate })
    .where('account_id', '=', accountId)
    .execute();
}

/** The member closed the account (Close Account), once: closing it again keeps the first date. */
export async function close(trx: Transaction<Tables>, accountId: number): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ closed_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('closed_at', 'is', null)
    .execute();
}

/** The account is closed for being unpaid too long (§9), as of the billing run's `at`. */
export async function terminate(
  trx: Transaction<Tables>,
  accountId: number,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ closed_at: sql<Date>`${at}` })
    .where('account_id', '=', accountId)
    .execute();
}
