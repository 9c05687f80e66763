import { confirmEmailChange } from '#account/email-change.ts';
import * as accountLifecycle from '#account/lifecycle.ts';
import { isUniqueViolation } from '#account/queries.ts';
import { findAccount, accountBrand } from '#platform/db/account-row.ts';
import { accountView, contactColumns, emailUnavailable, loadAccountView } from '#account/rules.ts';
import { refuseSignupChargeWithoutTerms } from '#account/terms.ts';
import { findAccountByEmail } from '#auth/credentials.ts';
import { findLogin, holderOf } from '#auth/logins.ts';
import { verificationEmail } from '#auth/email-verification.ts';
import { consumeCode } from '#auth/one-time-codes.ts';
import { refuseGuessablePassword } from '#auth/password-strength.ts';
import { hashPassword } from '#auth/passwords.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { newNumericCode } from '#platform/secrets.ts';
import { accountIdOf, findSession, startSession } from '#auth/sessions.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { startingAutoAction } from '#brands/starting-auto-action.ts';
import { deliverOrFail, deliverOrLog } from '#notices/deliver.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { brandTimeZone, markEmailVerified } from '#registration/queries.ts';
import { checkSignupForm, paymentDecision, welcomeMessage } from '#registration/rules.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { audit } from '#platform/audit.ts';

/** Signup and email verification (§2 /signup, /verify). */
export function registrationOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'isEmailAvailable'
  | 'signup'
  | 'completeRegistration'
  | 'submitEmailVerification'
  | 'sendEmailVerification'
  | 'resendEmailVerification'
> {
  return {
    /** The contract's email format has already refused malformed addresses with 400. */
    async isEmailAvailable(request) {
      const brand = brandFor(request.query.webpage);
      await limitAttempt(ctx.db, 'emailAvailability', { ip: request.ip });
      return !(await findLogin(ctx.db, brand.id, request.query.email));
    },

    /**
     * Creates the account (registrationStatus 0) with a new suite code, opens a session as Login
     * does, and emails the verification link. A failed email does not undo the signup: the member
     * can ask for another link.
     */
    async signup(request, reply) {
      const brand = brandFor(request.query.webpage);
      const form = request.body;
      await limitAttempt(ctx.db, 'signup', {
        ip: request.ip,
        account: `${brand.id}:${form.email.trim()}`,
      });
      checkSignupForm(form);
      await refuseGuessablePassword(form.password, 'password', [
        form.email,
        form.firstName,
        form.lastName,
      ]);
      if (await findLogin(ctx.db, brand.id, form.email)) {
        throw emailUnavailable();
      }

      const passwordHash = await hashPassword(form.password);
      const columns = contactColumns(form);
      // The browser's zone, else the brand's first location's (the column default when none).
      const timeZone = columns.time_zone ?? (await brandTimeZone(ctx.db, brand.id));
      const account = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const created = await accountLifecycle.signUp(trx, brand, {
            ...columns,
            time_zone: timeZone,
            email: form.email.trim(),
            webpage: brand.id,
            auto_action: startingAutoAction(brand),
            password_hash: passwordHash,
            // The selfie code of photo ID verification (§3 verificationCode), made once here.
            verification_code: newNumericCode(4),
          });
          await audit(trx, created.account_id, {
            key: 'audit.signedUp',
            values: { suiteCode: created.user_code },
          });
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw emailUnavailable();
          }
          throw error;
        });

      const holder = await holderOf(ctx.db, account.account_id);
      await startSession(ctx.db, request, reply, holder, false, ctx.cookie);
      await deliverOrLog(ctx.email, await verificationEmail(ctx.db, brand, account), request.log);
      return accountView(ctx.db, account);
    },

    /**
     * The wizard's last step, unless saving the card completed the registration already: the
     * setup fee and the first billing period (decision 072), then the welcome email with the
     * member's addresses, once. 409 `plan_required` without a plan.
     */
    async completeRegistration(request) {
      // An unknown `webpage` is still a bad request, but the email carries the member's own brand.
      brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const completed = await ctx.db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, accountId);
        // Completing charges the setup fee: a signup payment, which waits for the current terms.
        refuseSignupChargeWithoutTerms(account);
        const decision = paymentDecision(account, request.query.x);
        const applied = await accountLifecycle.completeRegistration(
          trx,
          accountId,
          decision,
          new Date(),
        );
        if (applied) {
          await audit(trx, accountId, {
            key:
              decision === 'card'
                ? 'audit.registrationCompletedCard'
                : 'audit.registrationCompletedNoCard',
          });
        }
        return applied?.account;
      });
      if (completed) {
        const brand = await accountBrand(ctx.db, accountId);
        await deliverOrLog(ctx.email, await welcomeMessage(ctx.db, brand, completed), request.log);
      }
      return completed ? accountView(ctx.db, completed) : loadAccountView(ctx.db, accountId);
    },

    /** The /verify?q= link: true once, when the code is live; it then marks the email verified. */
    async submitEmailVerification(request) {
      const session = await findSession(ctx.db, request, ctx.cookie);
      await limitAttempt(ctx.db, 'emailVerificationSubmit', {
        ip: request.ip,
        ...(session ? { account: session.accountId } : {}),
      });
      return ctx.db.transaction().execute(async (trx) => {
        const accountId = await consumeCode(trx, 'email_verification', request.query.q);
        // A link sent to a new sign-in email (decision 081) arrives at the same /verify page.
        if (accountId === null) return confirmEmailChange(trx, request.query.q);
        await markEmailVerified(trx, accountId);
        await audit(trx, accountId, { key: 'audit.emailVerified' });
        return true;
      });
    },

    async sendEmailVerification(request, reply) {
      // An unknown `webpage` is still a bad request, but the email carries the member's own brand.
      brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const brand = await accountBrand(ctx.db, accountId);
      await limitAttempt(ctx.db, 'emailVerificationSend', { ip: request.ip, account: accountId });
      const account = await findAccount(ctx.db, accountId);
      await deliverOrFail(ctx.email, await verificationEmail(ctx.db, brand, account), request.log);
      await audit(ctx.db, accountId, { key: 'audit.verificationEmailSent' });
      return reply.code(204).send();
    },

    /**
     * A fresh link for a signed-out member whose link was bad or expired. The same 204 whether or
     * not an unverified account of the brand has the address, and the email goes after the answer,
     * so neither the answer nor its timing tells who has an account.
     */
    async resendEmailVerification(request, reply) {
      const brand = brandFor(request.query.webpage);
      const email = request.body.email.trim();
      await limitAttempt(ctx.db, 'emailVerificationSend', {
        ip: request.ip,
        account: `${brand.id}:${email}`,
      });
      const { log } = request;
      ctx.afterResponse.start('verification email resend', async () => {
        const account = await findAccountByEmail(ctx.db, brand.id, email);
        if (!account || account.closed_at || account.email_verified) return;
        await deliverOrLog(ctx.email, await verificationEmail(ctx.db, brand, account), log);
        await audit(ctx.db, account.account_id, { key: 'audit.verificationEmailSent' });
      });
      return reply.code(204).send();
    },
  };
}
