import type { Cents } from '@portal/domain/money';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { signupChargeToday } from '@portal/domain/top-up';
import type { Transaction } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { lockAccount, type AccountRow } from '#platform/db/account-row.ts';
import { refuseSignupChargeWithoutTerms } from '#account/terms.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { queueEmail } from '#platform/job-queue.ts';
import { welcomeMessage } from '#registration/rules.ts';
import { issuePaymentReceipt, type ReceiptView } from '#billing/payment-receipt.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { CardProvider, ChargeResult } from '#platform/payments/card-provider.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry } from '#money/ledger.ts';
import { toDollars } from '#contract/money.ts';

/**
 * Digits alone (spaced or dashed as typed), as long as a card number: never a provider token. Such a
 * value is refused before it goes anywhere, so a misconfigured screen cannot make us handle cards.
 */
export const looksLikeCardNumber = (value: string) =>
  /^\d{12,19}$/.test(value.replace(/[ -]/g, ''));

export interface CardUpdate {
  sourceToken: string;
  cardName: string;
  autoTopUpCents: Cents;
  chargeNow: boolean;
  /** A once-off payment: charged instead of the top-up, which then stays as the account had it. */
  chargeCents?: Cents;
  /** Passed to the provider with the charge, so a retried request is charged once there too. */
  idempotencyKey: string;
}

/**
 * Saves the card (`UpdateCard`) in the caller's transaction with the account locked: true when
 * saved, false when the provider cannot read the token, 402 when the card's bank refuses it.
 * With `chargeNow` it charges the top-up (during signup the larger of it and the plan's setup
 * fee, §9) and credits the ledger. A card saved during signup with a plan chosen completes the
 * registration, which takes the setup fee (decision 072); a declined charge answers 402 and saves
 * nothing, as the account is written only after the provider said yes. A once-off `chargeCents`
 * is charged in place of the top-up and leaves the account's auto top-up amount alone.
 */
export async function updateCard(
  trx: Transaction<Tables>,
  cards: CardProvider,
  accountId: number,
  update: CardUpdate,
): Promise<boolean> {
  const account = await lockAccount(trx, accountId);
  if (update.chargeNow) refuseSignupChargeWithoutTerms(account);
  const saved = await cards.saveCard(update.sourceToken, update.cardName);
  // A card its bank refused while being saved keeps the payment gate shut (402, its message).
  if (!saved.ok) return refuseCharge(saved);

  const setupFee = update.chargeNow ? await signupSetupFee(trx, account) : undefined;
  const amount = signupChargeToday(
    setupFee?.setup_fee_cents ?? 0,
    update.chargeCents ?? update.autoTopUpCents,
  );
  const keepsAutoTopUp = update.chargeCents !== undefined;
  if (update.chargeNow) {
    const charge = await cards.charge(saved.cardRef, amount, 'Top-up', {
      idempotencyKey: `${accountId}-${update.idempotencyKey}`,
    });
    if (!charge.ok) return refuseCharge(charge);
  }

  await trx
    .updateTable('accounts')
    .set({
      card_token: saved.cardRef,
      card_last4: saved.last4,
      card_brand: saved.brand,
      card_exp_month: saved.expMonth,
      card_exp_year: saved.expYear,
      card_name: update.cardName,
      ...(keepsAutoTopUp ? {} : { auto_top_up_cents: update.autoTopUpCents }),
    })
    .where('account_id', '=', accountId)
    .execute();
  await audit(
    trx,
    accountId,
    keepsAutoTopUp
      ? { key: 'audit.cardSaved', values: { last4: saved.last4 } }
      : {
          key: 'audit.cardSavedAutoTopUp',
          values: { last4: saved.last4, amount: toDollars(update.autoTopUpCents) },
        },
  );
  if (update.chargeNow) await creditCardPayment(trx, accountId, amount, saved.last4);
  // After the top-up, so a registration this completes pays its setup fee from it.
  const completed = await accountLifecycle.saveCard(trx, accountId, new Date(), {
    paidWithPayment: update.chargeNow,
  });
  if (completed?.emails.includes('registrationComplete')) {
    await audit(trx, accountId, { key: 'audit.registrationCompletedCard' });
    await queueWelcome(trx, completed.account);
  }
  return true;
}

/**
 * Charges the card on file (`ChargeCard`, Pay now) in the caller's transaction with the account
 * locked, and credits the balance: 409 `card_required` without a card, `terms_required` during a
 * signup whose terms are not accepted, 402 when it is refused.
 */
