import type { OperationHandlers } from '#contract/operation-handler.ts';
import { notFound } from '#contract/problem.ts';
import { accountIdOf } from '#auth/sessions.ts';
import { labelsOf, relabel } from '#labels/queries.ts';
import { memberTransaction } from '#platform/db/member-transaction.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { lockMail } from '#mail/queries.ts';
import { applyMailAction } from '#mail/rules.ts';

/**
 * Labels on items in bulk (decision 104): any item the member can see and move may be labelled,
 * so the same checks as a move apply; a label that is not the member's answers 404 before anything
 * changes.
 */
export function mailLabelOperations(ctx: ServerContext): Pick<OperationHandlers, 'labelMail'> {
  const { db } = ctx;
  return {
    labelMail: async (request) => {
      const accountId = accountIdOf(request);
      const { mailIds, labelIds, remove = false } = request.body;
      return memberTransaction(db, ctx.limits, accountId, async (trx) => {
        const own = new Set((await labelsOf(trx, accountId)).map((label) => label.label_id));
        const unknown = labelIds.find((labelId) => !own.has(labelId));
        if (unknown !== undefined) throw notFound(`Label ${unknown}`);
        return applyMailAction(
          trx,
          accountId,
          'moveToFolder',
          mailIds,
          async (trx, ids) => {
            await relabel(trx, ids, remove ? { remove: labelIds } : { add: labelIds });
            return lockMail(trx, accountId, ids);
          },
          { key: 'audit.mail.labelsChanged' },
        );
      });
    },
  };
}
