import type { Cents } from '@portal/domain/money';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { signupChargeToday } from '@portal/domain/top-up';
import type { Transaction } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { lockAccount, type AccountRow } from '#account/queries.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { Tables } from '#db/tables.ts';
import { queueEmail } from '#jobs/queue.ts';
import { welcomeMessage } from '#registration/rules.ts';
import { sendPaymentReceipt } from '#billing/payment-receipt.ts';
import { ApiProblem } from '#http/problem.ts';
import type { CardProvider, ChargeResult } from '#payments/card-provider.ts';
import { audit } from '#services/audit.ts';
import { postLedgerEntry } from '#services/ledger.ts';
import { toDollars } from '#http/money.ts';

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
  if (update.chargeNow) {
    await postLedgerEntry(trx, accountId, {
      amount,
      description: { key: 'ledger.cardTopUp', values: {} },
      purchase: true,
    });
    await audit(trx, accountId, {
      key: 'audit.cardCharged',
      values: { last4: saved.last4, amount: toDollars(amount) },
    });
    await sendPaymentReceipt(trx, accountId, { amount, last4: saved.last4, autoTopUp: false });
  }
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
  if (charge.reason === 'provider_error')
    throw new ApiProblem(502, 'provider_error', charge.message);
  // The member reads the refusal from the catalogs; the provider's English stays in `detail`.
  throw new ApiProblem(
    402,
    'payment_failed',
    charge.message,
    undefined,
    {},
    {
      key:
        charge.reason === 'insufficient_funds'
          ? 'payment.declined.insufficientFunds'
          : 'payment.declined.generic',
      values: {},
    },
  );
}
