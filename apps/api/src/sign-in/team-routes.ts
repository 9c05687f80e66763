import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { passwordProblem } from '@portal/domain/validation/password';
import { isBlank } from '@portal/domain/validation/form';
import { refuseGuessablePassword } from '#auth/password-strength.ts';
import { hashPassword } from '#auth/passwords.ts';
import { passwordMatches } from '#auth/credentials.ts';
import { findLogin, type Login } from '#auth/logins.ts';
import { recordLoginFailure, throttleLogin } from '#auth/login-throttle.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { endSession, sessionOf, startSession } from '#auth/sessions.ts';
import {
  cancelInvitation,
  changeRole,
  INVITATION_DAYS,
  invitationByToken,
  invitationView,
  invitedEmailHasLogin,
  joinAccount,
  type Joining,
  nonHolder,
  pendingInvitationsOf,
  recordInvitation,
  removeUser,
  teamUserView,
  usersOf,
} from '#auth/team-users.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { JOIN_ACCOUNT_URL, portalLink } from '#brands/portal-links.ts';
import { invalidField, notFound } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { deliverOrLog } from '#notices/deliver.ts';
import { composeEmail } from '#notices/email-layout.ts';
import { teamInvitationEmail } from '#notices/team-invitation-email.ts';
import { findAccount } from '#platform/db/account-row.ts';
import { actAs } from '#platform/acting-user.ts';
import { audit } from '#platform/audit.ts';
import { newToken, sha256 } from '#platform/secrets.ts';
import type { ServerContext } from '#platform/server-context.ts';
import type { Tables } from '#platform/db/tables.ts';

/** A path parameter of the team's operations (the contract's `{userId}`, `{invitationId}`). */
const idParam = (request: { params: unknown }, name: 'userId' | 'invitationId'): number =>
  Number((request.params as Record<string, unknown>)[name]);

/**
 * The people of a shared account (issue 39, decision 105): its admins list, invite, re-role and
 * remove them; an invited person looks at their link and joins with a new login of the brand, or
 * with the one their email has already.
 */
export function teamOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'listTeamUsers'
  | 'inviteTeamUser'
  | 'cancelTeamInvitation'
  | 'changeTeamUserRole'
  | 'removeTeamUser'
  | 'getTeamInvitation'
  | 'acceptTeamInvitation'
