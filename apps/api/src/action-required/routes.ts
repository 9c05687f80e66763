import { accountIdOf } from '#auth/sessions.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { actionRequired } from '#action-required/action-required.ts';

/** The Action Required view: one read, no writes (issue 38, decision 103). */
export function actionRequiredOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'getActionRequired'> {
  return {
    getActionRequired: async (request) =>
      actionRequired(ctx.db, accountIdOf(request), request.query.unopenedDays ?? 7),
  };
}
