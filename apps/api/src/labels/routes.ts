import type { Transaction } from 'kysely';
import { accountIdOf } from '#auth/sessions.ts';
import { ApiProblem, invalidField, notFound } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { audit } from '#platform/audit.ts';
import { memberTransaction } from '#platform/db/member-transaction.ts';
import type { Tables } from '#platform/db/tables.ts';
import type { ServerContext } from '#platform/server-context.ts';
import {
  deleteLabel,
  insertLabel,
  LABEL_LIMIT,
  labelsOf,
  labelView,
  updateLabel,
} from '#labels/queries.ts';

/** The member's labels (decision 104); another member's label id answers 404. */
export function labelOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'listLabels' | 'createLabel' | 'updateLabel' | 'deleteLabel'> {
  const { db } = ctx;
  const change = <T>(accountId: number, fn: (trx: Transaction<Tables>) => Promise<T>) =>
    memberTransaction(db, ctx.limits, accountId, fn);

  return {
    listLabels: async (request) => (await labelsOf(db, accountIdOf(request))).map(labelView),

    createLabel: async (request) => {
      const accountId = accountIdOf(request);
      const label = labelInput(request.body);
      return change(accountId, async (trx) => {
        if ((await labelsOf(trx, accountId)).length >= LABEL_LIMIT) {
          throw new ApiProblem(
            409,
            'label_limit_reached',
            `You already have ${LABEL_LIMIT} labels, the most an account can have. Delete a label you no longer use to make room.`,
          );
        }
        const saved = await insertLabel(trx, accountId, label);
        if (!saved) throw taken(label.name);
        await audit(trx, accountId, { key: 'audit.labelSaved', values: { name: saved.name } });
        return labelView(saved);
      });
    },

    updateLabel: async (request) => {
      const accountId = accountIdOf(request);
      const { labelId } = request.query;
      const label = labelInput(request.body);
      return change(accountId, async (trx) => {
        const others = (await labelsOf(trx, accountId)).filter((row) => row.label_id !== labelId);
        if (others.some((row) => row.name.toLowerCase() === label.name.toLowerCase())) {
          throw taken(label.name);
        }
        const saved = await updateLabel(trx, accountId, labelId, label);
        if (!saved) throw notFound(`Label ${labelId}`);
        await audit(trx, accountId, { key: 'audit.labelSaved', values: { name: saved.name } });
        return labelView(saved);
      });
    },

    deleteLabel: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { labelId } = request.query;
      await change(accountId, async (trx) => {
        const name = await deleteLabel(trx, accountId, labelId);
        if (name === undefined) throw notFound(`Label ${labelId}`);
        await audit(trx, accountId, { key: 'audit.labelDeleted', values: { name } });
      });
      return reply.code(204).send();
    },
  };
}

const labelInput = (body: {
  name: string;
  colour?: Parameters<typeof insertLabel>[2]['colour'];
}) => {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw invalidField('name', 'Can not be blank', 'problem.field.required');
  return { name, colour: body.colour ?? 'grey' };
};

const taken = (name: string) => invalidField('name', `You already have a label called “${name}”`);
