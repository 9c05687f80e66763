import { validateSignupForm } from '@portal/domain/validation/contact-form';
import type { DomainMessageKey } from '@portal/domain/messages';
import { accountView, contactColumns, loadAccountView } from '#account/rules.ts';
import { findAccountByEmail, type AccountRow } from '#auth/credentials.ts';
import { verificationEmail } from '#auth/email-verification.ts';
import { consumeCode } from '#auth/one-time-codes.ts';
import { hashPassword } from '#auth/passwords.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { newNumericCode } from '#auth/secrets.ts';
import { accountIdOf, findSession, startSession } from '#auth/sessions.ts';
import { insertAccountWithUserCode } from '#auth/user-code.ts';
import { brandFor, type Brand } from '#brands/brand-registry.ts';
import { deliverOrFail, deliverOrLog } from '#emails/deliver.ts';
import { composeEmail, recipientOf } from '#emails/email-layout.ts';
import { mailingAddress, welcomeEmail } from '#emails/welcome-email.ts';
import { invalidField } from '#http/problem.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { EmailMessage } from '#providers/messages.ts';
import type { ServerContext } from '#server-context.ts';
import { audit } from '#services/audit.ts';

const EMAIL_REFUSED = 'Email is invalid or not available';

/** The English detail for each signup problem domain can report (§5, §8). */
const SIGNUP_PROBLEMS: Partial<Record<DomainMessageKey, string>> = {
  'validation.required': 'Can not be blank',
  'validation.email.invalidOrUnavailable': EMAIL_REFUSED,
  'validation.password.tooShort': 'Password must be at least 8 characters',
};

/** PostgreSQL's unique_violation: here, another signup took the address at the same moment. */
const UNIQUE_VIOLATION = '23505';

/** The welcome email: every mail-receiving address the member chose, with their suite code. */
async function welcomeMessage(
  ctx: ServerContext,
  brand: Brand,
  account: AccountRow,
): Promise<EmailMessage> {
  const locations = await ctx.db
    .selectFrom('account_locations')
    .innerJoin('locations', 'locations.location_id', 'account_locations.location_id')
    .selectAll('locations')
    .where('account_locations.account_id', '=', account.account_id)
    .orderBy('locations.state')
    .orderBy('locations.city')
    .execute();
  const name = account.account_name || `${account.first_name} ${account.last_name}`;
  return composeEmail(brand, recipientOf(account), welcomeEmail, {
    userCode: account.user_code,
    addresses: locations.map((location) => mailingAddress(name, account.user_code, location)),
  });
}

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
> {
  return {
    /** The contract's email format has already refused malformed addresses with 400. */
    async isEmailAvailable(request) {
      const brand = brandFor(request.query.webpage);
      await limitAttempt(ctx.db, 'emailAvailability', { ip: request.ip });
      return !(await findAccountByEmail(ctx.db, brand.id, request.query.email));
    },

    /**
     * Creates the account (registrationStatus 0) with a new suite code, opens a session as Login
     * does, and emails the verification link. A failed email does not undo the signup: the member
     * can ask for another link.
     */
    async signup(request, reply) {
      const brand = brandFor(request.query.webpage);
      await limitAttempt(ctx.db, 'signup', { ip: request.ip });
      const form = request.body;
      const problems = validateSignupForm({ ...form, repeatPassword: form.password });
      const [field, problem] = Object.entries(problems)[0] ?? [];
      if (field && problem) throw invalidField(field, SIGNUP_PROBLEMS[problem] ?? 'Is invalid');
      if (await findAccountByEmail(ctx.db, brand.id, form.email)) {
        throw invalidField('email', EMAIL_REFUSED);
      }

      const passwordHash = await hashPassword(form.password);
      const account = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const created = await insertAccountWithUserCode(trx, brand, {
            ...contactColumns(form),
            webpage: brand.id,
            password_hash: passwordHash,
            registration_status: 0,
            // The selfie code of photo ID verification (§3 verificationCode), made once here.
            verification_code: newNumericCode(4),
          });
          await audit(trx, created.account_id, `Signed up with suite code ${created.user_code}`);
          return created;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
            throw invalidField('email', EMAIL_REFUSED);
          }
          throw error;
        });

      await startSession(ctx.db, request, reply, account.account_id, false, ctx.cookie);
      await deliverOrLog(ctx.email, await verificationEmail(ctx.db, brand, account), request.log);
      return accountView(account);
    },

    /** The wizard's last step: status 2 and the welcome email with the member's addresses, once. */
    async completeRegistration(request) {
      const brand = brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const completed = await ctx.db.transaction().execute(async (trx) => {
        const account = await trx
          .updateTable('accounts')
          .set({ registration_status: 2 })
          .where('account_id', '=', accountId)
          .where('registration_status', '<>', 2)
          .returningAll()
          .executeTakeFirst();
        if (account) {
          const how = request.query.x === 'card' ? 'with a card' : 'without a card';
          await audit(trx, accountId, `Registration completed ${how}`);
        }
        return account;
      });
      if (completed) {
        await deliverOrLog(ctx.email, await welcomeMessage(ctx, brand, completed), request.log);
      }
      return completed ? accountView(completed) : loadAccountView(ctx.db, accountId);
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
        if (accountId === null) return false;
        await trx
          .updateTable('accounts')
          .set({ email_verified: true })
          .where('account_id', '=', accountId)
          .execute();
        await audit(trx, accountId, 'Email address verified');
        return true;
      });
    },

    async sendEmailVerification(request, reply) {
      const brand = brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      await limitAttempt(ctx.db, 'emailVerificationSend', { ip: request.ip, account: accountId });
      const account = await ctx.db
        .selectFrom('accounts')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      await deliverOrFail(ctx.email, await verificationEmail(ctx.db, brand, account), request.log);
      await audit(ctx.db, accountId, 'Verification email sent');
      return reply.code(204).send();
    },
  };
}
