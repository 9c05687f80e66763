import { accountsOfLogin } from '#auth/shared-logins.ts';
import { sessionOf, startSession } from '#auth/sessions.ts';
import { notFound } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { actAs } from '#platform/acting-user.ts';
import { audit } from '#platform/audit.ts';
import type { ServerContext } from '#platform/server-context.ts';

/**
 * One login in several accounts (issue 39, decision 105): the accounts the signed-in login
 * opens, and moving this browser's session from one to another.
 */
export function accountSwitchOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'listMyAccounts' | 'switchAccount'> {
  const { db } = ctx;
  return {
    async listMyAccounts(request) {
      const { userId } = sessionOf(request);
      const rows = await accountsOfLogin(db, userId);
      return rows.map((row) => ({
        accountId: row.account_id,
        name: row.holder_name,
        role: row.role,
        current: row.user_id === userId,
      }));
    },

    /**
     * A new session in the other account, its token rotated as Login rotates it and as lasting
     * as this one; both accounts' audit logs say the person moved, in their own name.
     */
    async switchAccount(request, reply) {
      const session = sessionOf(request);
      const rows = await accountsOfLogin(db, session.userId);
      const from = rows.find((row) => row.user_id === session.userId);
      const to = rows.find((row) => row.account_id === request.body.accountId);
      if (!from || !to || to.user_id === session.userId) throw notFound('The account');
      const { persistent } = await db
        .selectFrom('sessions')
        .select('persistent')
        .where('token_sha256', '=', session.tokenSha256)
        .executeTakeFirstOrThrow();
      await audit(db, session.accountId, {
        key: 'audit.switchedToAccount',
        values: { account: to.holder_name },
      });
      const user = { accountId: to.account_id, userId: to.user_id };
      await startSession(db, request, reply, user, persistent, ctx.cookie);
      await actAs({ userId: to.user_id, name: to.name }, () =>
        audit(db, to.account_id, {
          key: 'audit.switchedFromAccount',
          values: { account: from.holder_name },
        }),
      );
      return { ok: true as const };
    },
  };
}
