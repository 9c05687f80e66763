import { passwordProblem } from '@portal/domain/validation/password';
import { accountBrand } from '#platform/db/account-row.ts';
import {
  findLogin,
  loginOf,
  recipientOfLogin,
  setUserPasswordHash,
  type Login,
} from '#auth/logins.ts';
import { forgetDevices } from '#auth/device-authorisations.ts';
import { consumeCode, issueCode, voidCodes } from '#auth/one-time-codes.ts';
import { refuseGuessablePassword } from '#auth/password-strength.ts';
import { hashPassword, verifyPassword } from '#auth/passwords.ts';
import { endOtherSessions } from '#auth/queries.ts';
import { forgetLoginAttempts } from '#auth/login-throttle.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { newToken } from '#platform/secrets.ts';
import { endUserSessions, sessionOf } from '#auth/sessions.ts';
import { brandFor, siteUrl, type Brand } from '#brands/brand-registry.ts';
import { passwordChangedEmail } from '#notices/account-security-emails.ts';
import { deliverOrLog } from '#notices/deliver.ts';
import { composeEmail } from '#notices/email-layout.ts';
import { passwordResetEmail } from '#notices/password-reset-email.ts';
import { invalidField } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { audit } from '#platform/audit.ts';

/** Reset links work once, for an hour: the email may take 5 minutes to arrive (§9). */
export const PASSWORD_RESET_MINUTES = 60;

/**
 * The new password's own problems: shorter than the minimum (§5, DESIGN §7) is a 400 on
 * `newPassword`, too easy to guess for the member (decision 081) a 422.
 */
async function checkNewPassword(password: string, personal: readonly string[]): Promise<void> {
  if (passwordProblem(password)) {
    throw invalidField(
      'newPassword',
      'Password must be at least 8 characters',
      'validation.password.tooShort',
    );
  }
  await refuseGuessablePassword(password, 'newPassword', personal);
}

/**
 * Tells the sign-in address that its password changed, with the way back in if it was not the
 * member (ASVS 5.0 V6.3); a failed email is only logged, the change stands.
 */
function passwordChangedNotice(brand: Brand, login: Login) {
  return composeEmail(brand, recipientOfLogin(login), passwordChangedEmail, {
    link: `${siteUrl(brand)}/ForgotPassword`,
  });
}

/** Changing and resetting a password (§2 /ForgotPassword, /ResetPassword; §5). */
export function passwordOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'changePassword' | 'sendPasswordReset' | 'resetPassword'> {
  return {
    /**
     * Needs the current password; the member's other sessions end, this one stays. Every browser
     * the login guard knew, this one too, must enter a code again (decision 078).
     */
    async changePassword(request, reply) {
      const { accountId, userId, tokenSha256: currentSession } = sessionOf(request);
      await limitAttempt(ctx.db, 'passwordChange', { ip: request.ip, account: accountId });
      const { oldPassword, newPassword } = request.query;
      const login = await loginOf(ctx.db, userId);
      const { account, user } = login;
      await checkNewPassword(newPassword, [user.email, account.first_name, account.last_name]);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        await audit(ctx.db, accountId, { key: 'audit.passwordChangeRefused' });
        throw invalidField('oldPassword', 'Unable to change password');
      }

      const passwordHash = await hashPassword(newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await setUserPasswordHash(trx, login, passwordHash);
        await endOtherSessions(trx, userId, currentSession);
        // The browsers and reset links of the login, kept with the row holding its credentials.
        const owner = { accountId: account.account_id, userId: user.userId };
        await forgetDevices(trx, owner);
        await voidCodes(trx, { ...owner, purpose: 'password_reset' });
        await audit(trx, accountId, { key: 'audit.passwordChanged' });
      });
      const brand = await accountBrand(ctx.db, accountId);
      await deliverOrLog(ctx.email, passwordChangedNotice(brand, login), request.log);
      return reply.code(204).send();
    },

    /**
     * Emails a /ResetPassword link when the brand has an open account for the address; the new
     * link ends any earlier one. The answer is 204 either way and leaves before the account is
     * even looked up (the rest runs after it), so neither its content nor its timing tells
     * whether the address has an account; a failed email is only logged.
     */
    async sendPasswordReset(request, reply) {
      const brand = brandFor(request.query.webpage);
      const email = request.query.email.trim();
      await limitAttempt(ctx.db, 'passwordResetRequest', {
        ip: request.ip,
        account: `${brand.id}:${email}`,
      });
      const { ip, log } = request;
      ctx.afterResponse.start('password reset email', async () => {
        const login = await findLogin(ctx.db, brand.id, email);
        if (!login || login.account.closed_at) return;
        const token = newToken();
        const accountId = login.account.account_id;
        const scope = { accountId, purpose: 'password_reset', userId: login.user.userId } as const;
        await ctx.db.transaction().execute(async (trx) => {
          await voidCodes(trx, scope);
          await issueCode(trx, scope, token, PASSWORD_RESET_MINUTES);
          await audit(trx, accountId, { key: 'audit.passwordResetEmailed', values: { ip } });
        });
        const link = `${siteUrl(brand)}/ResetPassword?${new URLSearchParams({ reset: token, email: login.user.email })}`;
        await deliverOrLog(
          ctx.email,
          composeEmail(brand, recipientOfLogin(login), passwordResetEmail, {
            link,
            minutes: PASSWORD_RESET_MINUTES,
          }),
          log,
        );
      });
      return reply.code(204).send();
    },

    /**
     * Sets the password with a live reset code; every session of the account ends, every browser
     * the login guard knew must enter a code again, and the login attempts counted against the
     * address are forgotten, so the emailed link lets its owner in.
     */
    async resetPassword(request, reply) {
      const brand = brandFor(request.query.webpage);
      const { email, newPassword, resetCode } = resetFields(request.body, request.query);
      await limitAttempt(ctx.db, 'passwordReset', {
        ip: request.ip,
        account: `${brand.id}:${email}`,
      });
      // Before the account is looked up, so the answer is the same whether it exists, and
      // before the code is used, so a refused password leaves the link working.
      await checkNewPassword(newPassword, [email]);
      const refused = invalidField(
        'resetCode',
        'The reset link is invalid or has expired',
        'problem.resetCode.expired',
      );
      const login = await findLogin(ctx.db, brand.id, email);
      if (!login || login.account.closed_at) throw refused;

      const accountId = login.account.account_id;
      const { userId } = login.user;
      const passwordHash = await hashPassword(newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        if ((await consumeCode(trx, 'password_reset', resetCode, { accountId, userId })) === null) {
          throw refused;
        }
        await setUserPasswordHash(trx, login, passwordHash);
        await endUserSessions(trx, userId);
        await forgetDevices(trx, { accountId, userId });
        await forgetLoginAttempts(trx, `${brand.id}:${email}`);
        await audit(trx, accountId, { key: 'audit.passwordReset' });
      });
      await deliverOrLog(ctx.email, passwordChangedNotice(brand, login), request.log);
      return reply.code(204).send();
    },
  };
}

type ResetFields = { email: string; newPassword: string; resetCode: string };

/** The reset's fields from the body, or from the query string §7 spells (deprecated). */
function resetFields(
  body: Partial<ResetFields> | undefined,
  query: Partial<ResetFields>,
): ResetFields {
  const source = body ?? query;
  const field = (name: keyof ResetFields) => {
    const value = source[name];
    if (value === undefined)
      throw invalidField(name, `${name} is required`, 'problem.field.required');
    return value;
  };
  return {
    email: field('email').trim(),
    newPassword: field('newPassword'),
    resetCode: field('resetCode'),
  };
}
