import { AUTO_TOP_UP_OFF, isAutoTopUpThreshold } from '@portal/domain/auto-top-up';
import { isWarningLevel, NO_CHOSEN_WARNING } from '@portal/domain/low-balance-warning';
import { parseDollars, type Cents } from '@portal/domain/money';
import { validateTopUp } from '@portal/domain/top-up';
import * as accountLifecycle from '#account/lifecycle.ts';
import { changePlan } from '#account/plan-change.ts';
import { accountToggleOperations } from '#account/toggles.ts';
import { termsAcceptance, TERMS_VERSION } from '#account/terms.ts';
import {
  confirmCurrentPassword,
  requestEmailChange,
  undoEmailChange,
} from '#account/email-change.ts';
import { accountLocationIds, addAccountLocations, countBrandLocations } from '#account/queries.ts';
import { findAccount, accountBrand } from '#platform/db/account-row.ts';
import {
  changeAccount,
  changeLoginGuard,
  checkContactForm,
  contactColumns,
  isNewEmail,
  loadAccountView,
  pauseWithAudit,
  unpauseWithAudit,
  accountView,
} from '#account/rules.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { accountIdOf, endAllSessions, endSession, sessionOf } from '#auth/sessions.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { deliverOrLog } from '#notices/deliver.ts';
import { toCents, toDollars } from '#contract/money.ts';
import { invalidField } from '#contract/problem.ts';
import { isMailHeldFor } from '#mail/rules.ts';
import { audit, type AuditText } from '#platform/audit.ts';
import type { AreaHandlers } from '#money/idempotency.ts';
import type { ServerContext } from '#platform/server-context.ts';

/** The member's audit line for UpdateAutoTopup: what the card will be charged, and when. */
const autoTopUpAudit = (amount: Cents, threshold: Cents | undefined): AuditText => {
  if (amount === AUTO_TOP_UP_OFF) return { key: 'audit.autoTopUpOff' };
  return threshold === undefined
    ? { key: 'audit.autoTopUpSet', values: { amount: toDollars(amount) } }
    : {
        key: 'audit.autoTopUpSetBelow',
        values: { amount: toDollars(amount), threshold: toDollars(threshold) },
      };
};