export async function chargeCardOnFile(
  trx: Transaction<Tables>,
  cards: CardProvider,
  accountId: number,
  amount: Cents,
  idempotencyKey: string,
): Promise<ReceiptView> {
  const account = await lockAccount(trx, accountId);
  if (!account.card_token) {
    throw new ApiProblem(409, 'card_required', 'There is no card on file to charge.');
  }
  refuseSignupChargeWithoutTerms(account);
  const charge = await cards.charge(account.card_token, amount, 'Top-up', {
    idempotencyKey: `${accountId}-${idempotencyKey}`,
  });
  if (!charge.ok) {
    // A saved card the provider no longer reads is refused as a declined one: save another.
    throw chargeProblem(
      charge.reason === 'invalid_token' ? { ...charge, reason: 'declined' } : charge,
    );
  }
  const receipt = await creditCardPayment(trx, accountId, amount, charge.last4);
  // The card just paid: a member whose refused charges brought back Payment Required can pay
  // again (§6), as when a card is saved. A signup's card completes it in UpdateCard, not here.
  if (account.registration_status === REGISTRATION_STATUS.complete) {
    await accountLifecycle.saveCard(trx, accountId, new Date());
  }
  return receipt;
}

/**
 * Forgets the card on file (`RemoveCard`). Auto top-up has nothing left to charge, so it is off;
 * `activePayment` stays as it was (§6 asks for a payment method once, and the balance, PayPal and
 * bank transfers still pay).
 */
export async function removeCard(trx: Transaction<Tables>, accountId: number): Promise<AccountRow> {
  const account = await lockAccount(trx, accountId);
  if (account.card_token === null) return account;
  const removed = await trx
    .updateTable('accounts')
    .set({
      card_token: null,
      card_last4: null,
      card_brand: null,
      card_exp_month: null,
      card_exp_year: null,
      card_name: null,
      auto_top_up_cents: 0,
    })
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, accountId, {
    key: 'audit.cardRemoved',
    values: { last4: account.card_last4 ?? '' },
  });
  return removed;
}

/** A card payment the provider took: the balance credited, the audit line and the tax invoice. */
async function creditCardPayment(
  trx: Transaction<Tables>,
  accountId: number,
  amount: Cents,
  last4: string,
): Promise<ReceiptView> {
  const description = { key: 'ledger.cardTopUp', values: {} } as const;
  await postLedgerEntry(trx, accountId, { amount, description, purchase: true });
  await audit(trx, accountId, {
    key: 'audit.cardCharged',
    values: { last4, amount: toDollars(amount) },
  });
  const { receipt } = await issuePaymentReceipt(trx, accountId, {
    amount,
    paidBy: { method: 'card', last4 },
    autoTopUp: false,
    description,
  });
  return receipt;
}

/** The welcome email of a registration the card completed, sent by the queue after commit. */
async function queueWelcome(trx: Transaction<Tables>, account: AccountRow) {
  const brand = findBrand(account.webpage);
  if (brand) await queueEmail(trx, await welcomeMessage(trx, brand, account));
}

/** The plan's setup fee while the member signs up: saving the card completes the registration. */
async function signupSetupFee(trx: Transaction<Tables>, account: AccountRow) {
  if (account.registration_status === REGISTRATION_STATUS.complete || account.plan_id === null) {
    return undefined;
  }
  return trx
    .selectFrom('plans')
    .select(['plan_name', 'setup_fee_cents'])
    .where('plan_id', '=', account.plan_id)
    .where('setup_fee_cents', '>', 0)
    .executeTakeFirst();
}

/**
 * A failed save or charge as the contract answers it: an unreadable token false, the card's own
 * answer 402, the provider's 502.
 */
function refuseCharge(charge: Extract<ChargeResult, { ok: false }>): false {
  if (charge.reason === 'invalid_token') return false;
  throw chargeProblem(charge);
}

/** The card's refusal as the member reads it (402), or the provider's failure (502). */
function chargeProblem(charge: Extract<ChargeResult, { ok: false }>): ApiProblem {
  if (charge.reason === 'provider_error') {
    return new ApiProblem(502, 'provider_error', charge.message);
  }
  // The member reads the refusal from the catalogs and a client branches on `declineCode`; the
  // provider's English stays in `detail`.
  const noFunds = charge.reason === 'insufficient_funds';
  return new ApiProblem(
    402,
    'payment_failed',
    charge.message,
    undefined,
    {},
    {
      key: noFunds ? 'payment.declined.insufficientFunds' : 'payment.declined.generic',
      values: {},
    },
    noFunds ? 'insufficient_funds' : 'declined',
  );
}
