import { validateLogin } from '@portal/domain/validation/login';
import { isBlank } from '@portal/domain/validation/form';
import { accountView } from '#account/rules.ts';
import { passwordMatches } from '#auth/credentials.ts';
import { findLogin } from '#auth/logins.ts';
import { forgetDevices } from '#auth/device-authorisations.ts';
import {
  authoriseByLink,
  currentDeviceSha256,
  isAuthorisedBrowser,
  passLoginGuard,
} from '#auth/login-guard.ts';
import { recordLoginFailure, throttleLogin } from '#auth/login-throttle.ts';
import {
  endSession,
  endSessionById,
  findSession,
  liveSessionsOf,
  sessionOf,
  startSession,
  userIdOf,
} from '#auth/sessions.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { endOtherSessions } from '#auth/queries.ts';
import { ApiProblem, invalidField, notFound } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { audit } from '#platform/audit.ts';
import { actAs } from '#platform/acting-user.ts';

/** Login, the login guard, logout (§4, §6) and the member's list of signed-in browsers. */
export function sessionOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'login'
  | 'authoriseLoginGuard'
  | 'logout'
  | 'listSessions'
  | 'endSessionById'
  | 'endOtherSessions'
> {
  return {
    /**
     * §4 Login: null for an unknown email, a wrong password or a closed account (one answer for
     * all, so it reveals nothing); `loginGuardRequired` while the login guard waits for this
     * browser's code; otherwise a new session and the account.
     */
    async login(request, reply) {
      const brand = brandFor(request.query.webpage);
      const { EmailAddress, Password, KeepLoggedIn, loginGuard } = request.body;
      if (validateLogin({ email: EmailAddress, password: Password, loginGuard: '' }, false)) {
        throw invalidField(
          isBlank(EmailAddress) ? 'EmailAddress' : 'Password',
          'Email and password can not be blank',
          'validation.login.blank',
        );
      }
      const address = `${brand.id}:${EmailAddress.trim()}`;
      const login = await findLogin(ctx.db, brand.id, EmailAddress);
      const account = login?.account;
      await throttleLogin(ctx.db, {
        ip: request.ip,
        address,
        trusted:
          login !== undefined && (await isAuthorisedBrowser(ctx, request, login.user.userId)),
      });
      const passwordOk = await passwordMatches(login?.user.passwordHash, Password);
      if (!passwordOk) await recordLoginFailure(ctx.db, address);
      if (!login || !account) return null;
      if (!passwordOk) {
        await audit(ctx.db, account.account_id, {
          key: 'audit.loginFailed',
          values: { ip: request.ip },
        });
        return null;
      }
      // From here the password proved who this is: what follows is theirs in the audit log.
      return actAs({ userId: login.user.userId, name: login.user.name }, async () => {
        if (account.closed_at) {
          await audit(ctx.db, account.account_id, {
            key: 'audit.loginRefusedClosed',
            values: { ip: request.ip },
          });
          // Only the right password learns this, so it reveals nothing a guesser could use.
          throw account.closed_reason === 'terminated'
            ? new ApiProblem(
                403,
                'account_terminated',
                'This account was closed for being unpaid more than 90 days',
              )
            : new ApiProblem(403, 'account_closed', 'This account is closed');
        }
        if (
          login.user.enableLoginGuard &&
          !(await passLoginGuard(ctx, request, reply, brand, login, loginGuard))
        ) {
          // Fastify sends a returned string as it is; the contract's answer is the JSON string.
          return reply.type('application/json').send(JSON.stringify('loginGuardRequired'));
        }

        const sessionUser = { accountId: account.account_id, userId: login.user.userId };
        await startSession(ctx.db, request, reply, sessionUser, KeepLoggedIn, ctx.cookie);
        await audit(ctx.db, account.account_id, {
          key: 'audit.loggedIn',
          values: { ip: request.ip },
        });
        return accountView(ctx.db, account);
      });
    },

    async authoriseLoginGuard(request) {
      return authoriseByLink(ctx, request, request.query.q);
    },

    /** A POST with the CSRF header (never a link another site could follow); works without a session. */
    async logout(request, reply) {
      const session = await findSession(ctx.db, request, ctx.cookie);
      await endSession(ctx.db, request, reply, ctx.cookie);
      if (session) {
        await actAs(session, () => audit(ctx.db, session.accountId, { key: 'audit.loggedOut' }));
      }
      return reply.code(204).send();
    },

    /** The user's own signed-in browsers, so one they do not recognise can be logged out. */
    async listSessions(request) {
      const sessions = await liveSessionsOf(ctx.db, userIdOf(request));
      return sessions.map((session) => ({
        sessionId: session.session_id,
        current: session.token_sha256 === request.session?.tokenSha256,
        persistent: session.persistent,
        createdAt: session.created_at.toISOString(),
        lastSeenAt: session.last_seen_at.toISOString(),
        userAgent: session.user_agent,
        ip: session.ip,
      }));
    },

    async endSessionById(request, reply) {
      const { accountId, userId } = sessionOf(request);
      const { sessionId } = request.query;
      if (!(await endSessionById(ctx.db, userId, sessionId))) throw notFound('The session');
      await audit(ctx.db, accountId, { key: 'audit.sessionLoggedOut' });
      return reply.code(204).send();
    },

    /**
     * "Sign out other sessions": every browser but this one is logged out, and the login guard
     * forgets every browser but this one, which the member is using to do it (decision 078).
     */
    async endOtherSessions(request, reply) {
      const { accountId, userId, tokenSha256: current } = sessionOf(request);
      const currentDevice = currentDeviceSha256(ctx, request);
      await ctx.db.transaction().execute(async (trx) => {
        await endOtherSessions(trx, userId, current);
        await forgetDevices(trx, { accountId, userId }, currentDevice);
        await audit(trx, accountId, { key: 'audit.otherSessionsLoggedOut' });
      });
      return reply.code(204).send();
    },
  };
}