> {
  const { db } = ctx;
  return {
    async listTeamUsers(request) {
      const { accountId } = sessionOf(request);
      const [users, invitations] = await Promise.all([
        usersOf(db, accountId),
        pendingInvitationsOf(db, accountId),
      ]);
      return { users: users.map(teamUserView), invitations: invitations.map(invitationView) };
    },

    /** Emails a single-use link in the account's language; a failed email is only logged. */
    async inviteTeamUser(request) {
      const session = sessionOf(request);
      const { accountId } = session;
      await limitAttempt(db, 'teamInvitation', { ip: request.ip, account: accountId });
      const email = request.body.email.trim();
      const { role } = request.body;
      const token = newToken();
      const invitation = await db.transaction().execute(async (trx) => {
        const row = await recordInvitation(trx, {
          accountId,
          email,
          role,
          inviter: session,
          tokenSha256: sha256(token),
        });
        await audit(trx, accountId, { key: 'audit.userInvited', values: { email, role } });
        return row;
      });
      const account = await findAccount(db, accountId);
      const link = `${portalLink(account, JOIN_ACCOUNT_URL)}?${new URLSearchParams({ invitation: token })}`;
      const to = {
        email,
        firstName: email,
        lastName: email,
        language: account.language,
        timeZone: account.time_zone,
      };
      await deliverOrLog(
        ctx.email,
        composeEmail(brandFor(account.webpage), to, teamInvitationEmail, {
          inviter: session.name,
          account: `${account.first_name} ${account.last_name}`.trim(),
          role,
          link,
          days: INVITATION_DAYS,
        }),
        request.log,
      );
      return invitationView(invitation);
    },

    async cancelTeamInvitation(request, reply) {
      const { accountId } = sessionOf(request);
      const cancelled = await cancelInvitation(db, accountId, idParam(request, 'invitationId'));
      if (!cancelled) throw notFound('The invitation');
      await audit(db, accountId, {
        key: 'audit.invitationCancelled',
        values: { email: cancelled.email },
      });
      return reply.code(204).send();
    },

    async changeTeamUserRole(request) {
      const { accountId } = sessionOf(request);
      const { role } = request.body;
      const user = await db.transaction().execute(async (trx) => {
        const changed = await changeRole(trx, accountId, idParam(request, 'userId'), role);
        await audit(trx, accountId, {
          key: 'audit.userRoleChanged',
          values: { name: changed.name, role },
        });
        return changed;
      });
      return teamUserView(user);
    },

    /** Their sessions end with them; an admin removing themselves is signed out here too. */
    async removeTeamUser(request, reply) {
      const session = sessionOf(request);
      const userId = idParam(request, 'userId');
      await db.transaction().execute(async (trx) => {
        const removed = await nonHolder(trx, session.accountId, userId);
        // Before the row goes: an admin removing themselves still signs the line.
        await audit(trx, session.accountId, {
          key: 'audit.userRemoved',
          values: { name: removed.name, email: removed.email },
        });
        await removeUser(trx, userId);
      });
      if (userId === session.userId) await endSession(db, request, reply, ctx.cookie);
      return reply.code(204).send();
    },

    async getTeamInvitation(request) {
      const brand = brandFor(request.query.webpage);
      await limitAttempt(db, 'teamInvitationLink', { ip: request.ip });
      const invitation = await invitationByToken(db, sha256(request.query.invitation), brand.id);
      const account = await findAccount(db, invitation.account_id);
      return {
        email: invitation.email,
        role: invitation.role,
        accountName: `${account.first_name} ${account.last_name}`.trim(),
        invitedBy: invitation.invited_by_name,
        expiresAt: invitation.expires_at.toISOString(),
        hasLogin: await invitedEmailHasLogin(db, invitation),
      };
    },

    /**
     * The invited person joins the account with the invited role and gets a session in it: with
     * a new login of the brand, or with the login the email has already (its password proves
     * it; decision 105). The emailed link proved the mailbox, so the login guard is not asked.
     */
    async acceptTeamInvitation(request, reply) {
      const brand = brandFor(request.query.webpage);
      await limitAttempt(db, 'teamInvitationLink', { ip: request.ip });
      const { invitation: token, password } = request.body;
      // Before the link is used, so a refused password leaves it working.
      const found = await invitationByToken(db, sha256(token), brand.id);
      const login = await findLogin(db, brand.id, found.email);
      const person = login
        ? await provenLogin(db, request, login, password)
        : await newLogin(found.email, request.body.name, password);
      const user = await db.transaction().execute(async (trx) => {
        const invitation = await invitationByToken(trx, sha256(token), brand.id, {
          forUpdate: true,
        });
        const joined = await joinAccount(trx, invitation, person);
        await actAs({ userId: joined.user_id, name: joined.name }, () =>
          audit(trx, joined.account_id, {
            key: 'audit.userJoined',
            values: { name: joined.name, role: joined.role },
          }),
        );
        return joined;
      });
      const sessionUser = { accountId: user.account_id, userId: user.user_id };
      await startSession(db, request, reply, sessionUser, false, ctx.cookie);
      return { ok: true as const };
    },
  };
}

/** A new login's name and password, checked as signup checks them. */
async function newLogin(email: string, name: string | undefined, password: string) {
  const trimmed = name?.trim() ?? '';
  if (isBlank(trimmed)) throw invalidField('name', 'Name is required', 'problem.field.required');
  if (passwordProblem(password)) {
    throw invalidField(
      'password',
      'Password must be at least 8 characters',
      'validation.password.tooShort',
    );
  }
  await refuseGuessablePassword(password, 'password', [email, trimmed]);
  return { name: trimmed, passwordHash: await hashPassword(password) };
}

/**
 * The existing login's password, counted against its address with Login's attempts (so the join
 * page is no way around their slowdown): a wrong one is said on the field, and the login's own
 * account notes the failure as a failed login does.
 */
async function provenLogin(
  db: Kysely<Tables>,
  request: FastifyRequest,
  login: Login,
  password: string,
): Promise<Joining> {
  const address = `${login.account.webpage}:${login.user.email}`;
  await throttleLogin(db, { ip: request.ip, address, trusted: false });
  if (!(await passwordMatches(login.user.passwordHash, password))) {
    await recordLoginFailure(db, address);
    await audit(db, login.account.account_id, {
      key: 'audit.loginFailed',
      values: { ip: request.ip },
    });
    throw invalidField('password', 'The password is not right', 'problem.password.wrong');
  }
  return { loginOf: login.user.userId, email: login.user.email, name: login.user.name };
}