/** The account and its settings (§2 settings sections, §4). */
export function accountOperations(
  ctx: ServerContext,
): ReturnType<typeof accountToggleOperations> &
  Pick<
    AreaHandlers,
    | 'getAccount'
    | 'updateAccount'
    | 'pauseAccount'
    | 'unpauseAccount'
    | 'updateAutoTopUp'
    | 'updateLowBalanceWarning'
    | 'closeAccount'
    | 'withdrawClose'
    | 'updateLoginGuard'
    | 'choosePlan'
    | 'getAccountLocations'
    | 'addAccountLocations'
    | 'saveTermsAndConditions'
    | 'undoEmailChange'
  > {
  const { db } = ctx;

  return {
    ...accountToggleOperations(db),

    getAccount: async (request) => loadAccountView(db, accountIdOf(request)),

    updateAccount: async (request) => {
      // An unknown `webpage` is still a bad request, but the email carries the member's own brand.
      brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const form = request.body;
      checkContactForm(form);
      const email = form.email.trim();
      const emailChanged = await isNewEmail(db, accountId, email);
      if (emailChanged) {
        await confirmCurrentPassword(db, accountId, request.ip, form.currentPassword);
      }
      const account = await changeAccount(db, accountId, contactColumns(form), {
        key: 'audit.contactUpdated',
      });
      if (!emailChanged) return account;
      // The sign-in email stays until the new address is verified (decision 081).
      const brand = await accountBrand(db, accountId);
      const emails = await db
        .transaction()
        .execute(async (trx) =>
          requestEmailChange(trx, brand, await findAccount(trx, accountId), email),
        );
      for (const message of emails) await deliverOrLog(ctx.email, message, request.log);
      return loadAccountView(db, accountId);
    },

    /**
     * The old address's link (decision 081). Public: the member opening it may be signed out while
     * whoever made the change holds the session.
     */
    undoEmailChange: async (request) => {
      await limitAttempt(db, 'emailChangeUndo', { ip: request.ip });
      return undoEmailChange(db, request.query.q);
    },

    pauseAccount: async (request) => {
      const accountId = accountIdOf(request);
      return pauseWithAudit(db, accountId, (trx) => isMailHeldFor(trx, accountId));
    },

    unpauseAccount: async (request) => unpauseWithAudit(db, accountIdOf(request)),

    updateAutoTopUp: async (request) => {
      const { amount, threshold } = request.query;
      const problem = amount === AUTO_TOP_UP_OFF ? null : validateTopUp(String(amount));
      if (problem) {
        throw invalidField(
          'amount',
          problem === 'validation.topUp.minimum'
            ? 'The minimum top-up is $20, or 0 to turn auto top-up off'
            : 'Enter an amount in dollars and cents',
          problem,
        );
      }
      const cents = toCents(amount);
      const thresholdCents = threshold === undefined ? undefined : parseDollars(String(threshold));
      if (
        thresholdCents === null ||
        (thresholdCents !== undefined && !isAutoTopUpThreshold(thresholdCents))
      ) {
        throw invalidField(
          'threshold',
          'Enter a threshold from $0 to $200 in dollars and cents',
          'problem.field.range',
        );
      }
      return changeAccount(
        db,
        accountIdOf(request),
        {
          auto_top_up_cents: cents,
          ...(thresholdCents === undefined ? {} : { auto_top_up_threshold_cents: thresholdCents }),
        },
        autoTopUpAudit(cents, thresholdCents),
      );
    },

    updateLowBalanceWarning: async (request) => {
      const cents = parseDollars(String(request.query.amount));
      if (cents === null || !isWarningLevel(cents)) {
        throw invalidField(
          'amount',
          'Enter an amount from $0 to $200 in dollars and cents',
          'problem.field.range',
        );
      }
      return changeAccount(
        db,
        accountIdOf(request),
        { low_balance_warning_cents: cents },
        cents === NO_CHOSEN_WARNING
          ? { key: 'audit.lowBalanceWarningFeeOnly' }
          : { key: 'audit.lowBalanceWarningSet', values: { amount: toDollars(cents) } },
      );
    },

    closeAccount: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { heldMail } = request.query;
      const notice = await db.transaction().execute(async (trx) => {
        const applied = await accountLifecycle.requestClose(trx, accountId, heldMail, new Date());
        const view = await accountView(trx, applied.account);
        await audit(trx, accountId, {
          key: 'audit.closeNotice',
          // The notice's last day as noon UTC: the same calendar day in every zone members read in.
          values: { on: Date.parse(`${view.closing?.noticeEndsOn}T12:00:00Z`), heldMail },
        });
        return view.closing;
      });
      // §2: the screen goes to /login; the member signs in again to withdraw the notice.
      await endAllSessions(db, accountId);
      await endSession(db, request, reply, ctx.cookie);
      return reply.code(200).send(notice);
    },

    withdrawClose: async (request) => {
      const accountId = accountIdOf(request);
      return db.transaction().execute(async (trx) => {
        const applied = await accountLifecycle.withdrawClose(trx, accountId, new Date());
        await audit(trx, accountId, { key: 'audit.closeWithdrawn' });
        return accountView(trx, applied.account);
      });
    },

    updateLoginGuard: async (request) =>
      changeLoginGuard(db, sessionOf(request), request.query.enabled),

    choosePlan: async (request, trx) =>
      changePlan(trx, accountIdOf(request), request.query.planId, new Date()),

    getAccountLocations: async (request) => accountLocationIds(db, accountIdOf(request)),

    addAccountLocations: async (request) => {
      const accountId = accountIdOf(request);
      const wanted = request.body.locationIds;
      await db.transaction().execute(async (trx) => {
        if ((await countBrandLocations(trx, accountId, wanted)) !== wanted.length) {
          throw invalidField('locationIds', 'Choose locations of this brand only');
        }
        const added = await addAccountLocations(trx, accountId, wanted);
        if (added) {
          await audit(trx, accountId, { key: 'audit.locationsAdded', values: { count: added } });
        }
      });
      return accountLocationIds(db, accountId);
    },

    saveTermsAndConditions: async (request) =>
      changeAccount(
        db,
        accountIdOf(request),
        // The version the server holds, not the HTML the browser sent (decision 082).
        termsAcceptance(new Date()),
        { key: 'audit.termsAgreed', values: { version: TERMS_VERSION } },
      ),
  };
}
